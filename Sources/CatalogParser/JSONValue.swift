/// A JSON value with ordered object members, for writing reports whose key order is part of the contract.
public indirect enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(nilLiteral: ()) { self = .null }

  /// A string, or `null` for `nil`.
  public static func optional(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
  /// An integer, or `null` for `nil`.
  public static func optional(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// The JSON text; `pretty` indents by two spaces, one member per line.
  public func serialized(pretty: Bool = false) -> String {
    var output = ""
    write(to: &output, pretty: pretty, indent: 0)
    return output
  }

  private func write(to output: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .double(let value): output += value.isFinite ? String(value) : "null"
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let values):
      writeContainer(
        values.map { (nil, $0) }, open: "[", close: "]", to: &output, pretty: pretty, indent: indent)
    case .object(let members):
      writeContainer(
        members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &output, pretty: pretty, indent: indent)
    }
  }

  private func writeContainer(
    _ items: [(String?, JSONValue)], open: String, close: String, to output: inout String, pretty: Bool,
    indent: Int
  ) {
    output += open
    guard !items.isEmpty else {
      output += close
      return
    }
    let innerPad = pretty ? "\n" + String(repeating: " ", count: indent + 2) : ""
    for (index, (name, value)) in items.enumerated() {
      if index > 0 { output += "," }
      output += innerPad
      if let name {
        JSONValue.writeString(name, to: &output)
        output += pretty ? ": " : ":"
      }
      value.write(to: &output, pretty: pretty, indent: indent + 2)
    }
    if pretty { output += "\n" + String(repeating: " ", count: indent) }
    output += close
  }

  /// Writes `value` as a JSON string literal, escaping quotes, backslashes and control characters.
  public static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
