import Testing

@testable import LocaleCheck

/// Info.plist's own text where the source language's `InfoPlist.strings` words a prompt
/// otherwise: CFBundle reads one `InfoPlist.strings`, of the language it chose, and falls back
/// to Info.plist key by key; a language without a table of its own reads the source language's
/// whole table (audit 319, review 218).
@Suite("Info.plist's own text beside en.lproj")
struct InfoPlistOwnTextTests {
  static func fixture(plist: String, german: [(String, String)], french: [(String, String)]?) throws
    -> Fixture
  {
    var files = [
      "App/Info.plist": PropertyListSourceTextTests.infoPlist([("NSCameraUsageDescription", plist)]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Scan your receipts to file expenses")
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings(german),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Save", "Enregistrer")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Save", "Save")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Save", "Sichern")]),
    ]
    files["App/fr.lproj/InfoPlist.strings"] = french.map(CatalogText.strings)
    return try Fixture(files)
  }

  @Test func aLocaleWithATableShowsInfoPlistsTextForAKeyItLacks() throws {
    let fixture = try Self.fixture(
      plist: "This app needs your camera to scan receipts", german: [("CFBundleDisplayName", "Belege")],
      french: nil)
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "de has no translation for 'Scan your receipts to file expenses' (NSCameraUsageDescription); the app "
          + "shows Info.plist's own text 'This app needs your camera to scan receipts', not the en table's",
        "fr has no translation for 'Scan your receipts to file expenses' (NSCameraUsageDescription); the "
          + "permission alert shows the en text (the InfoPlist table has nothing for locale fr)",
      ])
  }

  @Test func aCopyOfInfoPlistsEnglishIsEnglish() throws {
    let fixture = try Self.fixture(
      plist: "This app needs your camera to scan receipts",
      german: [("NSCameraUsageDescription", "This app needs your camera to scan receipts")], french: nil)
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'This app needs your camera to scan receipts' for NSCameraUsageDescription"
      ])
  }

  /// A prompt holding a build setting: a gap quotes the source language's text (the expansion
  /// is the build's), while a literal copy is English, and shows `$(PRODUCT_NAME)` as written
  /// (review 219).
  @Test func aPromptHoldingABuildSetting() throws {
    let plist = "$(PRODUCT_NAME) uses the camera to scan your receipts"
    let fixture = try Self.fixture(
      plist: plist, german: [("CFBundleDisplayName", "Belege")], french: [("NSCameraUsageDescription", plist)]
    )
    #expect(
      try fixture.findings(of: "missing-translation").map(\.actual) == ["Scan your receipts to file expenses"]
    )
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "fr shows the en text '\(plist)' for NSCameraUsageDescription"
      ])
  }

  /// A locale whose `InfoPlist.strings` exists but holds no key (Xcode's comment header alone)
  /// has a table of its own: CFBundle finds the file and falls back to Info.plist (review 219).
  @Test func anEmptyTableOfItsOwnShowsInfoPlistsText() throws {
    var files = [
      "App/Info.plist": PropertyListSourceTextTests.infoPlist([
        ("NSCameraUsageDescription", "Scan receipts with the camera")
      ]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Scan your receipts")
      ]),
    ]
    files["App/de.lproj/InfoPlist.strings"] = "/* InfoPlist.strings */\n"
    let findings = try Fixture(files).findings(of: "missing-translation")
    #expect(findings.map(\.actual) == ["Scan receipts with the camera"])
  }

  /// An English locale of an app developed in German shows its English Info.plist, which its
  /// `en.lproj` may repeat: no English copy (review 219).
  @Test func anEnglishLocaleRepeatingInfoPlistIsNoCopy() throws {
    let text = "This app uses the camera to scan your receipts"
    let fixture = try Fixture([
      "App/Info.plist": PropertyListSourceTextTests.infoPlist([
        ("CFBundleDevelopmentRegion", "de"), ("NSCameraUsageDescription", text),
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Die Kamera scannt Belege")
      ]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", text)]),
    ])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }

  /// Info.plist written in the team's own language beside an English `en.lproj`: a translation
  /// that repeats it is no English.
  @Test(arguments: [
    "Die Kamera scannt deine Belege", "需要使用相机来拍摄小票照片", "$(PRODUCT_NAME) scans receipts",
    "We gebruiken de camera om bonnen te scannen, of je kunt ze uploaden. Dit is nodig.",
  ])
  func aCopyOfInfoPlistsTextInAnotherLanguageIsNoEnglish(plist: String) throws {
    let fixture = try Self.fixture(
      plist: plist, german: [("NSCameraUsageDescription", plist)],
      french: [("NSCameraUsageDescription", plist)])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }
}
