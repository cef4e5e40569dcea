import Testing

@testable import CatalogParser

/// Storyboard and XIB tables: the source text is in the comments Xcode writes above each key.
@Suite struct InterfaceBuilderSourceTests {
  private static func table(_ locale: String, _ keys: [(key: String, value: String, comment: String?)])
    -> ParsedFile
  {
    var table = StringTable(bundle: "App", name: "Main", files: ["\(locale).lproj/Main.strings"])
    for (key, value, comment) in keys {
      table.add(
        StringEntry(
          key: key, comment: comment,
          localizations: [LocaleID(locale): LocalizedValue(value: value, state: "translated")]))
    }
    return ParsedFile(tables: [table])
  }

  static let welcome = #"Class = "UILabel"; text = "Welcome \"home\""; ObjectID = "gdE-b5-kod";"#
  static let next =
    #"Class = "UIButton"; normalTitle = "Continue"; ObjectID = "x1Y-2z-abc"; Note = "a note";"#

  @Test func theCommentsTextIsTheSourceValue() {
    let catalog = CatalogMerger.merge([
      Self.table(
        "de",
        [("gdE-b5-kod.text", "Willkommen", Self.welcome), ("x1Y-2z-abc.normalTitle", "Weiter", Self.next)]),
      Self.table("fr", [("gdE-b5-kod.text", "Bienvenue", Self.welcome)]),
    ])
    let table = catalog.tables[0]
    #expect(
      table.entry(forKey: "gdE-b5-kod.text")?.localizations[LocaleID("en")]?.value == "Welcome \"home\"")
    #expect(table.entry(forKey: "x1Y-2z-abc.normalTitle")?.localizations[LocaleID("en")]?.value == "Continue")
  }

  @Test(arguments: [
    // Another property than the key's, another object, no comment: the text is not known.
    ("gdE-b5-kod.text", #"Class = "UILabel"; subtext = "Welcome"; ObjectID = "gdE-b5-kod";"#),
    ("gdE-b5-kod.text", #"Class = "UILabel"; text = "Welcome"; ObjectID = "abc-de-fgh";"#),
    ("gdE-b5-kod.text", "A translator's note"),
    ("welcome.title", #"Class = "UILabel"; title = "Welcome"; ObjectID = "welcome";"#),
  ])
  func noSourceValueUnlessEveryKeyHasOne(key: String, comment: String) {
    let catalog = CatalogMerger.merge([
      Self.table("de", [("x1Y-2z-abc.normalTitle", "Weiter", Self.next), (key, "Willkommen", comment)]),
      Self.table("fr", [("x1Y-2z-abc.normalTitle", "Continuer", Self.next), (key, "Bienvenue", comment)]),
    ])
    // One key without its text would look removed from the source: the table stays as it is.
    #expect(catalog.tables[0].entries.allSatisfy { $0.localizations[LocaleID("en")] == nil })
  }

  @Test func commentsThatDifferBetweenFilesAreNoSource() {
    // `ibtool` run on a localized nib writes that locale's text into its comments.
    let german = #"Class = "NSMenuItem"; title = "Entfernen"; ObjectID = "abc-de-fgh";"#
    let russian = #"Class = "NSMenuItem"; title = "Удалить"; ObjectID = "abc-de-fgh";"#
    let catalog = CatalogMerger.merge([
      Self.table("de", [("abc-de-fgh.title", "Entfernen", german)]),
      Self.table("ru", [("abc-de-fgh.title", "Удалить", russian)]),
    ])
    #expect(catalog.tables[0].entry(forKey: "abc-de-fgh.title")?.localizations[LocaleID("en")] == nil)
    // One file alone cannot tell: its comments may be its own locale's.
    let alone = CatalogMerger.merge([Self.table("de", [("abc-de-fgh.title", "Entfernen", german)])])
    #expect(alone.tables[0].entry(forKey: "abc-de-fgh.title")?.localizations[LocaleID("en")] == nil)
  }

  @Test func numericObjectIDsOfOldNibsCount() {
    let quit = #"Class = "NSMenuItem"; title = "Quit Cuppa"; ObjectID = "136";"#
    let catalog = CatalogMerger.merge([
      Self.table("de", [("136.title", "Cuppa beenden", quit)]),
      Self.table("ru", [("136.title", "Quit Cuppa", quit)]),
    ])
    #expect(
      catalog.tables[0].entry(forKey: "136.title")?.localizations[LocaleID("en")]?.value == "Quit Cuppa")
  }

  @Test func aTableWithSourceValuesIsLeftAsItIs() {
    let catalog = CatalogMerger.merge([
      Self.table("en", [("gdE-b5-kod.text", "Welcome!", Self.welcome)]),
      Self.table("de", [("gdE-b5-kod.text", "Willkommen", Self.welcome)]),
    ])
    #expect(
      catalog.tables[0].entry(forKey: "gdE-b5-kod.text")?.localizations[LocaleID("en")]?.value == "Welcome!")
  }
}
