import Testing

@testable import CatalogParser

@Suite("UI captures")
struct UICaptureParserTests {
  let debugDescription = """
    Attributes: Application, 0x6000, pid: 4, label: 'Sample'
    Element subtree:
     →Application, 0x6000, pid: 4, label: 'Sample'
        Window (Main), 0x60e0, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x61c0, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.submit.button', label: 'Sign in', Selected
          TextField, 0x62a0, {{16.0, 180.0}, {358.0, 44.0}}, identifier: 'login.email.field', label: 'It's me, Mario', value: x
        Window, 0x6380, {{0.0, 0.0}, {390.0, 844.0}}
    Path to element:
     →Application, 0x6000, pid: 4, label: 'Sample'
    """

  @Test func readsDebugDescriptionElementsWithTreePathsAndLines() throws {
    let capture = try UICaptureParser.parse(
      Array(debugDescription.utf8), file: "captures/en/login.txt", locale: LocaleID("en"), screen: "login",
      isJSON: false)
    #expect(capture.elements.map(\.path) == ["0", "0/0", "0/0/0", "0/0/1", "0/1"])
    let button = capture.elements[2]
    #expect(button.identifier == "login.submit.button")
    #expect(button.label == "Sign in")
    #expect(button.type == "Button")
    #expect(button.traits == ["Selected"])
    #expect(button.position == SourcePosition(file: "captures/en/login.txt", line: 5, column: 7))
    #expect(capture.elements[3].label == "It's me, Mario")
    #expect(capture.elements[3].value == "x")
    #expect(capture.elements[1].type == "Window")
  }

  @Test func readsTheJSONShape() throws {
    let json = """
      {"locale":"es","screen":"login","elements":[
        {"identifier":"login.submit.button","label":"Iniciar sesión","type":"button","traits":["button"],"path":"0/2/1"},
        {"identifier":"","label":"Hola"}]}
      """
    let capture = try UICaptureParser.parse(
      Array(json.utf8), file: "c.json", locale: LocaleID("ES"), screen: "x", isJSON: true)
    #expect(capture.locale == LocaleID("es"))
    #expect(capture.screen == "login")
    #expect(capture.elements.map(\.identifier) == ["login.submit.button", nil])
    #expect(capture.elements[0].position.line == 2)
    #expect(capture.elements[0].traits == ["button"])
  }

  @Test func aCaptureInAnotherLocalesFolderIsAnError() {
    let json = #"{"locale":"fr","elements":[]}"#
    #expect(
      throws: CatalogError(
        file: "c.json", line: 1, column: 11,
        message: "the capture says locale 'fr' but lies in the folder of 'en'; move it or mend its locale")
    ) {
      _ = try UICaptureParser.parse(
        Array(json.utf8), file: "c.json", locale: LocaleID("en"), screen: "s", isJSON: true)
    }
  }

  @Test func refusesMalformedJSONWithAPosition() {
    #expect(
      throws: CatalogError(file: "c.json", line: 1, column: 2, message: "a capture needs an 'elements' array")
    ) {
      _ = try UICaptureParser.parse(
        Array(" {}".utf8), file: "c.json", locale: LocaleID("es"), screen: "s", isJSON: true)
    }
    #expect(
      throws: CatalogError(
        file: "c.json", line: 2, column: 14, message: "'elements' must be an array, not an object")
    ) {
      _ = try UICaptureParser.parse(
        Array("{\"screen\":\"s\",\n \"elements\": {}}".utf8), file: "c.json", locale: LocaleID("es"),
        screen: "s",
        isJSON: true)
    }
  }

  @Test(arguments: [
    (#"{"elements":[{"identifier":"a.b","label":5}]}"#, 1, 42, "'label' must be a string, not a number"),
    (#"{"elements":[{"identifier":["a"]}]}"#, 1, 28, "'identifier' must be a string, not an array"),
    (#"{"elements":[{"traits":"button"}]}"#, 1, 24, "'traits' must be an array, not a string"),
    (#"{"locale":"de|x","elements":[]}"#, 1, 11, "'de|x' is not a locale (such as de, pt-BR or zh-Hans)"),
    (
      #"{"elements":[{"label":"Sign in","label":"Iniciar sesión"}]}"#, 1, 33,
      "'label' is written twice (first at line 1, column 15)"
    ),
    (
      #"{"screen":"a","elements":[],"screen":"b"}"#, 1, 29,
      "'screen' is written twice (first at line 1, column 2)"
    ),
  ])
  func refusesFieldsOfTheWrongKindWithTheirPosition(json: String, line: Int, column: Int, message: String) {
    #expect(throws: CatalogError(file: "c.json", line: line, column: column, message: message)) {
      _ = try UICaptureParser.parse(
        Array(json.utf8), file: "c.json", locale: LocaleID("es"), screen: "s", isJSON: true)
    }
  }

  @Test func nullFieldsAreLeftOut() throws {
    let json = #"{"locale":null,"elements":[{"identifier":"a.b","label":null,"traits":[null,"button"]}]}"#
    let capture = try UICaptureParser.parse(
      Array(json.utf8), file: "c.json", locale: LocaleID("es"), screen: "s", isJSON: true)
    #expect(capture.locale == LocaleID("es"))
    #expect(capture.elements.first?.label == nil)
    #expect(capture.elements.first?.traits == ["button"])
  }

  @Test func aNumberOrBooleanValueIsItsText() throws {
    // A macOS checkbox's or slider's `XCUIElement.value` is a number; helpers write it as one.
    let json =
      #"{"elements":[{"identifier":"a","label":"A","value":1},{"identifier":"b","label":"B","value":0.5},"#
      + #"{"identifier":"c","label":"C","value":true}]}"#
    let capture = try UICaptureParser.parse(
      Array(json.utf8), file: "c.json", locale: LocaleID("es"), screen: "s", isJSON: true)
    #expect(capture.elements.map(\.value) == ["1", "0.5", "1"])
  }

  @Test func anEmptyJSONFieldIsSpokenByItsPlaceholderAsInTheDump() throws {
    // Written from XCUIElement's attributes: an empty field's value is its placeholder.
    let json = """
      {"elements":[
        {"identifier":"login.server","label":"","placeholderValue":"Introduzca la URL","value":"Introduzca la URL","type":"textField"},
        {"identifier":"login.name","label":"","placeholderValue":"Nombre","value":"Ana","type":"textField"},
        {"identifier":"mac.ok","title":"Aceptar","type":"button"},
        {"identifier":"note","label":"","value":"Texto","type":"staticText"}]}
      """
    let capture = try UICaptureParser.parse(
      Array(json.utf8), file: "c.json", locale: LocaleID("es"), screen: "login", isJSON: true)
    #expect(capture.elements.map(\.label) == ["Introduzca la URL", "Nombre", "Aceptar", ""])
  }
}
