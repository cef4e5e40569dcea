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
    guard let fields = root.members else {
      throw CatalogError(position: root.position, message: "expected a capture object")
    }
    try JSONMember.rejectRepeatedNames(in: fields)
    guard let list = root["elements"]?.elements else {
      if let other = root["elements"] {
        throw CatalogError(
          position: other.position, message: "'elements' must be an array, not \(other.kindName)")
      }
      throw CatalogError(position: root.position, message: "a capture needs an 'elements' array")
    }
    var elements: [CapturedElement] = []
    try appendElements(list, parentPath: nil, to: &elements)
    let declaredLocale = try declaredLocale(root, folder: locale)
    let declaredScreen = try string(root["screen"], field: "screen") ?? screen
    return UICapture(locale: declaredLocale, screen: declaredScreen, file: file, elements: elements)
  }

  /// The element objects `list` holds, and those their `children` arrays hold (a helper that
  /// writes the tree as it is), in document order. A child without a `path` of its own
  /// is numbered below its parent's, where the parent has one.
  private static func appendElements(
    _ list: [JSONNode], parentPath: String?, to elements: inout [CapturedElement]
  ) throws(CatalogError) {
    for (index, node) in list.enumerated() {
      var found = try element(node)
      if found.path == nil, let parentPath { found.path = "\(parentPath)/\(index)" }
      elements.append(found)
      switch node["children"] {
      case nil, .null?: break
      case .array(let children, _)?: try appendElements(children, parentPath: found.path, to: &elements)
      case let other?: throw wrongKind(other, field: "children", expected: "an array")
      }
    }
  }

  /// One element object of a JSON capture.
  private static func element(_ node: JSONNode) throws(CatalogError) -> CapturedElement {
    guard let fields = node.members else {
      throw CatalogError(position: node.position, message: "expected an element object")
    }
    try JSONMember.rejectRepeatedNames(in: fields)
    try rejectMistypedFields(in: fields)
    var traits: [String] = []
    switch node["traits"] {
    case nil, .null?: break
    case .array(let items, _)?:
      for item in items { if let trait = try string(item, field: "traits") { traits.append(trait) } }
    case let other?: throw wrongKind(other, field: "traits", expected: "an array")
    }
    let type = try string(node["type"], field: "type")
    let value = try valueText(node["value"])
    var label = try string(node["label"], field: "label")
    // Written from `XCUIElement`'s attributes, an empty field has no label: VoiceOver speaks its
    // placeholder (a macOS control its title), as for the text dump.
    if label?.isEmpty ?? true {
      var attributes: [String: String] = [:]
      for name in ["title", "placeholderValue"] { attributes[name] = try string(node[name], field: name) }
      if !attributes.isEmpty {
        attributes["value"] = value
        label = SpokenLabel.of(attributes, type: type) ?? label
      }
    }
    var element = CapturedElement(
      identifier: try string(node["identifier"], field: "identifier").flatMap { $0.isEmpty ? nil : $0 },
      label: label, value: value, type: type, traits: traits,
      path: try string(node["path"], field: "path"), position: node.position)
    // A label finding points at the label (or the title it is taken from), which a pretty-printed
    // capture writes lines below `{`.
    for name in ["label", "title", "placeholderValue"] {
      if case .string(let text, let position)? = node[name], text == label {
        element.labelPosition = position
        break
      }
    }
    return element
  }

  /// The capture's `locale`, which must be its folder's (`locale`), or that locale.
  private static func declaredLocale(_ root: JSONNode, folder locale: LocaleID) throws(CatalogError)
    -> LocaleID
  {
    try string(root["locale"], field: "locale").map { raw throws(CatalogError) in
      // Read as it is, `de|x` would become a column of the matrix.
      guard LocaleID.isWellFormed(raw) else {
        throw CatalogError(
          position: root["locale"]!.position,
          message: LocaleID.notALocale(raw))
      }
      // A capture filed under another locale's folder was taken in one of the two by mistake;
      // either way one locale's column would show what the app showed in the other.
      guard LocaleID(raw) == locale else {
        throw CatalogError(
          position: root["locale"]!.position,
          message:
            "the capture says locale '\(raw)' but lies in the folder of '\(locale)'; move it or mend its locale"
        )
      }
      return LocaleID(raw)
    } ?? locale
  }

  /// A field's text; `nil` when it is left out or `null`; an error when it is of another kind
  /// (a number where a label goes must not read as "no label").
  private static func string(_ node: JSONNode?, field: String) throws(CatalogError) -> String? {
    guard let node else { return nil }
    if case .null = node { return nil }
    guard let text = node.stringValue else { throw wrongKind(node, field: field, expected: "a string") }
    return text
  }

  /// The `value` field's text: `XCUIElement.value` is any value, and a macOS checkbox's or
  /// slider's is a number that a capture helper writes as one (`"value": 1`, `0.5`, `true`).
  private static func valueText(_ node: JSONNode?) throws(CatalogError) -> String? {
    switch node {
    case .number(let number, _)?:
      return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case .bool(let flag, _)?: return flag ? "1" : "0"
    default: return try string(node, field: "value")
    }
  }

  private static func wrongKind(_ node: JSONNode, field: String, expected: String) -> CatalogError {
    CatalogError(position: node.position, message: "'\(field)' must be \(expected), not \(node.kindName)")
  }
}
