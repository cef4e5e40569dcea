import Testing

@testable import LocaleCheck

/// The app's name (`InfoPlist` `CFBundleDisplayName`) in another table of its bundle is a name
/// where the locale's `InfoPlist` keeps it, and a copy of English elsewhere.
@Suite("english-fallback: the app's name")
struct EnglishFallbackAppNameTests {
  private static func findings(infoPlist: [String: String], localizable: [String: String]) throws -> [Finding]
  {
    var files: [String: String] = [:]
    for (locale, name) in infoPlist {
      files["App/\(locale).lproj/InfoPlist.strings"] = CatalogText.strings([
        ("CFBundleDisplayName", name)
      ])
    }
    for (locale, text) in localizable {
      files["App/\(locale).lproj/Localizable.strings"] = CatalogText.strings([("about.title", text)])
    }
    return try Fixture(files).findings(of: "english-fallback")
  }

  @Test func theNameALocaleKeepsIsNoCopy() throws {
    // geteduroam's Welsh export: the title is the app's name, as the Welsh home screen shows it.
    let findings = try Self.findings(
      infoPlist: ["en": "geteduroam", "cy": "geteduroam"],
      localizable: ["en": "geteduroam", "cy": "geteduroam", "de": "geteduroam"])
    // German has no `InfoPlist`: nothing says the name is kept there, so the word is a copy.
    #expect(findings.map(\.locale) == [LocaleID("de")])
  }

  @Test func theNameTheTranslationsKeepCountsWithoutASourceInfoPlist() throws {
    // UTM: the English name is Info.plist's own (no `en.lproj/InfoPlist.strings`); German and
    // Welsh write "UTM" in theirs, so their "UTM" titles are the name. Spanish writes none.
    let findings = try Self.findings(
      infoPlist: ["de": "UTM", "cy": "UTM"],
      localizable: ["en": "UTM", "de": "UTM", "cy": "UTM", "es": "UTM"])
    #expect(findings.map(\.locale) == [LocaleID("es")])
  }

  @Test func anExtensionNamedOnlyByTranslationsIsNoSecondApp() throws {
    // A widget whose names only its translations write: a package's "Bitwarden" is still the app's.
    let files = [
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Bitwarden")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Bitwarden")]),
      "Widget/de.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Bitwarden Widget")]),
      "Widget/fr.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Widget Bitwarden")]),
      "Pkg/en.lproj/Localizable.strings": CatalogText.strings([("t", "Bitwarden")]),
      "Pkg/de.lproj/Localizable.strings": CatalogText.strings([("t", "Bitwarden")]),
    ]
    #expect(try Fixture(files).findings(of: "english-fallback").isEmpty)
  }

  @Test func anExtensionsTextNamingItsAppIsTheAppsName() throws {
    // Moblin's widget (audit 152): its own name is "Moblin Widget"; its "Moblin" is the app's,
    // which German and French keep in the app's `InfoPlist`. Spanish keeps none.
    let files = [
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Moblin")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Moblin")]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Moblin")]),
      "Widget/en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Moblin Widget")]),
      "Widget/de.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Moblin Widget")]),
      "Widget/en.lproj/Localizable.strings": CatalogText.strings([("title", "Moblin"), ("live", "Live")]),
      "Widget/de.lproj/Localizable.strings": CatalogText.strings([("title", "Moblin"), ("live", "Live")]),
      "Widget/es.lproj/Localizable.strings": CatalogText.strings([("title", "Moblin"), ("live", "En vivo")]),
      "Widget/fr.lproj/Localizable.strings": CatalogText.strings([("live", "En direct")]),
    ]
    let report = try Fixture(files).report()
    let copies = report.findings.filter { $0.rule == "english-fallback" }
    #expect(copies.map(\.locale) == [LocaleID("de"), LocaleID("es")])
    #expect(copies.map(\.key) == ["live", "title"])
    // French keeps the app's name: showing the source's "Moblin" is no gap.
    let gaps = report.findings.filter { $0.rule == "missing-translation" && $0.key == "title" }
    #expect(gaps.isEmpty)
  }

  @Test func directionMarksAndTheHomeScreensNameCount() throws {
    // A right-to-left file wraps the kept name in marks; a translated display name renames the app.
    let files = [
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleName", "Tally"), ("CFBundleDisplayName", "Tally"),
      ]),
      "App/he.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleName", "\u{200F}Tally")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleName", "Tally"), ("CFBundleDisplayName", "Zähler"),
      ]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("about.title", "Tally")]),
      "App/he.lproj/Localizable.strings": CatalogText.strings([("about.title", "\u{200F}Tally")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("about.title", "Tally")]),
    ]
    let findings = try Fixture(files).findings(of: "english-fallback")
    #expect(findings.map(\.locale) == [LocaleID("de")])
  }

  @Test func oneOfTheAppsNamesWrittenForAnotherIsKept() throws {
    // Proton Mail: `CFBundleName` "ProtonMail" in English, "Proton Mail" (the display name) in 17 locales.
    var files: [String: String] = [
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleDisplayName", "Proton Mail"), ("CFBundleName", "ProtonMail"),
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleDisplayName", "Proton Mail"), ("CFBundleName", "Proton Mail"),
      ]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleDisplayName", "Proton Mail"), ("CFBundleName", "Courrier Proton"),
      ]),
      // Italian writes only the short name, in the display name's spelling.
      "App/it.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleName", "Proton Mail")]),
    ]
    for locale in ["en", "de", "fr", "it"] {
      files["App/\(locale).lproj/Localizable.strings"] = CatalogText.strings([("about.title", "Proton Mail")])
    }
    // French renames the app in one of its names: the words are a copy there.
    #expect(try Fixture(files).findings(of: "english-fallback").map(\.locale) == [LocaleID("fr")])
  }

  @Test func theNameWrittenWithOtherSpacesOrCaseIsTheName() throws {
    // NotchDrop: the name "NotchDrop", written "Notch Drop" in Japanese; the label "Notch Drop".
    let findings = try Self.findings(
      infoPlist: ["en": "NotchDrop", "fr": "NotchDrop", "ja": "Notch Drop", "it": "Notch Drop"],
      localizable: [
        "en": "Notch Drop", "fr": "Notch Drop", "ja": "Notch Drop", "it": "Notch Drop", "de": "Notch Drop",
      ])
    #expect(findings.map(\.locale) == [LocaleID("de")])
    // Words in another case are words: "Read later" is no name of the app "ReadLater".
    let words = try Self.findings(
      infoPlist: ["en": "ReadLater", "de": "ReadLater"],
      localizable: ["en": "Read later", "de": "Read later"])
    #expect(words.map(\.locale) == [LocaleID("de")])
  }

  @Test func theSpokenNameIsTheAppsName() throws {
    // CotEditor: `CFBundleSpokenName` "Cot editor", kept in every locale, as VoiceOver says it.
    let spoken = { (text: String) in
      CatalogText.strings([("CFBundleName", "CotEditor"), ("CFBundleSpokenName", text)])
    }
    let findings = try Fixture([
      "App/en.lproj/InfoPlist.strings": spoken("Cot editor"),
      "App/de.lproj/InfoPlist.strings": spoken("Cot editor"),
    ]).findings(of: "english-fallback")
    #expect(findings.isEmpty)
  }

  @Test func theNameIsReadThroughTheLocalesParents() throws {
    // zh-HK reads zh-Hant's `InfoPlist`: where it translates the name, "Weather" is a copy there.
    let translated = try Self.findings(
      infoPlist: ["en": "Weather", "zh-Hant": "天氣"],
      localizable: ["en": "Weather", "zh-Hant": "天氣", "zh-HK": "Weather"])
    #expect(translated.map(\.locale) == [LocaleID("zh-HK")])
    let kept = try Self.findings(
      infoPlist: ["en": "Weather", "zh-Hant": "Weather"],
      localizable: ["en": "Weather", "zh-Hant": "Weather", "zh-HK": "Weather"])
    #expect(kept.isEmpty)
  }

  @Test func theNameALocaleTranslatesOrAnotherBundlesNameIsACopy() throws {
    let findings = try Self.findings(
      infoPlist: ["en": "Calculator", "de": "Rechner", "fr": "Calculator"],
      localizable: ["en": "Calculator", "de": "Calculator", "fr": "Calculator"])
    #expect(findings.map(\.locale) == [LocaleID("de")])
    // A package's resources name the run's one app.
    var files: [String: String] = [:]
    for locale in ["en", "de"] {
      files["App/\(locale).lproj/InfoPlist.strings"] = CatalogText.strings([("CFBundleDisplayName", "Tally")])
      files["Packages/Home/Resources/\(locale).lproj/Localizable.strings"] = CatalogText.strings([
        ("home.title", "Tally")
      ])
    }
    #expect(try Fixture(files).findings(of: "english-fallback").isEmpty)
    // A widget's name says nothing about the labels of the app, which has a name of its own.
    var widget: [String: String] = [:]
    for locale in ["en", "de"] {
      widget["App/\(locale).lproj/InfoPlist.strings"] = CatalogText.strings([("CFBundleDisplayName", "Tally")]
      )
      widget["Widget/\(locale).lproj/InfoPlist.strings"] = CatalogText.strings([
        ("CFBundleDisplayName", "Calendar")
      ])
      widget["App/\(locale).lproj/Localizable.strings"] = CatalogText.strings([("tab.calendar", "Calendar")])
    }
    #expect(try Fixture(widget).findings(of: "english-fallback").map(\.locale) == [LocaleID("de")])
  }
}
