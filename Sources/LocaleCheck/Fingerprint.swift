/// Stable finding ids: a hash of what the finding is about, never of where it is written.
public enum Fingerprint {
  /// A 16-hex-digit FNV-1a hash of rule, locale, bundle, table, key and identifier.
  public static func make(
    rule: String, locale: String?, bundle: String?, table: String?, key: String?, identifier: String?
  ) -> String {
    let parts = [rule, locale ?? "", bundle ?? "", table ?? "", key ?? "", identifier ?? ""]
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in parts.joined(separator: "\u{1F}").utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
