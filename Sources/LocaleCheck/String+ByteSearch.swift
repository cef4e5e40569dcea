import CatalogParser

extension String {
  /// Whether the text's UTF-8 holds `byte`: one `memchr` over native strings, where the UTF-8
  /// view's generic `contains` walks an iterator byte by byte (rules ask this of every cell).
  func containsUTF8Byte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable {
      ByteSearch.firstIndex(of: byte, in: $0, from: 0, to: $0.count) != nil
    }
      ?? utf8.contains(byte)
  }

  /// Whether the text is all ASCII (no folding or normalization can change its bytes' meaning).
  var isAllASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
