/// A parser's place in the ``SharedTableStrings`` of the table it reads: the key it reads next is
/// most likely the shared key at `next`.
struct SharedStringCursor {
  private let strings: SharedTableStrings?
  private var next = 0
  /// The shared position of the key read last, when it was found.
  private var current: Int?

  init(_ strings: SharedTableStrings?) {
    self.strings = strings
  }

  /// Whether there is anything to share.
  var isActive: Bool { strings != nil }

  /// The shared key spelled `bytes`, when it is the one expected here (or the one just read,
  /// for the units of one key's variations); it becomes the current key.
  mutating func key(matching bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let strings else { return nil }
    if let key = match(next, in: strings, bytes) ?? match(next - 1, in: strings, bytes) { return key }
    current = nil
    return nil
  }

  private mutating func match(
    _ candidate: Int, in strings: SharedTableStrings, _ bytes: UnsafeBufferPointer<UInt8>
  )
    -> String?
  {
    guard candidate >= 0 && candidate < strings.keys.count, Self.spells(strings.keys[candidate], bytes) else {
      return nil
    }
    current = candidate
    next = candidate + 1
    return strings.keys[candidate]
  }

  /// Finds the place again after a key that was not the expected one: `key` becomes the current
  /// key if the shared table has it.
  mutating func moveTo(_ key: String) {
    guard let strings else { return }
    current = strings.indexByKey[key]
    if let current { next = current + 1 }
  }

  /// The current key's shared comment, when it is spelled `bytes`.
  func comment(matching bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let strings, let current, let comment = strings.comments[current] else { return nil }
    return Self.spells(comment, bytes) ? comment : nil
  }

  /// The current key's shared source text, when it is spelled `bytes`.
  func sourceText(matching bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let strings, let current, current < strings.sourceTexts.count,
      let text = strings.sourceTexts[current]
    else { return nil }
    return Self.spells(text, bytes) ? text : nil
  }

  /// Whether `string`'s UTF-8 is exactly `bytes`.
  private static func spells(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard string.utf8.count == bytes.count else { return false }
    return string.utf8.withContiguousStorageIfAvailable { ByteSearch.equal($0, bytes) }
      ?? string.utf8.elementsEqual(bytes)
  }
}
