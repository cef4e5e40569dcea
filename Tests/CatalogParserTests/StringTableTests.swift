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

  @Test func replaceKeepsTheLastAndReturnsThePrevious() {
    var table = StringTable(bundle: ".", name: "Localizable")
    #expect(table.replace(entry("save", "Save")) == nil)
    #expect(table.replace(entry("save", "Store"))?.localizations[LocaleID("en")]?.value == "Save")
    #expect(table.entry(forKey: "save")?.localizations[LocaleID("en")]?.value == "Store")
  }
}
