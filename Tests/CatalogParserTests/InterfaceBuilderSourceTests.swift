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
  ])
  func aKeyWithoutItsTextHasNoSourceValueAndTheOthersKeepTheirs(key: String, comment: String) {
    let catalog = CatalogMerger.merge([
      Self.table("de", [("x1Y-2z-abc.normalTitle", "Weiter", Self.next), (key, "Willkommen", comment)]),
      Self.table("fr", [("x1Y-2z-abc.normalTitle", "Continuer", Self.next), (key, "Bienvenue", comment)]),
    ])
    let table = catalog.tables[0]
    #expect(table.entry(forKey: key)?.localizations[LocaleID("en")] == nil)
    #expect(table.entry(forKey: "x1Y-2z-abc.normalTitle")?.localizations[LocaleID("en")]?.value == "Continue")
    // The key stays the storyboard's: not dead for lack of a source value.
    #expect(table.sourceTextFromComments)
  }

  @Test func keysOfAnotherShapeGetNoTextFromComments() {
    // Rectangle's `Main.strings` also holds keys written in code ("Halves"): the storyboard's
    // keys still take their comments' text, the others none (their key is their text).
    let comment = #"Class = "UILabel"; title = "Welcome"; ObjectID = "welcome";"#
    let catalog = CatalogMerger.merge([
      Self.table(
        "de", [("x1Y-2z-abc.normalTitle", "Weiter", Self.next), ("welcome.title", "Willkommen", comment)]),
      Self.table(
        "fr", [("x1Y-2z-abc.normalTitle", "Continuer", Self.next), ("welcome.title", "Bienvenue", comment)]),
    ])
    let table = catalog.tables[0]
    #expect(table.entry(forKey: "x1Y-2z-abc.normalTitle")?.localizations[LocaleID("en")]?.value == "Continue")
    #expect(table.entry(forKey: "welcome.title")?.localizations[LocaleID("en")] == nil)
    #expect(table.sourceTextFromComments)
  }

  @Test func tablesOfCodeKeysAloneAreNoStoryboards() {
    let comment = #"Class = "UILabel"; title = "Welcome"; ObjectID = "welcome";"#
    let catalog = CatalogMerger.merge([
      Self.table("de", [("welcome.title", "Willkommen", comment), ("Halves", "Hälften", nil)]),
      Self.table("fr", [("welcome.title", "Bienvenue", comment), ("Halves", "Moitiés", nil)]),
    ])
    #expect(catalog.tables[0].entries.allSatisfy { $0.localizations[LocaleID("en")] == nil })
    #expect(!catalog.tables[0].sourceTextFromComments)
  }

  @Test func mostFilesSettleAKeysText() {
    // ru was regenerated from an older storyboard; fr's translation tool dropped the comment.
    let old = #"Class = "UIButton"; normalTitle = "Proceed"; ObjectID = "x1Y-2z-abc";"#
    let catalog = CatalogMerger.merge([
      Self.table("de", [("x1Y-2z-abc.normalTitle", "Weiter", Self.next)]),
      Self.table("es", [("x1Y-2z-abc.normalTitle", "Seguir", Self.next)]),
      Self.table("ru", [("x1Y-2z-abc.normalTitle", "Далее", old)]),
      Self.table("fr", [("x1Y-2z-abc.normalTitle", "Continuer", nil)]),
    ])
    #expect(
      catalog.tables[0].entry(forKey: "x1Y-2z-abc.normalTitle")?.localizations[LocaleID("en")]?.value
        == "Continue")
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

  @Test func aFileThatContradictsTheOthersDoesNotSettleItsOwnKeys() {
    // A nib localized with `ibtool`: fr's comments are French, and its own key's too.
    let french = #"Class = "NSButtonCell"; title = "Continuer"; ObjectID = "x1Y-2z-abc";"#
    let own = #"Class = "NSButtonCell"; title = "Planté ?"; ObjectID = "101";"#
    let german = #"Class = "NSButtonCell"; title = "Stuck?"; ObjectID = "102";"#
    let catalog = CatalogMerger.merge([
      Self.table("de", [("x1Y-2z-abc.normalTitle", "Weiter", Self.next), ("102.title", "Hängt?", german)]),
      Self.table("es", [("x1Y-2z-abc.normalTitle", "Seguir", Self.next)]),
      Self.table("fr", [("x1Y-2z-abc.normalTitle", "Continuer", french), ("101.title", "Planté ?", own)]),
    ])
    let table = catalog.tables[0]
    #expect(table.entry(forKey: "101.title")?.localizations[LocaleID("en")] == nil)
    #expect(table.entry(forKey: "102.title")?.localizations[LocaleID("en")]?.value == "Stuck?")
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

  @Test(arguments: [
    // A segmented control's titles name their object in the property (UIKit, then AppKit).
    (
      "RLb-GV-4hh.segmentTitles[0]",
      #"Class = "UISegmentedControl"; RLb-GV-4hh.segmentTitles[0] = "Imperial"; ObjectID = "RLb-GV-4hh";"#,
      "Imperial"
    ),
    (
      "Po7-0Q-d2D.ibShadowedLabels[1]",
      #"Class = "NSSegmentedCell"; Po7-0Q-d2D.ibShadowedLabels[1] = "Large"; ObjectID = "Po7-0Q-d2D";"#,
      "Large"
    ),
    // Escapes read as in a value: AppKit's Writing Direction menu titles start with a tab.
    (
      "BgM-ve-c93.title", #"Class = "NSMenuItem"; title = "\tLeft to Right"; ObjectID = "BgM-ve-c93";"#,
      "\tLeft to Right"
    ),
    (
      "abc-de-fgh.title", #"Class = "NSMenuItem"; title = "Caf\U00e9 \"Nord\""; ObjectID = "abc-de-fgh";"#,
      "Café \"Nord\""
    ),
  ])
  func partsAndEscapesOfComments(key: String, comment: String, source: String) {
    let catalog = CatalogMerger.merge([
      Self.table("de", [("x1Y-2z-abc.normalTitle", "Weiter", Self.next), (key, "Übersetzt", comment)]),
      Self.table("fr", [("x1Y-2z-abc.normalTitle", "Continuer", Self.next), (key, "Traduit", comment)]),
    ])
    let table = catalog.tables[0]
    #expect(table.entry(forKey: key)?.localizations[LocaleID("en")]?.value == source)
    // The other keys keep their source text: the table's comments were all read.
    #expect(table.entry(forKey: "x1Y-2z-abc.normalTitle")?.localizations[LocaleID("en")]?.value == "Continue")
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
