/// Writes a ``JSONValue`` as UTF-8 bytes: one buffer for the whole document, strings copied whole
/// where they need no escape, indentation from ready-made runs of spaces.
struct JSONWriter {
  var bytes: [UInt8] = []
  let pretty: Bool

  init(pretty: Bool) {
    self.pretty = pretty
  }

  mutating func write(_ value: JSONValue, indent: Int = 0) {
    switch value {
    case .null: append("null")
    case .bool(let flag): append(flag ? "true" : "false")
    case .int(let number): append(String(number))
    case .double(let number): append(number.isFinite ? String(number) : "null")
    case .string(let text): writeString(text)
    case .array(let values):
      guard !values.isEmpty else { return append("[]") }
      bytes.append(UInt8(ascii: "["))
      for (index, element) in values.enumerated() {
        separate(index, indent: indent + 2)
        write(element, indent: indent + 2)
      }
      close(UInt8(ascii: "]"), indent: indent)
    case .object(let members):
      guard !members.isEmpty else { return append("{}") }
      bytes.append(UInt8(ascii: "{"))
      for (index, (name, element)) in members.enumerated() {
        separate(index, indent: indent + 2)
        writeString(name)
        append(pretty ? ": " : ":")
        write(element, indent: indent + 2)
      }
      close(UInt8(ascii: "}"), indent: indent)
    }
  }

  /// `text` as a JSON string literal.
  mutating func writeString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Most strings need no escape: copied whole, not a scalar at a time. (0xE2 may start
      // U+2028 or U+2029, which JavaScript does not allow raw in a string.)
      if !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }) {
        bytes.append(contentsOf: utf8)
      } else {
        writeEscaped(String(decoding: utf8, as: UTF8.self))
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func writeEscaped(_ text: String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": append("\\\"")
      case "\\": append("\\\\")
      case "\n": append("\\n")
      case "\r": append("\\r")
      case "\t": append("\\t")
      case "\u{08}": append("\\b")
      case "\u{0C}": append("\\f")
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        } else {
          bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
      }
    }
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// The comma before every item but the first, and in pretty output the new line and indent.
  mutating func separate(_ index: Int, indent: Int) {
    if index > 0 { bytes.append(UInt8(ascii: ",")) }
    if pretty { newLine(indent) }
  }

  mutating func close(_ bracket: UInt8, indent: Int) {
    if pretty { newLine(indent) }
    bytes.append(bracket)
  }

  private mutating func newLine(_ indent: Int) {
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
  }
}
