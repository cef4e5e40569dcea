import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// The memo of texts without words answers as the question asked afresh would, whichever locale
/// asked first: locales that read a text alike share the answer, others get their own.
@Suite("read-alike memo")
struct ReadAlikeMemoTests {
  static func fresh(_ text: String, in locale: LocaleID) -> Bool {
    text.count <= 1 || !LabelText.hasWords(text, in: locale) || CompanyName.isCompanyName(text)
  }

  @Test(arguments: ["10 km", "500 MB", "PDF", "Proton AG", "Settings", "iCloud", "API URL", "3days", "x"])
  func answersAsAskedAfresh(text: String) {
    let memo = ReadAlikeMemo()
    for locale in ["de", "ru", "fr", "ja", "uk", "de-AT", "ru", "de"].map(LocaleID.init) {
      #expect(memo.hasNoWords(text, in: locale) == Self.fresh(text, in: locale), "\(text) in \(locale)")
    }
  }

  @Test func aUnitIsAWordOnlyWhereTheLanguageWritesItInItsScript() {
    let memo = ReadAlikeMemo()
    #expect(memo.hasNoWords("10 km", in: LocaleID("de")))
    #expect(!memo.hasNoWords("10 km", in: LocaleID("ru")))
    #expect(memo.hasNoWords("10 km", in: LocaleID("fr")))
  }
}
