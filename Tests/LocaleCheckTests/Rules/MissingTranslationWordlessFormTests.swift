import Testing

@testable import LocaleCheck

/// A plural form that keeps only the placeholder where the source's form and the translation's
/// other forms have words: VoiceOver reads the number alone (audit 188, Delta Chat's Russian).
@Suite("missing-translation: plural forms without words")
struct MissingTranslationWordlessFormTests {
  private static func stringsdict(_ forms: [(String, String)]) -> String {
    let cases = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>n_contacts</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@c@</string>
      <key>c</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>\(cases)</dict></dict></dict></plist>
      """
  }

  private static func messages(russian: [(String, String)]) throws -> [String] {
    try Fixture([
      "en.lproj/Localizable.stringsdict": stringsdict([("one", "%d contact"), ("other", "%d contacts")]),
      "ru.lproj/Localizable.stringsdict": stringsdict(russian),
    ]).findings(of: "missing-translation").map(\.message)
  }

  @Test func aFormThatLostItsWordsIsTold() throws {
    #expect(
      try Self.messages(russian: [
        ("one", "%d "), ("few", "%d контакта"), ("many", "%d контактов"), ("other", "%d контакта"),
      ]) == [
        "ru has no words for the substitutions.c.plural.one form of '%d contact' (n_contacts): its translation "
          + "'%d ' keeps only the placeholder, so VoiceOver reads the number alone"
      ])
  }

  @Test func aPluralThatSaysOnlyTheNumberEverywhereIsNotTold() throws {
    // Every form alike: a translator's choice (a compact counter), not a lost word.
    #expect(
      try Self.messages(russian: [("one", "%d"), ("few", "%d"), ("many", "%d"), ("other", "%d")]).isEmpty)
    #expect(
      try Self.messages(russian: [
        ("one", "%d контакт"), ("few", "%d контакта"), ("many", "%d контактов"), ("other", "%d контакта"),
      ]).isEmpty)
  }
}
