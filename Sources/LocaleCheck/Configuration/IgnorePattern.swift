/// An `ignore` entry's `key` or `identifier` with `*` in it, which stands for any run of
/// characters (none too, dots too): `"identifier": "feed.cell_*"` hides the findings of every
/// indexed row (`feed.cell_0` … `feed.cell_99`) that one entry per row would (audit 182). In a
/// text with a `*`, `\*` is a `*` of the name itself (JSON writes it `"a\\*b"`), so a key holding
/// one can be named alone (review 157), and `\\` a backslash (`C:\\Users\\*`, review 158); a
/// text without `*` is compared exactly.
enum IgnorePattern {
  /// Whether `text` is a pattern rather than a name compared exactly.
  static func isPattern(_ text: String) -> Bool {
    parts(of: text).count > 1
  }

  /// Whether `text` matches `pattern`.
  static func matches(_ pattern: String, _ text: String) -> Bool {
    matches(parts: parts(of: pattern), text)
  }

  /// Whether `text` matches the pattern whose ``parts(of:)`` are `parts`: split once, a pattern is
  /// asked about many names (audit 219).
  static func matches(parts: [String], _ text: String) -> Bool {
    guard parts.count > 1, let first = parts.first, let last = parts.last else { return parts.first == text }
    guard text.hasPrefix(first) else { return false }
    var rest = text.dropFirst(first.count)
    // The middle parts in order, each at its first place: a later place leaves less for the rest.
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let range = rest.firstRange(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.count >= last.count && rest.hasSuffix(last)
  }

  /// The texts between the pattern's `*`s, with each `\*` read as a `*` of the name: one part for
  /// a name without a pattern; a run of `*`s counts as one.
  static func parts(of pattern: String) -> [String] {
    guard pattern.utf8.contains(UInt8(ascii: "*")) else { return [pattern] }
    var parts = [""]
    var escaped = false
    for character in pattern {
      if escaped {
        parts[parts.count - 1] += character == "*" || character == "\\" ? "\(character)" : "\\\(character)"
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "*" {
        // A run of `*`s is one: an empty text between two would be asked about every name
        // (a million of them hung a run, audit 222).
        if parts.count == 1 || !parts[parts.count - 1].isEmpty { parts.append("") }
      } else {
        parts[parts.count - 1].append(character)
      }
    }
    if escaped { parts[parts.count - 1] += "\\" }
    return parts
  }
}
