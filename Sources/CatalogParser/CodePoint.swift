/// How messages name a character by its value: `U+00A0`, at least four hex digits.
package enum CodePoint {
  /// `U+` and the value in upper-case hex, padded to four digits.
  package static func text(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The character written as Swift writes an escape, `\u{200B}`: what the reports show for a
  /// character a reader would not see.
  package static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}
