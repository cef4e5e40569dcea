import Testing

@testable import CatalogParser

@Suite("String tables")
struct StringTableTests {
  func entry(_ key: String, _ text: String) -> StringEntry {
    StringEntry(key: key, localizations: [LocaleID("en"): LocalizedValue(value: text, state: "translated")])
  }

  @Test func insertIfAbsentAddsNewKeysAndHandsBackTheOthers() {
    var table = StringTable(bundle: ".", name: "Localizable")
    #expect(table.insertIfAbsent(entry("save", "Save")) == nil)
    let returned = table.insertIfAbsent(entry("save", "Store"))
    #expect(returned?.localizations[LocaleID("en")]?.value == "Store")
    #expect(table.entries.count == 1)
    #expect(table.entry(forKey: "save")?.localizations[LocaleID("en")]?.value == "Save")
  }

  @Test func keysAreTheSameOnlyWhenTheirScalarsAre() {
    // Foundation compares keys literally: a composed "é" and "e" with a combining accent are two
    // keys, although Swift's `String` calls them equal.
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    var table = StringTable(bundle: ".", name: "Localizable")
    #expect(table.replace(entry(composed, "Café menu")) == nil)
    #expect(table.replace(entry(decomposed, "Menu du café")) == nil, "no duplicate")
    #expect(table.entries.map(\.key.unicodeScalars.count) == [4, 5])
    #expect(table.entry(forKey: decomposed)?.localizations[LocaleID("en")]?.value == "Menu du café")
    var other = StringTable(bundle: ".", name: "Localizable")
    other.add(entry(decomposed, "x"))
    table.merge(other)
    #expect(table.entries.count == 2)
  }

  @Test func replaceKeepsTheLastAndReturnsThePrevious() {
    var table = StringTable(bundle: ".", name: "Localizable")
    #expect(table.replace(entry("save", "Save")) == nil)
    #expect(table.replace(entry("save", "Store"))?.localizations[LocaleID("en")]?.value == "Save")
    #expect(table.entry(forKey: "save")?.localizations[LocaleID("en")]?.value == "Store")
  }
}
