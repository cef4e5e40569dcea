/// Reads UI captures: `XCUIApplication().debugDescription` text or labelcheck's JSON shape.
public enum UICaptureParser {
  /// Parses a capture; `locale` and `screen` come from its folder and file name.
  public static func parse(_ bytes: [UInt8], file: String, locale: LocaleID, screen: String, isJSON: Bool)
    throws(CatalogError) -> UICapture
  {
    if isJSON { return try parseJSON(bytes, file: file, locale: locale, screen: screen) }
    let text = try TextDecoding.utf8Bytes(from: bytes, file: file)
    let elements = try DebugDescriptionReader.elements(in: String(decoding: text, as: UTF8.self), file: file)
    return UICapture(locale: locale, screen: screen, file: file, elements: elements)
  }

  /// `{"locale":"es","screen":"login","elements":[{"identifier":...,"label":...,"path":"0/2/1"}]}`.
  static func parseJSON(_ bytes: [UInt8], file: String, locale: LocaleID, screen: String) throws(CatalogError)
    -> UICapture
  {
    let root = try JSONNode.parse(bytes, file: file)
    guard root.members != nil else {
      throw CatalogError(position: root.position, message: "expected a capture object")
    }
    guard let list = root["elements"]?.elements else {
      throw CatalogError(position: root.position, message: "a capture needs an 'elements' array")
    }
    var elements: [CapturedElement] = []
    for node in list {
      guard node.members != nil else {
        throw CatalogError(position: node.position, message: "expected an element object")
      }
      let traits = node["traits"]?.elements?.compactMap(\.stringValue) ?? []
      elements.append(
        CapturedElement(
          identifier: node["identifier"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 },
          label: node["label"]?.stringValue, value: node["value"]?.stringValue,
          type: node["type"]?.stringValue,
          traits: traits, path: node["path"]?.stringValue, position: node.position))
    }
    let declaredLocale = root["locale"]?.stringValue.map(LocaleID.init) ?? locale
    let declaredScreen = root["screen"]?.stringValue ?? screen
    return UICapture(locale: declaredLocale, screen: declaredScreen, file: file, elements: elements)
  }
}
