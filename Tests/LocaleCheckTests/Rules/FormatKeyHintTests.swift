import CatalogParser
import Testing

@testable import LocaleCheck

/// The hint of `unbound-identifier` for a captured label with its placeholders filled in: which
/// format key may show it, for the developer to map.
@Suite("Format key hint")
struct FormatKeyHintTests {
  @Test func aLabelWithItsPlaceholdersFilledInNamesTheFormatKeyThatMayShowIt() throws {
    // `%@` alone (SwiftUI's `Text("\\(x)")`) would show any label: it is no hint.
    let catalog = CatalogText.xcstrings(["%@": ["en": "%@"], "Pay %@": ["en": "Pay %@", "es": "Pagar %@"]])
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": catalog],
      [
        try CaptureBindingTests.capture(
          "en", "checkout", [("checkout.pay.button", "Pay $12.00", "Button", "0/1")])
      ])
    #expect(
      report.findings.filter { $0.rule == "unbound-identifier" }.map(\.message) == [
        "checkout.pay.button on checkout is bound to no key: no catalog key has the label 'Pay $12.00'; "
          + "the format key 'Pay %@' may show it: map the identifier to it in the label map"
      ])
  }

  /// A SwiftUI `Text("\\(count) photos")` key, its English and German plural forms.
  static let photos = """
    {"version":"1.0","sourceLanguage":"en","strings":{"%lld photos":{"localizations":{
    "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld photo"}},
      "other":{"stringUnit":{"state":"translated","value":"%lld photos"}}}}},
    "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Foto"}},
      "other":{"stringUnit":{"state":"translated","value":"%lld Fotos"}}}}}}},
    "Hello %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo %@"}}}}}}
    """

  static func hints(_ locale: String, _ label: String) throws -> [String] {
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": Self.photos],
      [try CaptureBindingTests.capture(locale, "home", [("home.header.title", label, "StaticText", "0/1")])])
    return report.findings.filter { $0.rule == "unbound-identifier" }.map(\.message)
  }

  static func hint(_ label: String, _ key: String) -> String {
    "home.header.title on home is bound to no key: no catalog key has the label '\(label)'; "
      + "the format key '\(key)' may show it: map the identifier to it in the label map"
  }

  @Test func aPluralFormWithItsCountFilledInNamesItsKey() throws {
    #expect(try Self.hints("en", "1 photo") == [Self.hint("1 photo", "%lld photos")])
    #expect(try Self.hints("de", "1 Foto") == [Self.hint("1 Foto", "%lld photos")])
    #expect(try Self.hints("en", "12 photos") == [Self.hint("12 photos", "%lld photos")])
  }

  @Test func countsOfOneFormatInTwoStatesOrRowsNameItsKey() throws {
    // Audit 264: "3 photos" and "1 photo" are one key's label, not two controls to rename.
    let twoScreens = try CaptureBindingTests.report(
      ["Localizable.xcstrings": Self.photos],
      [
        try CaptureBindingTests.capture(
          "en", "archive", [("home.header.count", "1 photo", "StaticText", "0/1")]),
        try CaptureBindingTests.capture(
          "en", "home", [("home.header.count", "3 photos", "StaticText", "0/1")]),
      ])
    #expect(
      twoScreens.findings.filter { $0.rule == "unbound-identifier" }.map(\.message) == [
        "home.header.count on archive is bound to no key: it shows '1 photo' here and '3 photos' on "
          + "home, both shown by the format key '%lld photos': map the identifier to it in the label map"
      ])
    let rows = try CaptureBindingTests.report(
      ["Localizable.xcstrings": Self.photos],
      [
        try CaptureBindingTests.capture(
          "en", "home",
          [
            ("home.row.count", "3 photos", "StaticText", "0/1"),
            ("home.row.count", "12 photos", "StaticText", "0/2"),
            ("home.row.name", "Holidays", "StaticText", "0/3"),
            ("home.row.name", "Garden", "StaticText", "0/4"),
          ])
      ])
    #expect(
      rows.findings.filter { $0.rule == "unbound-identifier" }.map(\.message) == [
        "home.row.count on home is bound to no key: it shows '3 photos' here and '12 photos', both shown by "
          + "the format key '%lld photos': map the identifier to it in the label map",
        "home.row.name on home is bound to no key: it shows different labels in one capture ('Holidays', "
          + "'Garden'), so it stands for no single key; give each element its own identifier or map it in the "
          + "label map",
      ])
  }

  @Test func aFormThatShowsNoNumberNamesItsKey() throws {
    // Where no messages show just "Inbox", the zero form is empty: that text is the key's too.
    let catalog = #"""
      {"version":"1.0","sourceLanguage":"en","strings":{"inbox":{"localizations":{"en":{
      "stringUnit":{"state":"translated","value":"Inbox%#@n@"},
      "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "zero":{"stringUnit":{"state":"translated","value":""}},
      "other":{"stringUnit":{"state":"translated","value":" (%arg)"}}}}}}}}}}}
      """#
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": catalog],
      [try CaptureBindingTests.capture("en", "home", [("home.header.title", "Inbox", "StaticText", "0/1")])])
    #expect(
      report.findings.filter { $0.rule == "unbound-identifier" }.map(\.message) == [
        Self.hint("Inbox", "inbox")
      ])
  }

  @Test func aTranslationsCaptureShowingTheSourceFormatNamesItsKey() throws {
    // The German app shows the English text: the source's format tells which key it is.
    #expect(try Self.hints("de", "Hello Anna") == [Self.hint("Hello Anna", "Hello %@")])
  }

  @Test func aLabelNoFormatShowsGetsNoHint() throws {
    let hints = try Self.hints("en", "Welcome back")
    #expect(hints.count == 1)
    #expect(hints.allSatisfy { !$0.contains("format key") })
  }

  /// The `unbound-identifier` messages for a capture of "1 photo" beside the key `key`, whose
  /// English value is `format` with a plural variable `photos`.
  static func hintsForOnePhoto(key: String, format: String) throws -> [String] {
    let catalog = """
      {"version":"1.0","sourceLanguage":"en","strings":{\(CatalogText.quoted(key)):{"localizations":{"en":{
      "stringUnit":{"state":"translated","value":\(CatalogText.quoted(format))},
      "substitutions":{"photos":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "one":{"stringUnit":{"state":"translated","value":"%arg photo"}},
      "other":{"stringUnit":{"state":"translated","value":"%arg photos"}}}}}}}}}}}
      """
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": catalog],
      [try CaptureBindingTests.capture("en", "home", [("home.header.title", "1 photo", "StaticText", "0/1")])]
    )
    return report.findings.filter { $0.rule == "unbound-identifier" }.map(\.message)
  }

  @Test func aSubstitutionsFormIsNoLabelOfItsOwn() throws {
    // "%arg photo" is part of "Delete %#@photos@?": it shows "1 photo" in no label of its own.
    #expect(
      try Self.hintsForOnePhoto(key: "Delete %@?", format: "Delete %#@photos@?") == [
        "home.header.title on home is bound to no key: no catalog key has the label '1 photo'"
      ])
  }

  @Test func aSingleVariablesFormsStandInItsText() throws {
    // `.stringsdict` and String Catalog plurals by a variable: "%#@photos@" shows "%lld photo".
    #expect(
      try Self.hintsForOnePhoto(key: "photo_count", format: "%#@photos@") == [
        Self.hint("1 photo", "photo_count")
      ])
  }
}
