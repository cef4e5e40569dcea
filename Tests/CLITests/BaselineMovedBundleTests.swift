import Foundation
import TestSupport
import Testing

/// A bundle moved into another folder, with the configuration's `paths` changed to follow it
/// (audit 163): the warning names where it went, though the old place is outside the run's paths.
@Suite("baseline bundles moved")
struct BaselineMovedBundleTests {
  @Test func aBundleMovedWhereThePathsFollowItIsNamed() throws {
    let folder = try TempFolder()
    try folder.write("Shared/en.lproj/Localizable.strings", "\"a\" = \"Save\";\n")
    try folder.write("Shared/de.lproj/Localizable.strings", "\"a\" = \"Save\";\n")
    try folder.write(".labelcheck.json", #"{"version": 1, "paths": ["Shared"]}"#)
    #expect(try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url).status == 0)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent("Shared"), to: folder.url.appendingPathComponent("App/Shared"))
    try folder.write(".labelcheck.json", #"{"version": 1, "paths": ["App/Shared"]}"#)
    let result = try CLIRunner.run(["matrix", "--baseline", "b.json"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "labelcheck: warning: b.json: 1 entry names the bundle 'Shared', which the project no longer has "
          + "(now 'App/Shared'?): it hides nothing"), "\(result)")
  }
}

/// Where a bundle went is told by its findings, not by a folder name two bundles share (audit 193).
@Suite("baseline bundles renamed")
struct BaselineRenamedBundleTests {
  private static func project(_ bundles: [String], paths: [String]?) throws -> TempFolder {
    let folder = try TempFolder()
    for (index, bundle) in bundles.enumerated() {
      try folder.write("\(bundle)/en.lproj/Localizable.strings", "\"k\(index)\" = \"Save \(index)\";\n")
      try folder.write("\(bundle)/de.lproj/Localizable.strings", "\"other\" = \"Andere\";\n")
    }
    let pathList = paths.map { ", \"paths\": [" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? ""
    try folder.write(".labelcheck.json", #"{"version": 1, "baseline": "b.json""# + pathList + "}")
    #expect(try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url).status == 0)
    return folder
  }

  private static func move(_ from: String, to: String, in folder: TempFolder) throws {
    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent(from), to: folder.url.appendingPathComponent(to))
  }

  @Test func aRenamedBundleIsWhereItsFindingsAreNotAFolderOfItsOldName() throws {
    let folder = try Self.project(["Widget/Resources", "Modules/Log/Resources"], paths: nil)
    try Self.move("Widget/Resources", to: "Widget/Localization", in: folder)
    let result = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(
      result.stderr.contains(
        "2 entries name the bundle 'Widget/Resources', which the project no longer has "
          + "(now 'Widget/Localization'?)"), "\(result)")
  }

  @Test func aBundleRenamedWithThePathsFollowingItIsNamed() throws {
    let folder = try Self.project(["App", "Widget"], paths: ["App", "Widget"])
    try Self.move("App", to: "MainApp", in: folder)
    try folder.write(
      ".labelcheck.json", #"{"version": 1, "baseline": "b.json", "paths": ["MainApp", "Widget"]}"#)
    let result = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "2 entries name the bundle 'App', which the project no longer has (now 'MainApp'?)"),
      "\(result)")
  }

  @Test func aRenamedBundleWhoseFindingsAreGoneIsOnlySaidToBeMoved() throws {
    let folder = try Self.project(["App", "Widget"], paths: nil)
    try Self.move("App", to: "MainApp", in: folder)
    try folder.write("MainApp/de.lproj/Localizable.strings", "\"k0\" = \"Sichern 0\";\n")
    let result = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr.contains(
        "2 entries name the bundle 'App', which the project no longer has (renamed or moved?)"),
      "\(result)")
  }

  @Test func aRemovedBundleIsNotSaidToBeOneThatSharesAFindingWithIt() throws {
    // Both bundles' German files have the dead key "other" (review 145).
    let folder = try Self.project(["App", "Widget"], paths: nil)
    try Self.move("App", to: "MainApp", in: folder)
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Widget"))
    let result = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(
      result.stderr.contains("the bundle 'App', which the project no longer has (now 'MainApp'?)"),
      "\(result)")
    #expect(
      result.stderr.contains("the bundle 'Widget', which the project no longer has (renamed or moved?)"),
      "\(result)")
  }

  @Test func twoBundlesMovedAtOnceWithAFindingInCommonAreEachNamed() throws {
    let folder = try TempFolder()
    for bundle in ["Shared", "Widget"] {
      try folder.write("\(bundle)/en.lproj/Localizable.strings", "\"Cancel\" = \"Cancel\";\n")
      try folder.write("\(bundle)/de.lproj/Localizable.strings", "\n")
    }
    try folder.write(".labelcheck.json", #"{"version": 1, "baseline": "b.json"}"#)
    #expect(try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url).status == 0)
    for (bundle, parent) in [("Shared", "App"), ("Widget", "Ext")] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(parent), withIntermediateDirectories: true)
      try Self.move(bundle, to: "\(parent)/\(bundle)", in: folder)
    }
    let result = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(
      result.stderr.contains("the bundle 'Shared', which the project no longer has (now 'App/Shared'?)"))
    #expect(
      result.stderr.contains("the bundle 'Widget', which the project no longer has (now 'Ext/Widget'?)"))
  }
}
