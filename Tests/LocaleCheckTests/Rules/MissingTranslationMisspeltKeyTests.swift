import Testing

@testable import LocaleCheck

/// A gap whose key the translator's file writes another way (letter case, white space at its
/// ends, apostrophes) points at that key and says to correct it (audit 234: OnlySwitch's
/// "Evolution" for "evolution").
@Suite struct MissingTranslationMisspeltKeyTests {
  static let english = CatalogText.strings([
    ("Widgets can control the evolution switches", "Widgets can control the Evolution switches"),
    ("Don't ask again", "Don't ask again"),
  ])

  @Test func aGapWhoseKeyTheTranslationWritesInOtherLetterCasePointsAtIt() throws {
    let japanese = CatalogText.strings([
      ("Widgets can control the Evolution switches", "ウィジェットはEvolutionスイッチを制御できます"),
      ("Don’t ask again", "今後表示しない"),
    ])
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": Self.english, "App/ja.lproj/Localizable.strings": japanese,
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "ja has no translation for 'Widgets can control the Evolution switches' (Widgets can control the "
          + "evolution switches); VoiceOver reads the en text; ja's file has it as 'Widgets can control the "
          + "Evolution switches', a key that differs only in letter case: correct that key",
        "ja has no translation for 'Don't ask again'; VoiceOver reads the en text; ja's file has it as "
          + "'Don’t ask again', a key that differs only in its apostrophes or quotation marks (’ U+2019 where "
          + "the source's has ' U+0027): correct that key",
      ])
    #expect(
      findings.map(\.position) == [
        fixture.position(of: "\"Widgets", in: "App/ja.lproj/Localizable.strings"),
        fixture.position(of: "\"Don’t", in: "App/ja.lproj/Localizable.strings"),
      ])
    #expect(try fixture.findings(of: "identifier-drift").count == 2)
  }

  @Test func aGapWhoseKeyATranslationToolMaskedPointsAtIt() throws {
    // A tool that masks placeholders wrote its mask into the key (audit 305: ProtonCore).
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("%d users", "%d users")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("<n> users", "%d Nutzer")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "de has no translation for '%d users'; VoiceOver reads the en text; de's file has it as '<n> users', "
          + "a key that differs only in its placeholders ('<n>' where the source's has '%d'): correct that key"
      ])
    #expect(
      findings.map(\.position) == [fixture.position(of: "\"<n>", in: "App/de.lproj/Localizable.strings")])
  }

  @Test func anotherKeyTwoCommentedStringsOrTwoSourceKeysThatFoldAlikeGetNoPointer() throws {
    let japanese = """
      /* The evolution switch */
      "Widgets can control the EVOLUTION switches" = "ウィジェット";
      "Dont ask again" = "今後表示しない";
      "OPEN" = "開く";

      """
    let english = """
      /* A setting's caption */
      "Widgets can control the evolution switches" = "Widgets can control the Evolution switches";
      "Don't ask again" = "Don't ask again";
      "Open" = "Open";
      "open" = "open";

      """
    let messages = try Fixture([
      "App/en.lproj/Localizable.strings": english, "App/ja.lproj/Localizable.strings": japanese,
    ]).findings(of: "missing-translation").map(\.message)
    #expect(messages.count == 4)
    #expect(!messages.contains { $0.contains("correct that key") })
  }

  /// A translation in `infoPlist.strings`, which the system never reads on iOS, is the file's
  /// name to mend (audit 238: Mastodon's German permission prompts).
  @Test func anInfoPlistGapWhoseTranslationIsInAMiscasedFileSaysToRenameIt() throws {
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Used to take photos")
      ]),
      "App/de.lproj/infoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Für Fotos")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "de has no translation for 'Used to take photos' (NSCameraUsageDescription); the permission alert "
          + "shows the en text; de's infoPlist.strings has it, but the system reads only files named InfoPlist.strings: "
          + "rename that file"
      ])
    #expect(
      findings.first?.position
        == fixture.position(of: "\"NSCameraUsageDescription\"", in: "App/de.lproj/infoPlist.strings"))
    // Beside an `InfoPlist.xcstrings`, Xcode writes `InfoPlist.strings` itself: no rename (review 168).
    let catalog = try Fixture([
      "App/InfoPlist.xcstrings": CatalogText.xcstrings([
        "NSCameraUsageDescription": ["en": "Used to take photos"]
      ]),
      "App/de.lproj/infoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Für Fotos")]),
    ])
    #expect(try !catalog.findings(of: "missing-translation").contains { $0.message.contains("rename") })
  }

  /// A folder holding both names (a Linux checkout can; review 168): the line is in the file the
  /// system does not read.
  @Test func anInfoPlistGapBesideAMiscasedFileHoldingItSaysToMoveTheLine() throws {
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Used to take photos"), ("CFBundleDisplayName", "Notes"),
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Notizen")]),
      "App/de.lproj/infoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Für Fotos")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "de has no translation for 'Used to take photos' (NSCameraUsageDescription); the permission alert "
          + "shows the en text; de's infoPlist.strings has it, but the system reads only InfoPlist.strings: move that line there"
      ])
    #expect(
      findings.first?.position
        == fixture.position(of: "\"NSCameraUsageDescription\"", in: "App/de.lproj/infoPlist.strings"))
  }
}
