import Foundation
import Testing

@testable import LocaleCheck

/// Source text that an app's `Info.plist` and its Settings bundle's schema hold, which the
/// `.lproj` tables beside them translate: the app shows it where a table lacks a key.
@Suite("Info.plist and Settings bundle source text")
struct PropertyListSourceTextTests {
  static func schema(_ titles: [String]) -> String {
    let specifiers = titles.map { "<dict><key>Title</key><string>\($0)</string></dict>" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>StringsTable</key><string>Root</string>
        <key>PreferenceSpecifiers</key>
        <array>
          \(specifiers.joined(separator: "\n    "))
        </array>
      </dict>
      </plist>
      """
  }

  static func infoPlist(_ prompts: [(String, String)]) -> String {
    let entries = prompts.map { "  <key>\($0.0)</key>\n  <string>\($0.1)</string>" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(entries.joined(separator: "\n"))
      </dict>
      </plist>
      """
  }

  @Test func aBlankPromptIsAnEmptyLabelAtInfoPlist() throws {
    // Audit 308: Blockstream AQUA's Face ID prompt is `<string></string>`.
    let fixture = try Fixture([
      "App/Info.plist": Self.infoPlist([
        ("NSCameraUsageDescription", "Scan a code"), ("NSFaceIDUsageDescription", ""),
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Code scannen"), ("NSFaceIDUsageDescription", "Mit Face ID entsperren"),
      ]),
    ])
    let findings = try fixture.findings(of: "empty-label")
    #expect(
      findings.map(\.message) == [
        "en label of NSFaceIDUsageDescription is empty in every locale of its fallback chain"
      ])
    #expect(findings.map { $0.position?.file } == ["App/Info.plist"])
  }

  @Test func settingsTitlesAStaleEnglishTableLacksAreNoDeadKeys() throws {
    let fixture = try Fixture([
      "App/Settings.bundle/Root.plist": Self.schema(["Sound", "Reset data"]),
      "App/Settings.bundle/en.lproj/Root.strings": CatalogText.strings([("Sound", "Sound")]),
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([
        ("Sound", "Ton"), ("Reset data", "Daten zurücksetzen"),
      ]),
      "App/Settings.bundle/fr.lproj/Root.strings": CatalogText.strings([("Sound", "Son")]),
    ])
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
    let missing = try fixture.findings(of: "missing-translation")
    #expect(missing.map(\.message) == ["fr has no translation for 'Reset data'; VoiceOver reads the en text"])
    // The title is written in the schema: there the developer adds it to each locale.
    #expect(
      missing.first?.position == fixture.position(of: "Reset data", in: "App/Settings.bundle/Root.plist"))
  }

  @Test func settingsTitleCopiedIntoATranslationIsEnglish() throws {
    let fixture = try Fixture([
      "App/Settings.bundle/Root.plist": Self.schema(["Sound", "Play sounds"]),
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([
        ("Sound", "Ton"), ("Play sounds", "Töne abspielen"),
      ]),
      "App/Settings.bundle/ja.lproj/Root.strings": CatalogText.strings([
        ("Sound", "Sound"), ("Play sounds", "サウンドを再生"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ja shows the en text 'Sound'"
      ])
  }

  @Test func promptNoLocaleTranslatesIsMissingInEachLocale() throws {
    let fixture = try Fixture([
      "App/Info.plist": Self.infoPlist([
        ("CFBundleDisplayName", "Weather"), ("NSCameraUsageDescription", "Scan a code"),
        ("NSMicrophoneUsageDescription", "$(MICROPHONE_PROMPT)"),
      ]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Save", "Save")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Save", "Sichern")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Code scannen")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Save", "Enregistrer")]),
    ])
    let missing = try fixture.findings(of: "missing-translation")
    #expect(
      missing.map(\.message) == [
        "fr has no translation for 'Scan a code' (NSCameraUsageDescription); the permission alert shows the en text "
          + "(the InfoPlist table has nothing for locale fr)"
      ])
    #expect(missing.first?.position == fixture.position(of: "NSCameraUsageDescription", in: "App/Info.plist"))
  }

  @Test func englishInfoPlistStringsOverridesThePlistsText() throws {
    // `en.lproj/InfoPlist.strings` is what English users see; a copy of the plist's own text is
    // English only where that reads as English prose (review 218: many teams write Info.plist in
    // their own language), not a single word.
    let fixture = try Fixture([
      "App/Info.plist": Self.infoPlist([("NSCameraUsageDescription", "Camera")]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Scan a code")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Scan a code")]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Camera")]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Scan a code' for NSCameraUsageDescription"
      ])
  }

  @Test func aSchemaWhoseTableNoLocaleTranslatesIsNotAsked() throws {
    // CocoaPods' acknowledgements in the Settings bundle: libraries' names and licences.
    var acknowledgements = Self.schema(["Alamofire", "Permission is hereby granted, free of charge"])
    acknowledgements = acknowledgements.replacingOccurrences(of: ">Root<", with: ">Acknowledgements<")
    let fixture = try Fixture([
      "App/Settings.bundle/Root.plist": Self.schema(["Sound"]),
      "App/Settings.bundle/Acknowledgements.plist": acknowledgements,
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([("Sound", "Ton")]),
    ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
    #expect(fixture.catalog().tables.map(\.name) == ["Root"])
  }

  @Test func aKeyOnlyAStaleEnglishTableHoldsIsDeadNotMissing() throws {
    // Kodi's "Language": gone from the schema, still in `en.lproj/Root.strings` and `it`. The
    // source is the schema, whatever the source locale's file holds (audit 136).
    let fixture = try Fixture([
      "App/Settings.bundle/Root.plist": Self.schema(["Sound"]),
      "App/Settings.bundle/en.lproj/Root.strings": CatalogText.strings([
        ("Sound", "Sound"), ("Language", "Language"),
      ]),
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([("Sound", "Ton")]),
      "App/Settings.bundle/it.lproj/Root.strings": CatalogText.strings([
        ("Sound", "Suono"), ("Language", "Lingua"),
      ]),
    ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
    #expect(
      try fixture.findings(of: "identifier-drift").map(\.message) == [
        "'Language' exists in it's Root table, but no schema of the Settings bundle shows it, so the "
          + "translation is never shown (was the title renamed or removed?)"
      ])
  }

  @Test func anInfoPlistTableNamedInAnotherCaseIsNotJudgedBesideTheRightOne() throws {
    // iAPS: `en.lproj/infoPlist.strings` beside every other locale's `InfoPlist.strings` (audit 74).
    let fixture = try Fixture([
      "App/Info.plist": Self.infoPlist([("NSCameraUsageDescription", "Scan a code")]),
      "App/en.lproj/infoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Scan a code")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Code scannen")]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Scanner")]),
    ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  @Test func aGermanAppsSettingsBundleIsWrittenInGerman() throws {
    // `CFBundleDevelopmentRegion` names the app's language, also for the bundles inside it.
    var infoPlist = Self.infoPlist([("NSCameraUsageDescription", "Code scannen")])
    infoPlist = infoPlist.replacingOccurrences(
      of: "<dict>", with: "<dict>\n  <key>CFBundleDevelopmentRegion</key><string>de</string>")
    let fixture = try Fixture([
      "App/Info.plist": infoPlist,
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Öffnen", "Öffnen")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Öffnen", "Open")]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Scan a code")]),
      "App/Settings.bundle/Root.plist": Self.schema(["Töne"]),
      "App/Settings.bundle/en.lproj/Root.strings": CatalogText.strings([("Töne", "Töne")]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == ["en shows the de text 'Töne'"])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  @Test func aRegionalDevelopmentRegionIsTheLanguagesFolder() throws {
    // `de_DE` in a German app with `de.lproj`: the prompts are German, no `de-DE` column appears.
    let infoPlist = Self.infoPlist([("NSCameraUsageDescription", "Code scannen")]).replacingOccurrences(
      of: "<dict>", with: "<dict>\n  <key>CFBundleDevelopmentRegion</key><string>de_DE</string>")
    let fixture = try Fixture([
      "App/Info.plist": infoPlist,
      "App/de.lproj/Localizable.strings": CatalogText.strings([("open", "Öffnen")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("open", "Open")]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Code scannen")]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "en shows the de text 'Code scannen' for NSCameraUsageDescription"
      ])
  }
}
