/// Stable finding ids: a hash of what the finding is about, never of where it is written.
public enum Fingerprint {
  /// A 16-hex-digit FNV-1a hash of rule, locale, bundle, table, key and identifier, and of the
  /// part of the value a finding is about (`substitutions.songs`) when one key can have several.
  ///
  /// Without a part (or with an empty one) the hash is the one it has always been, so baselines
  /// written before parts existed still match.
  public static func make(
    rule: String, locale: String?, bundle: String?, table: String?, key: String?, identifier: String?,
    part: String? = nil
  ) -> String {
    // The parts' bytes joined by U+001F, hashed part by part on their UTF-8 buffers: no joined
    // copy, no iterator per byte (a matrix makes one fingerprint per finding).
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    var parts = [rule, locale ?? "", bundle ?? "", table ?? "", key ?? "", identifier ?? ""]
    if let part, !part.isEmpty { parts.append(part) }
    for (index, part) in parts.enumerated() {
      if index > 0 { add(0x1F) }
      var text = part
      text.withUTF8 { bytes in
        for byte in bytes { add(byte) }
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
