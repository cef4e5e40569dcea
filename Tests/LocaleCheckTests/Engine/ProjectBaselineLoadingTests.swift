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
}
