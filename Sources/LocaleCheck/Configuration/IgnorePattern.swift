/// An `ignore` entry's `key` or `identifier` with `*` in it, which stands for any run of
/// characters (none too, dots too): `"identifier": "feed.cell_*"` hides the findings of every
/// indexed row (`feed.cell_0` … `feed.cell_99`) that one entry per row would (audit 182). A text
/// without `*` is compared exactly, and `*` matches itself, so a key holding one still matches.
enum IgnorePattern {
  /// Whether `text` is a pattern rather than a name compared exactly.
  static func isPattern(_ text: String) -> Bool {
    text.utf8.contains(UInt8(ascii: "*"))
  }

  /// Whether `text` matches `pattern`.
  static func matches(_ pattern: String, _ text: String) -> Bool {
    guard isPattern(pattern) else { return pattern == text }
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    guard let first = parts.first, let last = parts.last, text.hasPrefix(first) else { return false }
    var rest = text.dropFirst(first.count)
    // The middle parts in order, each at its first place: a later place leaves less for the rest.
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let range = rest.firstRange(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.count >= last.count && rest.hasSuffix(last)
  }
}
