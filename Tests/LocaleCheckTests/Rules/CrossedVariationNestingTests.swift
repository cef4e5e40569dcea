import Testing

@testable import LocaleCheck

/// A translation that nests its device and plural forms the other way round from the source's
/// (`device.mac.plural.one` beside the source's `plural.one.device.mac`) is compared form by form
/// with the source's same form (audit 235).
@Suite struct CrossedVariationNestingTests {
  static func unit(_ text: String) -> String {
    #"{ "stringUnit" : { "state" : "translated", "value" : "\#(text)" } }"#
  }

  /// English varies by count, then device; French by device, then count.
  static func catalog(
    frenchMac one: String, _ other: String,
    englishMac: (one: String, other: String) = (
      "%lld song in your Mac library", "%lld songs in your Mac library"
    )
  ) -> String {
    """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%lld songs" : { "localizations" : {
      "en" : { "variations" : { "plural" : {
        "one" : { "variations" : { "device" : {
          "mac" : \(unit(englishMac.one)), "other" : \(unit("%lld song")) } } },
        "other" : { "variations" : { "device" : {
          "mac" : \(unit(englishMac.other)), "other" : \(unit("%lld songs")) } } } } } },
      "fr" : { "variations" : { "device" : {
        "mac" : { "variations" : { "plural" : { "one" : \(unit(one)), "other" : \(unit(other)) } } },
        "other" : { "variations" : { "plural" : {
          "one" : \(unit("%lld morceau")), "other" : \(unit("%lld morceaux")) } } } } } }
    } } } }
    """
  }

  @Test func copiedFormsNestedTheOtherWayAreEnglish() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        frenchMac: "%lld song in your Mac library", "%lld songs in your Mac library")
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "fr shows the en text '%lld song in your Mac library' for %lld songs (device.mac.plural.one)",
        "fr shows the en text '%lld songs in your Mac library' for %lld songs (device.mac.plural.other)",
      ])
    // Measured beside the source's Mac forms, as long as they are.
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func translatedFormsNestedTheOtherWayPass() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        frenchMac: "%lld morceau dans la bibliothèque", "%lld morceaux dans la bibliothèque")
    ])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func formsNestedTheOtherWayHaveTheSourceFormsArguments() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        frenchMac: "%1$lld morceau sur %2$@", "%1$lld morceaux sur %2$@",
        englishMac: ("%1$lld song on %2$@", "%1$lld songs on %2$@"))
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }

  @Test func crossedPathsAndOtherForms() {
    #expect(LeafPath.crossedNesting(of: "device.mac.plural.one") == "plural.one.device.mac")
    #expect(LeafPath.crossedNesting(of: "plural.few.device.ipad") == "device.ipad.plural.few")
    #expect(LeafPath.crossedNesting(of: "plural.one") == nil)
    #expect(LeafPath.otherForm(of: "plural.few.device.mac") == "plural.other.device.mac")
    #expect(LeafPath.otherForm(of: "substitutions.n.plural.few") == "substitutions.n.plural.other")
  }
}
