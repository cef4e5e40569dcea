import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A finding about what a JSON capture's element shows points at its `label`, which a
/// pretty-printed capture writes lines below the element's `{`.
@Suite("Capture label positions")
struct CaptureLabelPositionTests {
  static let capture = """
    {"elements": [
      {
        "identifier": "login.submit.button",
        "type": "button",
        "label": "Sign in"
      }
    ]}
    """

  @Test func aMismatchPointsAtTheLabelMember() throws {
    let catalog = CatalogText.xcstrings(["Sign in": ["en": "Sign in", "es": "Iniciar sesión"]])
    let english = try CaptureBindingTests.capture(
      "en", "login", [("login.submit.button", "Sign in", "Button", "0/1")])
    let spanish = try UICaptureParser.parse(
      Array(Self.capture.utf8), file: "captures/es/login.json", locale: LocaleID("es"), screen: "login",
      isJSON: true)
    #expect(spanish.elements.first?.position.line == 2)
    let report = try CaptureBindingTests.report(["Localizable.xcstrings": catalog], [english, spanish])
    let mismatch = report.findings.first { $0.rule == "runtime-mismatch" }
    #expect(mismatch?.position?.file == "captures/es/login.json")
    #expect(mismatch?.position?.line == 5)
    #expect(mismatch?.position?.column == 14)
  }

  @Test func aLabelTakenFromTheTitlePointsAtTheTitle() throws {
    let text = """
      {"elements": [
        {
          "identifier": "login.submit.button",
          "label": "",
          "title": "Sign in"
        }
      ]}
      """
    let capture = try UICaptureParser.parse(
      Array(text.utf8), file: "captures/es/login.json", locale: LocaleID("es"), screen: "login", isJSON: true)
    #expect(capture.elements.first?.label == "Sign in")
    #expect(capture.elements.first?.labelPosition.line == 5)
  }
}
