import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// Tables of a Settings bundle that no schema names in `StringsTable`, which the Settings app
/// never reads (audit 185).
@Suite("Unread Settings bundle tables")
struct UnreadSettingsTableTests {
  private static func schema(table: String?, titles: [String]) -> String {
    let specifiers = titles.map { "<dict><key>Title</key><string>\($0)</string></dict>" }
    let named = table.map { "<key>StringsTable</key><string>\($0)</string>" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        \(named)
        <key>PreferenceSpecifiers</key>
        <array>\(specifiers.joined())</array>
      </dict>
      </plist>
      """
  }

  @Test func aTableLeftAfterTheSchemasTableWasRenamedIsNotChecked() throws {
    let folder = try TempFolder(files: [
      "App/Settings.bundle/Root.plist": Self.schema(table: "Settings", titles: ["Haptics"]),
      "App/Settings.bundle/de.lproj/Settings.strings": CatalogText.strings([("Haptics", "Haptik")]),
      "App/Settings.bundle/fr.lproj/Settings.strings": CatalogText.strings([("Haptics", "Retour haptique")]),
      "App/Settings.bundle/fr.lproj/Root.strings": CatalogText.strings([
        ("Haptics", "Retour haptique"), ("Keyboard", "Clavier"),
      ]),
    ])
    let project = try Project.load(in: folder)
    let report = project.check()
    // Before, de lacked the whole old table and fr passed keys the Settings app never reads.
    #expect(report.findings.isEmpty)
    #expect(report.matrix.map(\.table) == ["Settings"])
    let warnings = project.unreadSettingsTableWarnings()
    #expect(
      warnings.map(\.description) == [
        "warning: the Settings app never reads the Root table of App/Settings.bundle (fr.lproj/Root.strings): "
          + "no schema names it in StringsTable (Root.plist names 'Settings'), so its keys are not checked; "
          + "delete it, or move its translations to the table a schema names"
      ])
    #expect(project.warnings(after: report).contains(warnings[0]))
  }

  @Test func translationsOfASchemaWithoutStringsTableAreToldAtTheSchema() throws {
    let folder = try TempFolder(files: [
      "App/Settings.bundle/Root.plist": Self.schema(table: nil, titles: ["Haptics", "Sounds"]),
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([
        ("Haptics", "Haptik"), ("Sounds", "Töne"),
      ]),
      "App/Settings.bundle/fr.lproj/Root.strings": CatalogText.strings([("Haptics", "Retour haptique")]),
    ])
    let project = try Project.load(in: folder)
    let report = project.check()
    // fr's "missing" Sounds and de's passing keys were both beside the point.
    #expect(report.findings.isEmpty)
    #expect(report.matrix.isEmpty)
    #expect(
      project.unreadSettingsTableWarnings().map(\.description) == [
        "App/Settings.bundle/Root.plist:3:1: warning: Root.plist names no StringsTable, so the Settings app shows "
          + "its texts as written in every locale and never reads the Root table (de.lproj/Root.strings, "
          + "fr.lproj/Root.strings); add StringsTable 'Root' to Root.plist"
      ])
  }

  @Test func aChildPaneWithoutStringsTableIsToldBesideARootThatHasOne() throws {
    // Review 141: the advice is to name the table, not to delete the child pane's translations.
    let folder = try TempFolder(files: [
      "App/Settings.bundle/Root.plist": Self.schema(table: "Root", titles: ["Haptics"]),
      "App/Settings.bundle/Child.plist": Self.schema(table: nil, titles: ["Reset"]),
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([("Haptics", "Haptik")]),
      "App/Settings.bundle/de.lproj/Child.strings": CatalogText.strings([("Reset", "Zurücksetzen")]),
    ])
    #expect(
      try Project.load(in: folder).unreadSettingsTableWarnings().map(\.description) == [
        "App/Settings.bundle/Child.plist:3:1: warning: Child.plist names no StringsTable, so the Settings app "
          + "shows its texts as written in every locale and never reads the Child table (de.lproj/Child.strings); "
          + "add StringsTable 'Child' to Child.plist"
      ])
  }

  @Test func aStringsTableInAnotherCaseIsToldAsSuch() throws {
    let folder = try TempFolder(files: [
      "App/Settings.bundle/Root.plist": Self.schema(table: "root", titles: ["Haptics"]),
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([("Haptics", "Haptik")]),
    ])
    #expect(
      try Project.load(in: folder).unreadSettingsTableWarnings().map(\.description) == [
        "App/Settings.bundle/Root.plist:3:1: warning: Root.plist names 'root' in StringsTable, which differs from "
          + "the Root table (de.lproj/Root.strings) only in case: a device's file system tells case apart, so the "
          + "Settings app never reads it there; write the name as the files do"
      ])
  }

  @Test func aSchemasOwnTableAndOtherBundlesTablesAreRead() throws {
    // InAppSettingsKit reads a schema without `StringsTable` from the table named after it.
    let folder = try TempFolder(files: [
      "App/Settings.bundle/Root.plist": Self.schema(table: "Root", titles: ["Haptics"]),
      "App/Settings.bundle/Advanced.plist": Self.schema(table: "Advanced", titles: ["Reset"]),
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([("Haptics", "Haptik")]),
      "App/Settings.bundle/de.lproj/Advanced.strings": CatalogText.strings([("Reset", "Zurücksetzen")]),
      "App/InAppSettings.bundle/Root.plist": Self.schema(table: nil, titles: ["Haptics"]),
      "App/InAppSettings.bundle/de.lproj/Root.strings": CatalogText.strings([("Haptics", "Haptik")]),
      "App/InAppSettings.bundle/fr.lproj/Root.strings": CatalogText.strings([("Volume", "Volume")]),
    ])
    let project = try Project.load(in: folder)
    #expect(project.unreadSettingsTableWarnings().isEmpty)
    let report = project.check()
    #expect(Set(report.matrix.map(\.table)) == ["Root", "Advanced"])
    #expect(report.matrix.filter { $0.bundle.hasSuffix("InAppSettings.bundle") }.count == 2)
  }
}
