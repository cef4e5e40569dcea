import CatalogParser
import Foundation

extension String {
  /// Whether the text's UTF-8 holds `byte`: one `memchr` over native strings, where the UTF-8
  /// view's generic `contains` walks an iterator byte by byte (rules ask this of every cell).
  func containsUTF8Byte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable {
      ByteSearch.firstIndex(of: byte, in: $0, from: 0, to: $0.count) != nil
    }
      ?? utf8.contains(byte)
  }

  /// Whether the text's UTF-8 holds `needle`'s, byte for byte: for ASCII needles (`%arg`,
  /// `device.`), where Foundation's `contains` bridges to a search by canonical equivalence that
  /// cost seconds over a catalog of varied values (audit 220).
  func containsUTF8(_ needle: String) -> Bool {
    firstUTF8Range(of: needle) != nil
  }

  /// The range of the first place the text's UTF-8 holds `needle`'s, byte for byte (see
  /// ``containsUTF8(_:)``); `nil` for an empty needle.
  func firstUTF8Range(of needle: String) -> Range<String.Index>? {
    var text = self
    var needle = needle
    let offset: Int? = text.withUTF8 { bytes in
      needle.withUTF8 { pattern in
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var start = 0
        let last = bytes.count - pattern.count
        while start <= last,
          let found = ByteSearch.firstIndex(of: first, in: bytes, from: start, to: last + 1)
        {
          if memcmp(bytes.baseAddress! + found, pattern.baseAddress!, pattern.count) == 0 { return found }
          start = found + 1
        }
        return nil
      }
    }
    guard let offset else { return nil }
    let lower = utf8.index(startIndex, offsetBy: offset)
    return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
  }

  /// Whether the text is all ASCII (no folding or normalization can change its bytes' meaning).
  var isAllASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
