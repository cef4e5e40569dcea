import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// `Project.load` reads the baseline a run hides findings of, as `labelcheck matrix` does, so
/// that a library user's gate accepts what the team accepted.
@Suite struct ProjectBaselineLoadingTests {
  static let catalogs = [
    "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"Menu\" = \"Menu\";\n",
    "App/de.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
  ]

  /// A folder with `files` and, in `base/b.json`, the baseline of today's findings (recorded
  /// with `baselineFile` as `labelcheck baseline` does).
  static func folder(_ files: [String: String], baselineFolder: String) throws -> TempFolder {
    let folder = try TempFolder(files: files)
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.baselineFile = baselineFolder + "/b.json"
    options.readsBaseline = false
    let findings = try Project.load(options).check().findings
    #expect(findings.count == 2)
    try folder.write(baselineFolder + "/b.json", Baseline(findings: findings).serialized())
    return folder
  }

  @Test func theConfiguredBaselineIsReadAndHidesItsFindings() throws {
    let files = Self.catalogs.merging([".labelcheck.json": #"{"version": 1, "baseline": "base/b.json"}"#]) {
      $1
    }
    let folder = try Self.folder(files, baselineFolder: "base")
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(project.baselineFile == "base/b.json")
    let report = project.check()
    #expect(report.findings.isEmpty)
    #expect(report.baselineHidden == 2)
    #expect(
      report.baselineSummary(afterInputErrors: false)
        == "2 findings hidden by the baseline; 0 baseline entries are fixed")
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.readsBaseline = false
    #expect(try Project.load(options).check().findings.count == 2)
  }

  @Test func withoutAConfigurationTheNamedBaselineIsRead() throws {
    let folder = try Self.folder(Self.catalogs, baselineFolder: "base")
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.baselineFile = "base/b.json"
    let report = try Project.load(options).check()
    #expect(report.findings.isEmpty && report.baselineFixed == 0)
  }

  @Test func aMissingConfiguredBaselineIsAnErrorAtItsEntry() throws {
    let files = Self.catalogs.merging([".labelcheck.json": "{\"version\": 1,\n \"baseline\": \"gone.json\"}"])
    { $1 }
    let folder = try TempFolder(files: files)
    #expect(
      throws: ProjectError(
        ".labelcheck.json:2:14: error: 'baseline' names 'gone.json': baseline file not found "
          + "(write one with 'labelcheck baseline --output gone.json')")
    ) {
      try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    }
  }

  /// A link to a baseline not written yet is "not found" (`baseline --output` writes through it);
  /// links that loop are told as such (audit 210).
  @Test func aBaselineLinkThatLoopsIsToldAsSuch() throws {
    let folder = try TempFolder(files: Self.catalogs)
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("a.json").path, withDestinationPath: "b.json")
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.baselineFile = "a.json"
    #expect(
      throws: ProjectError(
        "a.json:1:1: error: baseline file not found (write one with 'labelcheck baseline --output a.json')")
    ) { try Project.load(options) }
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("b.json").path, withDestinationPath: "a.json")
    #expect(
      throws: ProjectError(
        "a.json:1:1: error: the link leads nowhere (Too many levels of symbolic links), so it is not read")
    ) { try Project.load(options) }
  }
}
