import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// String Catalogs that Xcode does not build where they lie (audit 109).
@Suite("Catalog migration warnings")
struct CatalogMigrationWarningTests {
  private static let emptyStringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict/></plist>
    """

  @Test func aCatalogBesideStringsFilesOfItsTableIsWarnedAbout() throws {
    let folder = try TempFolder(files: [
      "App/Localizable.xcstrings": CatalogText.xcstrings(["done": ["en": "Done", "de": "Erledigt"]]),
      "App/de.lproj/Localizable.strings": "\"done\" = \"Fertig\";\n\"edit\" = \"Bearbeiten\";\n",
      "App/en.lproj/Localizable.strings": "\"done\" = \"Done\";\n\"edit\" = \"Edit\";\n",
      "App/en.lproj/Localizable.stringsdict": Self.emptyStringsdict,
    ])
    let project = try Project.load(in: folder)
    let warnings = project.catalogBesideStringsWarnings()
    #expect(
      warnings.map(\.message) == [
        "App/Localizable.xcstrings and 3 .strings or .stringsdict files of its table (App/de.lproj/Localizable."
          + "strings, App/en.lproj/Localizable.strings, App/en.lproj/Localizable.stringsdict) are in one bundle: "
          + "Xcode does not build a target that holds both ('Localizable.xcstrings cannot co-exist with other "
          + ".strings or .stringsdict tables with the same name'); labelcheck merges them key by key; finish the "
          + "migration to the String Catalog (Xcode's Migrate to String Catalog moves their keys into it), or "
          + "rename one table"
      ])
    #expect(project.warnings(after: project.check()).contains(warnings[0]))
  }

  @Test func catalogsAndStringsFilesOfOtherTablesOrBundlesAreNotWarnedAbout() throws {
    let folder = try TempFolder(files: [
      "App/Localizable.xcstrings": CatalogText.xcstrings(["done": ["en": "Done", "de": "Fertig"]]),
      "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"App\";\n",
      "Widget/en.lproj/Localizable.strings": "\"done\" = \"Done\";\n",
      // Xcode copies a Settings bundle as it is, compiling nothing in it (review 96).
      "App/Settings.bundle/Root.xcstrings": CatalogText.xcstrings(["Name": ["en": "Name", "de": "Name"]]),
      "App/Settings.bundle/de.lproj/Root.strings": "\"Name\" = \"Name\";\n",
      "Export/de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de", units: [("done", "Done", "Fertig")]),
    ])
    let project = try Project.load(in: folder)
    #expect(project.catalogBesideStringsWarnings().isEmpty)
    #expect(project.catalogInLocaleFolderWarnings().isEmpty)
  }

  @Test func aCatalogInsideALocaleFolderIsWarnedAboutButNotInMul() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.xcstrings": CatalogText.xcstrings(["done": ["en": "Done", "de": "Fertig"]]),
      "App/mul.lproj/Main.xcstrings": CatalogText.xcstrings(["title": ["en": "Title", "de": "Titel"]]),
      // Xcode's check is case-sensitive (review 96).
      "Kit/MUL.lproj/Main.xcstrings": CatalogText.xcstrings(["title": ["en": "Title", "de": "Titel"]]),
    ])
    #expect(
      try Project.load(in: folder).catalogInLocaleFolderWarnings().map(\.message) == [
        "App/en.lproj/Localizable.xcstrings: Xcode does not build a String Catalog inside an .lproj folder "
          + "('Localizable.xcstrings should not be inside an lproj directory'), as it holds every language itself; "
          + "move it up to the folder that holds the .lproj folders",
        "Kit/MUL.lproj/Main.xcstrings: Xcode does not build a String Catalog inside an .lproj folder "
          + "('Main.xcstrings should not be inside an lproj directory'), as it holds every language itself; "
          + "move it up to the folder that holds the .lproj folders",
      ])
  }
}
