import Testing

@testable import CatalogParser

@Suite("Localizations")
struct LocalizationsTests {
  let en = LocaleID("en")
  let de = LocaleID("de")
  let fr = LocaleID("fr")

  func value(_ text: String) -> LocalizedValue { LocalizedValue(value: text, state: "translated") }

  @Test func behavesLikeADictionaryThroughOneAndManyValues() {
    var map = Localizations()
    #expect(map.isEmpty && map[en] == nil)
    map[en] = value("Save")
    #expect(map.count == 1 && map[en]?.value == "Save" && map[de] == nil)
    map[de] = value("Sichern")
    map[fr] = value("Enregistrer")
    map[de] = value("Speichern")  // replaces in place
    #expect(map.count == 3)
    #expect(map.keys == [en, de, fr])  // insertion order
    #expect(map.values.map(\.value) == ["Save", "Speichern", "Enregistrer"])
    #expect(map.removeValue(forKey: de)?.value == "Speichern")
    #expect(map.removeValue(forKey: de) == nil)
    map[fr] = nil
    #expect(map.count == 1 && map[en]?.value == "Save" && map.index(forKey: en) == 0)
    map[en] = nil
    #expect(map.isEmpty)
  }

  @Test func equalityAndHashingIgnoreOrder() {
    let forward: Localizations = [en: value("Save"), de: value("Sichern")]
    let backward: Localizations = [de: value("Sichern"), en: value("Save")]
    #expect(forward == backward)
    #expect(forward.hashValue == backward.hashValue)
    #expect(forward != [en: value("Save")])
    #expect(forward != [en: value("Save"), de: value("Speichern")])
  }

  @Test func mergeKeepsWhatIsPresentByDefaultAndMapValuesKeepsLocales() {
    var map: Localizations = [en: value("Save")]
    map.merge([en: value("Other"), fr: value("Enregistrer")]) { present, _ in present }
    #expect(map[en]?.value == "Save" && map[fr]?.value == "Enregistrer")
    let upper = map.mapValues { LocalizedValue(value: $0.value?.uppercased(), state: $0.state) }
    #expect(upper.keys == map.keys && upper[fr]?.value == "ENREGISTRER")
    #expect(Localizations([fr: value("a"), de: value("b")]).keys == [de, fr])  // sorted from a dictionary
  }

  @Test func addMissingLetsAStringsdictValueReplaceAStringsValue() {
    func value(_ text: String, in file: String) -> LocalizedValue {
      LocalizedValue(
        value: text, state: "translated", position: SourcePosition(file: file, line: 1, column: 1))
    }
    let strings = value("%d files", in: "de.lproj/Localizable.strings")
    let plural = value("%#@files@", in: "de.lproj/Localizable.stringsdict")
    var map: Localizations = [de: strings]
    map.addMissing(from: [de: plural])
    #expect(map[de]?.value == "%#@files@")
    map.addMissing(from: Localizations(de, strings, fr, value("x", in: "fr.lproj/Localizable.strings")))
    #expect(map[de]?.value == "%#@files@" && map[fr]?.value == "x")  // the .strings value never wins
    var catalog: Localizations = [de: value("Dateien", in: "Localizable.xcstrings")]
    catalog.addMissing(from: [de: plural])
    #expect(catalog[de]?.value == "Dateien")  // only a .strings value gives way
    #expect(plural.overrides(strings) && !strings.overrides(plural) && !plural.overrides(plural))
  }

  @Test func addMissingKeepsPresentValuesAndAppendsTheRestInOrder() {
    var map: Localizations = [en: value("Save")]
    map.addMissing(from: Localizations(en, value("Other"), fr, value("Enregistrer")))
    #expect(map.map(\.key) == [en, fr] && map[en]?.value == "Save")
    map.addMissing(from: [de: value("Sichern")])
    #expect(map.map(\.key) == [en, fr, de] && map[de]?.value == "Sichern")
    var empty = Localizations()
    empty.addMissing(from: map)
    #expect(empty == map && empty.map(\.key) == map.map(\.key))
  }

  @Test func twoLocaleInitializerAndReservedCapacityHoldValues() {
    let pair = Localizations(en, value("Save"), de, value("Sichern"))
    #expect(pair.count == 2 && pair[de]?.value == "Sichern" && pair.map(\.key) == [en, de])
    var reserved = Localizations()
    reserved.reserveCapacity(40)
    #expect(reserved.isEmpty)
    reserved[fr] = value("Enregistrer")
    #expect(reserved[fr]?.value == "Enregistrer" && reserved.count == 1)
  }
}
