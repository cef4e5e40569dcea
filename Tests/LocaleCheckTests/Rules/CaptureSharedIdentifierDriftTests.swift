import CatalogParser
import Testing

@testable import LocaleCheck

/// An identifier two elements share in the source's capture, which one of them lost in another
/// locale's (audit 151: PIA's `id.login.submit` on the password field and the button).
@Suite("identifier-drift: a shared identifier's lost copy")
struct CaptureSharedIdentifierDriftTests {
  static func capture(_ locale: String, button: String?) throws -> UICapture {
    let identifier = button.map { #""identifier":"\#($0)","# } ?? ""
    return try UICaptureParser.parse(
      Array(
        """
        {"elements":[
         {"identifier":"login.submit","label":"","type":"secureTextField","path":"0/0"},
         {\(identifier)"label":"\(locale == "en" ? "Sign in" : "Iniciar sesión")","type":"button","path":"0/1"}]}
        """.utf8), file: "captures/\(locale)/login.json", locale: LocaleID(locale), screen: "login",
      isJSON: true)
  }

  @Test func theElementThatLostItsCopyIsToldWhere() throws {
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": CaptureBindingTests.catalog],
      [try Self.capture("en", button: "login.submit"), try Self.capture("es", button: nil)])
    let drift = report.findings.filter { $0.rule == "identifier-drift" }
    #expect(
      drift.map(\.message) == [
        "es capture of login has no identifier at 0/1, where en has 'login.submit' (shared there with another "
          + "element, which keeps it in es): give each element its own identifier"
      ])
    #expect(drift.first?.position?.line == 3)
  }

  @Test func anIdentifierEveryCaptureSharesAlikeIsNoDrift() throws {
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": CaptureBindingTests.catalog],
      [try Self.capture("en", button: "login.submit"), try Self.capture("es", button: "login.submit")])
    #expect(!report.findings.contains { $0.rule == "identifier-drift" })
  }
}
