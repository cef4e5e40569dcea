import Testing

@testable import LocaleCheck

/// A table whose source text is only in code (no `en.lproj`): the app shows the key in a locale
/// without the table where it runs in that locale.
@Suite("missing-translation: tables without source text")
struct MissingTranslationSourcelessTableTests {
  @Test func aLocaleWithAnotherTableOfTheBundleMissesThisOne() throws {
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Anmelden")]),
      "App/de.lproj/Other.strings": CatalogText.strings([("Title", "Titel")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Se connecter")]),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "fr has no translation for 'Title'; VoiceOver reads the en text (the Other table has nothing for locale fr)"
      ])
  }

  @Test func aKeyTheAppShowsIsToldAsTheKeyAndATokenWithANumberIsNoCode() throws {
    // Psiphon's `Root.strings` (audit 124): tk shows `SETTINGS_HEADER_1` itself.
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Cancel", "Abbrechen")]),
      "App/de.lproj/Root.strings": CatalogText.strings([
        ("CHANGE_REGION", "Region ändern"), ("SETTINGS_HEADER_1", "Kopf"),
      ]),
      "App/tk.lproj/Localizable.strings": CatalogText.strings([("Cancel", "Goýbolsun et")]),
    ])
    let table = "(the Root table has nothing for locale tk)"
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "tk has no translation for 'CHANGE_REGION'; the app shows the key, as the table has no en text \(table)",
        "tk has no translation for 'SETTINGS_HEADER_1'; the app shows the key, as the table has no en text \(table)",
      ])
  }

  @Test func aCheckedLocaleWithoutAnyFileMissesEveryKey() throws {
    // `--locales es` before Spanish arrives: the warning says its labels are reported missing.
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Anmelden")])
    ])
    var configuration = Configuration()
    configuration.locales = [LocaleID("es"), LocaleID("de")]
    let findings = try fixture.findings(of: "missing-translation", configuration: configuration)
    #expect(
      findings.map(\.message) == [
        "es has no translation for 'Sign in'; VoiceOver reads the en text (the Localizable table has nothing for locale es)"
      ])
    #expect(findings.first?.position?.file == "App/de.lproj/Localizable.strings")
  }

  @Test func aTableLeftInOneLocaleOfTheBundleIsNotJudgedInTheOthers() throws {
    // Mastodon: `pt-BR.lproj/Localizable.strings` beside every locale's `InfoPlist.strings`; the
    // app's text is in a package, so the left-behind table is none the app reads.
    var files = ["App/pt-BR.lproj/Localizable.strings": CatalogText.strings([("compose.title", "Escrever")])]
    for locale in ["en", "de", "fr", "ja"] {
      files["App/\(locale).lproj/InfoPlist.strings"] = CatalogText.strings([("NSCameraUsageDescription", "x")]
      )
    }
    #expect(try Fixture(files).findings(of: "missing-translation").isEmpty)
  }

  @Test func aLeftBehindStoryboardOrInfoPlistTableIsNotJudgedInACheckedLocaleWithoutFiles() throws {
    var files = [
      "App/pt-BR.lproj/Compose.strings": CatalogText.strings([("compose.title", "Escrever")]),
      // A storyboard's table whose comments were dropped: its keys stand for the storyboard's text.
      "App/de.lproj/Main.strings": CatalogText.strings([("BYZ-38-t0r.text", "Anmelden")]),
      "App/fr.lproj/Main.strings": CatalogText.strings([("BYZ-38-t0r.text", "Connexion")]),
      // An `InfoPlist` table without English: its keys name `Info.plist` entries.
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("search", "Suche")]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([("search", "Recherche")]),
    ]
    for locale in ["en", "de", "fr", "ja"] {
      files["App/\(locale).lproj/Localizable.strings"] = CatalogText.strings([("Save", "Save \(locale)")])
    }
    var configuration = Configuration()
    configuration.locales = [LocaleID("sw"), LocaleID("ja")]
    let findings = try Fixture(files).findings(of: "missing-translation", configuration: configuration)
    // Only the app's own table, which has English.
    #expect(
      findings.map(\.message) == [
        "sw has no translation for 'Save en' (Save); VoiceOver reads the en text (the Localizable table has nothing for locale sw)"
      ])
  }

  @Test func halfOfTheTranslationsMakeATableTheBundles() throws {
    // Two of four translations have `Extra`: the source language, which never has it, is not counted.
    var files = ["App/en.lproj/Localizable.strings": CatalogText.strings([("Save", "Save")])]
    for locale in ["de", "fr", "es", "ja"] {
      files["App/\(locale).lproj/Localizable.strings"] = CatalogText.strings([("Save", "Save \(locale)")])
    }
    files["App/de.lproj/Extra.strings"] = CatalogText.strings([("Share to Notes", "In Notizen teilen")])
    files["App/fr.lproj/Extra.strings"] = CatalogText.strings([("Share to Notes", "Partager dans Notes")])
    #expect(
      try Fixture(files).findings(of: "missing-translation").compactMap(\.locale).sorted() == [
        LocaleID("es"), LocaleID("ja"),
      ])
  }

  @Test func anEmptyInfoPlistValueOfAKeyOnlyInfoPlistHoldsIsReported() throws {
    // SwissCovid: the English `InfoPlist.strings` does not repeat NSCameraUsageDescription (its
    // text is Info.plist's), Croatian's is "": CFBundle takes that over Info.plist's text.
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSBluetoothAlwaysUsageDescription", "Bluetooth")
      ]),
      "App/hr.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSBluetoothAlwaysUsageDescription", "Bluetooth-a"), ("NSCameraUsageDescription", ""),
        ("NSFaceIDUsageDescription", "Lice"),
      ]),
      // British English needs no translation, but its empty text blanks the alert all the same.
      "App/en-GB.lproj/InfoPlist.strings": CatalogText.strings([("NSFaceIDUsageDescription", "")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "en-GB's InfoPlist value of NSFaceIDUsageDescription is empty: the app shows no text instead of "
          + "Info.plist's, and VoiceOver reads nothing",
        "hr's InfoPlist value of NSCameraUsageDescription is empty: the app shows no text instead of Info.plist's, "
          + "and VoiceOver reads nothing",
      ])
    #expect(findings.last?.position?.file.hasSuffix("hr.lproj/InfoPlist.strings") == true)
    // Most apps keep the English text in Info.plist only, with no English `InfoPlist.strings`.
    let withoutSourceFile = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Title", "Title")]),
      "App/hr.lproj/Localizable.strings": CatalogText.strings([("Title", "Naslov")]),
      "App/hr.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Title", "Titel")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Kamera")]),
    ])
    #expect(
      try withoutSourceFile.findings(of: "missing-translation").map(\.message) == [
        "hr's InfoPlist value of NSCameraUsageDescription is empty: the app shows no text instead of Info.plist's, "
          + "and VoiceOver reads nothing"
      ])
    // The same empty value in another table is a key the app does not look up in that language.
    let other = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Title", "Title")]),
      "App/hr.lproj/Localizable.strings": CatalogText.strings([("Title", "Naslov"), ("Gone", "")]),
    ])
    #expect(try other.findings(of: "missing-translation").isEmpty)
  }
}
