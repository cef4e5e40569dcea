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

  /// A JSON string, from a string literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A JSON integer, from an integer literal.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A JSON boolean, from `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// JSON `null`, from `nil`.
  public init(nilLiteral: ()) { self = .null }

  /// A string, or `null` for `nil`.
  public static func optional(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
  /// An integer, or `null` for `nil`.
  public static func optional(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }

  /// Whether both values serialize to the same compact JSON text: member order counts, `1` and
  /// `1.0` differ, and a non-finite double equals `null`.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
  /// Hashes the compact JSON text, as `==` compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// The JSON text; `pretty` indents by two spaces, one member per line.
  public func serialized(pretty: Bool = false) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.write(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Writes `value` as a JSON string literal, escaping quotes, backslashes and control characters.
  public static func writeString(_ value: String, to output: inout String) {
    var writer = JSONWriter(pretty: false)
    writer.writeString(value)
    output += String(decoding: writer.bytes, as: UTF8.self)
  }
}
