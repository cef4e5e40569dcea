import CatalogParser
import Testing

@testable import LocaleCheck

/// A JSON capture's control whose label is `null` or left out (a helper that encodes a `nil`
/// label so) binds to nothing, as an unlabelled one does, unless another capture tells its
/// label (audit 151).
@Suite("UI captures: a label the capture does not tell")
struct CaptureUntoldLabelTests {
  static func capture(_ locale: String, _ elements: String) throws -> UICapture {
    try UICaptureParser.parse(
      Array(#"{"elements":[\#(elements)]}"#.utf8), file: "captures/\(locale)/login.json",
      locale: LocaleID(locale), screen: "login", isJSON: true)
  }

  @Test func aControlWithoutALabelAnywhereIsUnbound() throws {
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": CaptureBindingTests.catalog],
      [
        try Self.capture(
          "en",
          #"{"identifier":"login.a","label":null,"type":"button"},{"identifier":"login.e","type":"button"},"#
            + #"{"identifier":"login.d","label":"","type":"button"}"#)
      ])
    #expect(
      report.findings.filter { $0.rule == "unbound-identifier" }.map(\.message) == [
        "login.a on login is bound to no key: its capture gives no label, so no catalog text binds it to a key",
        "login.e on login is bound to no key: its capture gives no label, so no catalog text binds it to a key",
        "login.d on login is bound to no key: it shows no label, so no catalog text binds it to a key",
      ])
  }

  @Test func anotherCaptureThatTellsTheLabelBindsIt() throws {
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": CaptureBindingTests.catalog],
      [
        try Self.capture("en", #"{"identifier":"login.submit","type":"button"}"#),
        try Self.capture("es", #"{"identifier":"login.submit","label":"Iniciar sesión","type":"button"}"#),
      ])
    #expect(!report.findings.contains { $0.rule == "unbound-identifier" })
    #expect(report.matrix.contains { $0.identifier == "login.submit" && $0.key == "Sign in" })
  }

  @Test func aControlWhoseChildShowsTheLabelIsNotUnbound() throws {
    // Review 123: VoiceOver reads the button's child text.
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": CaptureBindingTests.catalog],
      [
        try Self.capture(
          "en",
          #"{"identifier":"login.kids","type":"button","path":"1/3","children":[{"type":"staticText","label":"Sign in"}]}"#
        )
      ])
    #expect(!report.findings.contains { $0.rule == "unbound-identifier" })
  }

  @Test func anImageOrContainerWithoutALabelIsStillPassedBy() throws {
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": CaptureBindingTests.catalog],
      [
        try Self.capture(
          "en", #"{"identifier":"login.form","type":"other"},{"identifier":"logo","type":"image"}"#)
      ])
    #expect(!report.findings.contains { $0.rule == "unbound-identifier" })
  }
}
