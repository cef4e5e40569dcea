/// A text keyed by its exact UTF-8 bytes: hashing a `String` normalizes non-ASCII text first,
/// which costs more than a memo's look-up saves. Canonically equal spellings are two keys.
struct RawText: Hashable, Sendable {
  let text: String

  static func == (lhs: RawText, rhs: RawText) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

  func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
