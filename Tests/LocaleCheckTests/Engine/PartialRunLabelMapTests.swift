import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A run over part of the project checks the label map's entries of the tables it read; the rest
/// are the project's other folders', not identifiers without a key (audit 163).
@Suite struct PartialRunLabelMapTests {
  static func project(paths: [String], below subfolder: String? = nil) throws -> Project {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1}"#,
      "labels.json": """
      {"version": 1, "identifiers": {"editor.save.button": {"key": "Save"},
        "widget.title": {"key": "Now", "table": "Widget"}, "editor.gone": {"key": "Gone", "table": "Widget"}}}
      """,
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "App/de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n",
      "Widget/en.lproj/Widget.strings": "\"Now\" = \"Now\";\n",
      "Widget/de.lproj/Widget.strings": "\"Now\" = \"Jetzt\";\n",
    ])
    var options = ProjectOptions(workingDirectory: folder.url.path + (subfolder.map { "/" + $0 } ?? ""))
    options.paths = paths
    return try Project.load(options)
  }

  @Test func entriesOfTablesTheRunDidNotReadAreLeftOutWithANote() throws {
    let project = try Self.project(paths: ["Widget"])
    let report = project.check()
    #expect(report.matrix.map(\.identifier) == ["widget.title"])
    // A key no read table holds may be in a folder the run left out: not told as unbound.
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    #expect(
      project.partialLabelMapNotes().map(\.description) == [
        "labels.json:1:32: note: editor.save.button and 1 more not checked: a run over part of the project read "
          + "no table that holds their keys"
      ])
  }

  /// Audit 177: paths that hold the whole project (`labelcheck matrix .` in its folder, CI's
  /// habit) are no part of it.
  @Test(arguments: [[], ["."], ["./"], ["App", "Widget", "."]])
  func aRunOverTheWholeProjectChecksEveryEntry(paths: [String]) throws {
    let project = try Self.project(paths: paths)
    #expect(!project.checksPartOfProject)
    #expect(project.check().matrix.count == 2)
    #expect(project.check().findings.map(\.identifier) == ["editor.gone"])
    #expect(project.partialLabelMapNotes().isEmpty)
  }

  @Test func pathsThatLeaveAFolderOutArePartOfIt() throws {
    #expect(try Self.project(paths: ["App", "Widget"]).checksPartOfProject)
    // Review 134: from a folder below the configuration's, `..` is the whole project; no path
    // at all is the working folder's part of it.
    #expect(try !Self.project(paths: [".."], below: "App").checksPartOfProject)
    #expect(try Self.project(paths: [], below: "App").checksPartOfProject)
  }

  /// Audit 264: without a configuration, a path that holds every catalog of the working folder
  /// leaves nothing out: a label map's mistyped key is told, not passed by in a note.
  @Test(arguments: [false, true])
  func aPathHoldingEveryCatalogOfAFolderWithoutConfigurationIsTheWholeProject(besideKit: Bool) throws {
    var files = [
      "labels.json": #"{"version": 1, "identifiers": {"editor.logOut.button": {"key": "Log Out"}}}"#,
      "App/en.lproj/Localizable.strings": "\"Log out\" = \"Log out\";\n",
      "App/de.lproj/Localizable.strings": "\"Log out\" = \"Abmelden\";\n",
      "README.md": "An app.\n",
    ]
    if besideKit { files["Kit/en.lproj/Localizable.strings"] = "\"Done\" = \"Done\";\n" }
    let folder = try TempFolder(files: files)
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.paths = ["App"]
    options.labelMap = "labels.json"
    let project = try Project.load(options)
    #expect(project.checksPartOfProject == besideKit)
    #expect(project.check().findings.map(\.rule) == (besideKit ? [] : ["unbound-identifier"]))
    #expect(project.partialLabelMapNotes().count == (besideKit ? 1 : 0))
  }

  @Test func anEntryOfABundleTheRunReadIsStillToldWhereItsKeyIsMissing() throws {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1}"#,
      "labels.json":
        #"{"version": 1, "identifiers": {"login.typo.button": {"key": "Sign inn", "bundle": "App"}}}"#,
      "App/en.lproj/Localizable.strings": "\"Sign in\" = \"Sign in\";\n",
      "Kit/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
    ])
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.paths = ["App"]
    let project = try Project.load(options)
    #expect(project.check().findings.map(\.rule) == ["unbound-identifier"])
    #expect(project.partialLabelMapNotes().isEmpty)
  }

  /// Review 148: an entry of a bundle the run did not read is not said to lack a table with its
  /// key where the run read one; a mistyped bundle is named.
  @Test func anEntryOfABundleTheRunDidNotReadNamesTheBundle() throws {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1}"#,
      "labels.json": """
      {"version": 1, "identifiers": {"app.go": {"key": "go", "bundle": "App"},
        "app.save": {"key": "Save", "bundle": "App"}, "widget.go": {"key": "go", "bundle": "Widgett"}}}
      """,
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "Widget/en.lproj/Localizable.strings": "\"go\" = \"Go\";\n",
    ])
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.paths = ["Widget"]
    let project = try Project.load(options)
    #expect(project.check().matrix.isEmpty)
    #expect(
      project.partialLabelMapNotes().map(\.description) == [
        // `App` is a folder the run left out, no slip (review 151).
        "labels.json:1:32: note: app.go and 2 more not checked: a run over part of the project read no bundles "
          + "'App', 'Widgett'; bundle 'Widget', which it read, has the key of widget.go: is 'Widgett' mistyped?"
      ])
  }

  /// Review 156: a bundle two bundles the run read end in is checked, and told as from the
  /// project's root, not "not checked … mistyped?".
  @Test func aBundleTwoReadBundlesEndInIsToldAsFromTheRoot() throws {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1}"#,
      "labels.json": #"{"version": 1, "identifiers": {"w.go": {"key": "go", "bundle": "Widget"}}}"#,
      "lm/apps/A/Widget/en.lproj/Localizable.strings": "\"go\" = \"Go\";\n",
      "lm/apps/B/Widget/en.lproj/Localizable.strings": "\"go\" = \"Go\";\n",
      "Other/en.lproj/Localizable.strings": "\"x\" = \"X\";\n",
    ])
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.paths = ["lm"]
    let project = try Project.load(options)
    #expect(project.partialLabelMapNotes().isEmpty)
    let messages = project.check().findings.filter { $0.rule == "unbound-identifier" }.map(\.message)
    #expect(
      messages == [
        "w.go is bound to 'go' in Localizable of bundle 'Widget', but the paths of 2 bundles end in it "
          + "('lm/apps/A/Widget', 'lm/apps/B/Widget'): name one of them as the run shows it"
      ])
  }
}
