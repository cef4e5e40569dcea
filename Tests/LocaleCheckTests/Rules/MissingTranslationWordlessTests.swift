import Testing

@testable import LocaleCheck

/// `missing-translation` leaves out source texts without words, which read the same in every
/// language, as `english-fallback` leaves out copies of them.
@Suite("missing-translation: texts without words")
struct MissingTranslationWordlessTests {
  @Test func silentForNumbersPunctuationAndPlaceholders() throws {
    // Keys SwiftUI extracts ("-", "%lld", "%@ %@") and storyboard texts ("––", "500000").
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "-": ["en": "-"], "%lld": ["en": "%lld"], "%@ %@": ["en": "%1$@ %2$@"], "X": ["en": "X"],
        "Close": ["en": "Close", "it": "Chiudi"],
      ]),
      "App/en.lproj/Main.strings": CatalogText.strings([
        ("a.text", "––"), ("b.text", "500000"), ("c", "Done"),
      ]),
      "App/it.lproj/Main.strings": CatalogText.strings([("c", "Fine")]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleShortVersionString", "1.11")]),
      "App/it.lproj/InfoPlist.strings": CatalogText.strings([]),
    ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  @Test func triggersWhereAnyTextHasWords() throws {
    // Codes and names read alike ("iCloud"), but "iCloud Drive" and "%lld items" have words; a
    // plural whose `one` form is wordless still has an `other` form with words.
    let leaf = { (text: String) in CatalogText.stringUnit(text) }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "iCloud":{"localizations":{"en":\(leaf("iCloud"))}},
      "iCloud Drive":{"localizations":{"en":\(leaf("iCloud Drive"))}},
      "%lld":{"localizations":{"en":{"variations":{"plural":{
        "one":\(leaf("%lld")),"other":\(leaf("%lld items"))}}}}},
      "Close":{"localizations":{"en":\(leaf("Close")),"it":\(leaf("Chiudi"))}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(Set(findings.map { $0.key }) == ["%lld", "iCloud Drive"])
  }

  @Test func aUnitsLetterIsAWordWhereTheLanguageWritesItsOwn() throws {
    // FreeAPS's carb field: ru writes grams "г" and metres "м", so its "g" still to translate is
    // a gap (audit 325); fr writes "g", and a letter that is no unit ("X", "B") reads alike.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "g": ["en": "g"], "(m)": ["en": "(m)"], "X": ["en": "X"], "B": ["en": "B"],
        "Close": ["en": "Close", "ru": "Закрыть", "fr": "Fermer"],
      ])
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(Set(findings.map { "\($0.locale!):\($0.key!)" }) == ["ru:g", "ru:(m)"])
  }

  @Test func oneCharacterOfAScriptWhoseCharactersAreWordsIsAWord() throws {
    // A Chinese-first app: 是 (Yes), 否 (No) are words English users cannot read.
    let leaf = { (text: String) in CatalogText.stringUnit(text) }
    let catalog = """
      {"sourceLanguage":"zh-Hans","version":"1.0","strings":{
      "是":{"localizations":{"ja":\(leaf("はい"))}},
      "예":{"localizations":{"ja":\(leaf("はい"))}},
      "+":{"localizations":{"ja":\(leaf("+"))}},
      "ー":{"localizations":{"ja":\(leaf("ー"))}},
      "・":{"localizations":{"ja":\(leaf("・"))}},
      "赞":{"localizations":{"ja":\(leaf("いいね")),"en":\(leaf("Like"))}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(Set(findings.map { "\($0.locale!):\($0.key!)" }) == ["en:是", "en:예"])
  }

  @Test func anUntranslatedFormWithoutWordsIsNoGap() throws {
    // Polish `many` left in state new where the source's form is only the number.
    let leaf = { (text: String) in CatalogText.stringUnit(text) }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"n":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld")),"other":\(leaf("%lld"))}}},
      "pl":{"variations":{"plural":{"one":\(leaf("%lld")),"few":\(leaf("%lld")),
      "many":\(CatalogText.stringUnit("%lld", state: "new")),"other":\(leaf("%lld"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
