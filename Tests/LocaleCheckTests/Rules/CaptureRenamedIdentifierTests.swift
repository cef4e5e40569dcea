import CatalogParser
import Testing

@testable import LocaleCheck

/// An identifier built from localized text (`call.nachricht.button` where English has
/// `call.message.button`) is the source's element under another name: `identifier-drift` reports
/// it, and it is no subject of its own that would repeat every finding of the key it shows.
@Suite("Renamed capture identifiers")
struct CaptureRenamedIdentifierTests {
  static let files = [
    "en.lproj/Localizable.strings": #""Message" = "Message";"# + "\n" + #""Decline" = "Decline";"#,
    "de.lproj/Localizable.strings": #""Message" = "Nachricht";"# + "\n" + #""Decline" = "Ablehnen";"#,
    "fr.lproj/Localizable.strings": #""Message" = "Message";"# + "\n" + #""Decline" = "Refuser";"#,
  ]

  static func capture(_ locale: String, _ elements: [(id: String, label: String, type: String, path: String)])
    throws -> UICapture
  {
    try CaptureBindingTests.capture(locale, "call", elements)
  }

  @Test func aRenamedIdentifierIsNoSubjectOfItsOwn() throws {
    let report = try CaptureBindingTests.report(
      Self.files,
      [
        try Self.capture("en", [("call.message.button", "Message", "Button", "0/0")]),
        try Self.capture("de", [("call.nachricht.button", "Nachricht", "Button", "0/0")]),
      ])
    #expect(report.matrix.map(\.identifier) == ["call.message.button"])
    // fr's copy of the English text is one finding, not one more for the German identifier.
    #expect(
      report.findings.filter { $0.rule == "english-fallback" }.map(\.identifier) == ["call.message.button"])
    let drift = report.findings.filter { $0.rule == "identifier-drift" }
    #expect(drift.map(\.identifier) == ["call.message.button"])
    #expect(drift.first?.actual == "call.nachricht.button")
    #expect(!report.findings.contains { $0.rule == "unbound-identifier" })
  }

  @Test func aRenamedElementsLabelIsComparedWithTheSourceIdentifiersKey() throws {
    let report = try CaptureBindingTests.report(
      Self.files,
      [
        try Self.capture("en", [("call.message.button", "Message", "Button", "0/0")]),
        try Self.capture("de", [("call.nachricht.button", "Nachrichten", "Button", "0/0")]),
      ])
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(mismatches.map(\.identifier) == ["call.message.button"])
    #expect(mismatches.map(\.locale) == [LocaleID("de")])
    #expect(mismatches.first?.expected == "Nachricht")
    #expect(mismatches.first?.message.contains("for call.nachricht.button") == true)
    // The German identifier binds to nothing else: no warning that it is unbound either.
    #expect(!report.findings.contains { $0.rule == "unbound-identifier" })
  }

  @Test func anElementMissingFromALocalesCaptureIsNoRename() throws {
    // ja shows no decline button (another state of the screen); accept moved into its place.
    let english = try Self.capture(
      "en",
      [
        ("call.decline.button", "Decline", "Button", "0/0"),
        ("call.accept.button", "Accept", "Button", "0/1"),
      ])
    let files = Self.files.merging(["ja.lproj/Localizable.strings": #""Decline" = "拒否";"#]) { $1 }
    let missing = try CaptureBindingTests.report(
      files, [english, try Self.capture("ja", [("call.accept.button", "Accept", "Button", "0/0")])])
    #expect(!missing.findings.contains { $0.rule == "identifier-drift" })
    // With a button that may be the decline button under another name, it is reported.
    let renamed = try CaptureBindingTests.report(
      files,
      [
        english,
        try Self.capture(
          "ja",
          [("call.accept.button", "Accept", "Button", "0/0"), ("call.拒否.button", "拒否", "Button", "0/1")]),
      ])
    #expect(
      renamed.findings.filter { $0.rule == "identifier-drift" }.map(\.identifier) == ["call.decline.button"])
  }

  @Test func anElementOfTheLocalesOwnAtThePlaceIsNoRename() throws {
    // A German app shows its legal "Impressum" where English shows "Rate app", which it lacks.
    let files = [
      "en.lproj/Localizable.strings": #""Rate app" = "Rate app";"# + "\n" + #""Imprint" = "Imprint";"#,
      "de.lproj/Localizable.strings": #""Rate app" = "App bewerten";"# + "\n" + #""Imprint" = "Impressum";"#,
    ]
    let report = try CaptureBindingTests.report(
      files,
      [
        try CaptureBindingTests.capture(
          "en", "settings", [("settings.rate.button", "Rate app", "Button", "0/1")]),
        try CaptureBindingTests.capture(
          "de", "settings", [("settings.imprint.button", "Impressum", "Button", "0/1")]),
      ])
    #expect(report.matrix.map(\.identifier) == ["settings.rate.button", "settings.imprint.button"])
    #expect(report.findings.isEmpty)
  }

  @Test func withoutASourceCaptureNoIdentifierIsCalledTheRenamedOne() throws {
    // de and fr disagree one to one: either may be the one built from text, so both stay subjects.
    let report = try CaptureBindingTests.report(
      Self.files,
      [
        try Self.capture("de", [("call.nachricht.button", "Nachricht", "Button", "0/0")]),
        try Self.capture("fr", [("call.message.button", "Message", "Button", "0/0")]),
      ])
    #expect(Set(report.matrix.map(\.identifier)) == ["call.message.button", "call.nachricht.button"])
    #expect(report.findings.filter { $0.rule == "identifier-drift" }.count == 1)
  }

  @Test func aRenamedIdentifierIsStillJudgedAsAnIdentifier() throws {
    let report = try CaptureBindingTests.report(
      Self.files,
      [
        try Self.capture("en", [("call.message.button", "Message", "Button", "0/0")]),
        try Self.capture("de", [("Nachricht", "Nachricht", "Button", "0/0")]),
      ])
    let judged = report.findings.filter {
      $0.rule == "identifier-taxonomy" || $0.rule == "label-is-identifier"
    }
    #expect(judged.map(\.rule).sorted() == ["identifier-taxonomy", "label-is-identifier"])
    #expect(
      judged.allSatisfy { $0.identifier == "Nachricht" && $0.position?.file == "captures/de/call.json" })
  }

  @Test func anIdentifierTheLocaleRepeatsMayBeTheMissingOne() throws {
    // ja's first `call.accept.button` is the decline button under the accept button's name.
    let report = try CaptureBindingTests.report(
      Self.files.merging(["ja.lproj/Localizable.strings": #""Decline" = "拒否";"#]) { $1 },
      [
        try Self.capture(
          "en",
          [
            ("call.decline.button", "Decline", "Button", "0/0"),
            ("call.accept.button", "Accept", "Button", "0/1"),
          ]),
        try Self.capture(
          "ja",
          [("call.accept.button", "拒否", "Button", "0/0"), ("call.accept.button", "Accept", "Button", "0/1")]),
      ])
    #expect(
      report.findings.filter { $0.rule == "identifier-drift" }.map(\.identifier) == ["call.decline.button"])
  }

  @Test func aRenamedElementOfAHardCodedTextIsNoSecondUnboundIdentifier() throws {
    // "Share now" is in no catalog: the German "Jetzt teilen" is the same element, reported once.
    let report = try CaptureBindingTests.report(
      Self.files,
      [
        try Self.capture("en", [("call.share.button", "Share now", "Button", "0/1")]),
        try Self.capture("de", [("call.teilen.button", "Jetzt teilen", "Button", "0/1")]),
      ])
    #expect(
      report.findings.filter { $0.rule == "unbound-identifier" }.map(\.identifier) == ["call.share.button"])
    #expect(report.findings.filter { $0.rule == "identifier-drift" }.map(\.actual) == ["call.teilen.button"])
    // `--locales de`: the German element is where the run hears of it.
    var configuration = Configuration()
    configuration.locales = [LocaleID("de")]
    let german = LocaleChecker(configuration: configuration).check(
      try Fixture(Self.files).catalog(),
      captures: [
        try Self.capture("en", [("call.share.button", "Share now", "Button", "0/1")]),
        try Self.capture("de", [("call.teilen.button", "Jetzt teilen", "Button", "0/1")]),
      ])
    let unbound = german.findings.filter { $0.rule == "unbound-identifier" }
    #expect(unbound.map(\.position?.file) == ["captures/de/call.json"])
    #expect(unbound.map(\.identifier) == ["call.share.button"])
  }

  @Test func taxonomyNotesOfRenamedIdentifiersFollowTheRunsLocales() throws {
    // Audit 264: `--locales de` hears nothing of the Japanese capture's identifier.
    let captures = [
      try Self.capture("en", [("call.share.button", "Share now", "Button", "0/1")]),
      try Self.capture("de", [("call.share.button", "Jetzt teilen", "Button", "0/1")]),
      try Self.capture("ja", [("共有", "今すぐ共有", "Button", "0/1")]),
    ]
    let taxonomy = { (locales: [LocaleID]) throws -> [String?] in
      var configuration = Configuration()
      configuration.locales = locales
      let report = LocaleChecker(configuration: configuration).check(
        try Fixture(Self.files).catalog(), captures: captures)
      return report.findings.filter { $0.rule == "identifier-taxonomy" }.map(\.identifier)
    }
    #expect(try taxonomy([]) == ["共有"])
    #expect(try taxonomy([LocaleID("de")]) == [])
    #expect(try taxonomy([LocaleID("ja")]) == ["共有"])
  }
}
