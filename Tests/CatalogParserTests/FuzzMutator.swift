/// Mutates seed files the way a fuzzer does: bit flips, inserted syntax bytes, truncation,
/// splices of two files, duplicated and deleted regions.
struct FuzzMutator {
  /// Bytes that change how the parsers tokenize: quotes, brackets, escapes, entity starts, NUL,
  /// a byte that is never valid UTF-8 and the first byte of a two-byte sequence.
  static let interestingBytes: [UInt8] =
    Array("\"{}[]<>&;\\%/=:,'!?#@$\n\r\t ".utf8) + [0x00, 0xFF, 0xC3, 0x80]

  /// Short sequences worth inserting whole: escapes, references, markup openers and closers.
  static let interestingTokens: [[UInt8]] = [
    "\\u", "\\uD800", "\\u00", "&#", "&#x110000;", "&amp;", "&lt", "<![CDATA[", "]]>", "<!--", "-->",
    "</", "/>", "<?", "?>", "<!DOCTYPE a [<!ENTITY e \"x\">]>", "<dict>", "</dict>", "<key>", "<string>",
    "</string>", "<target>", "<source>", "|==|plural.one", ":dict/", "%#@v@", "%1$", "null", "true",
    "\"strings\":{", "\"localizations\":{", "\"variations\":{\"plural\":{", "/*", "*/", "//",
    "\u{FEFF}", "\r\n",
  ].map { Array($0.utf8) }

  /// One mutation; several are chained per round.
  enum Operation: CaseIterable {
    case flipBit, insertByte, insertToken, truncate, splice, duplicate, delete, overwrite
  }

  /// `bytes` with 1 to 4 random mutations applied; `other` is the splice partner.
  static func mutate(_ bytes: [UInt8], other: [UInt8], random: inout FuzzRandom) -> [UInt8] {
    var result = bytes
    for _ in 0...random.below(4) {
      let operation = Operation.allCases[random.below(Operation.allCases.count)]
      apply(operation, to: &result, other: other, random: &random)
    }
    return result
  }

  private static func apply(
    _ operation: Operation, to bytes: inout [UInt8], other: [UInt8], random: inout FuzzRandom
  ) {
    let at = random.below(bytes.count + 1)
    switch operation {
    case .flipBit:
      guard !bytes.isEmpty else { return }
      bytes[min(at, bytes.count - 1)] ^= 1 << UInt8(random.below(8))
    case .insertByte:
      bytes.insert(interestingBytes[random.below(interestingBytes.count)], at: at)
    case .insertToken:
      bytes.insert(contentsOf: interestingTokens[random.below(interestingTokens.count)], at: at)
    case .truncate:
      bytes.removeSubrange(at...)
    case .splice:
      let cut = random.below(other.count + 1)
      bytes = Array(bytes[..<at]) + other[cut...]
    case .duplicate:
      let length = random.below(min(bytes.count - at, 256) + 1)
      bytes.insert(contentsOf: bytes[at..<(at + length)], at: at + length)
    case .delete:
      let length = random.below(min(bytes.count - at, 64) + 1)
      bytes.removeSubrange(at..<(at + length))
    case .overwrite:
      guard at < bytes.count else { return }
      bytes[at] = interestingBytes[random.below(interestingBytes.count)]
    }
  }
}
