import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// Messages name a table after its bundle's last folders where another bundle has a table of
/// that name (audit 107: an app's `Localizable` beside its widget's).
@Suite("Table display names")
struct TableDisplayNameTests {
  @Test func aTableIsNamedAfterTheFewestFoldersThatTellItApart() {
    let names = TableDisplayNames([
      StringTable(bundle: "Apps/Phone/Shared", name: "Localizable"),
      StringTable(bundle: "Apps/Watch/Shared", name: "Localizable"),
      StringTable(bundle: "Apps/Widget", name: "Localizable"),
      StringTable(bundle: "Apps/Widget", name: "InfoPlist"),
      StringTable(bundle: ".", name: "Localizable"),
      StringTable(bundle: "Shared", name: "Localizable"),
    ])
    #expect(names[0] == "Phone/Shared/Localizable")
    #expect(names[1] == "Watch/Shared/Localizable")
    #expect(names[2] == "Widget/Localizable")
    #expect(names[3] == "InfoPlist")
    // The run's own folder has no folder to name; a bundle that another one ends with is named whole.
    #expect(names[4] == "Localizable")
    #expect(names[5] == "Shared/Localizable")
  }

  @Test func aWidgetsMissingLocaleIsNamedAsTheWidgetsTable() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
      "App/fr.lproj/Localizable.strings": "\"Done\" = \"Terminé\";\n",
      "Widget/en.lproj/Localizable.strings": "\"Failed\" = \"Failed\";\n\"Done\" = \"Done\";\n",
      "Widget/de.lproj/Localizable.strings": "\"Failed\" = \"Fehler\";\n\"Fertig\" = \"Fertig\";\n",
    ])
    let project = try Project.load(in: folder)
    let messages = project.check().findings.map(\.message)
    #expect(messages.contains { $0.hasSuffix("(the Widget/Localizable table has nothing for locale fr)") })
    #expect(messages.contains { $0.hasPrefix("'Fertig' exists in de's Widget/Localizable table but not in") })
  }
}
