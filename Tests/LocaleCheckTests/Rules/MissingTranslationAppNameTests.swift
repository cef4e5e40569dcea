import Testing

@testable import LocaleCheck

/// A label of any table that is the app's name needs no translation in a locale whose
/// `InfoPlist` keeps the name: the English text there is the name.
@Suite("missing-translation: the app's name")
struct MissingTranslationAppNameTests {
  /// Easydict's main menu titled with the app's name, which ja's `InfoPlist` keeps.
  func files(japaneseMenu: String?, japaneseName: String = "Easydict") -> [String: String] {
    var files = [
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleName", "Easydict")]),
      "App/ja.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleName", japaneseName)]),
      "App/en.lproj/Main.strings": CatalogText.strings([
        ("0sa-UX-oa3.title", "Easydict"), ("b.title", "Quit"),
      ]),
    ]
    let japanese = [("b.title", "終了")] + (japaneseMenu.map { [("0sa-UX-oa3.title", $0)] } ?? [])
    files["App/ja.lproj/Main.strings"] = CatalogText.strings(japanese)
    return files
  }

  @Test func theNameLeftOutWhereInfoPlistKeepsItIsNoGap() throws {
    #expect(try Fixture(files(japaneseMenu: nil)).findings(of: "missing-translation").isEmpty)
  }

  @Test func theNameLeftEmptyOrRenamedInInfoPlistIsStillReported() throws {
    // CFBundle shows an empty value as it is: the menu has no title.
    let empty = try Fixture(files(japaneseMenu: "")).findings(of: "missing-translation")
    #expect(empty.map(\.key) == ["0sa-UX-oa3.title"])
    // ja names the app otherwise: the menu's English "Easydict" is not the name ja users know.
    let renamed = try Fixture(files(japaneseMenu: nil, japaneseName: "イージーディクト"))
    #expect(try renamed.findings(of: "missing-translation").map(\.key) == ["0sa-UX-oa3.title"])
  }
}
