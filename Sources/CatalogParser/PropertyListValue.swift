/// A property-list value as the `.stringsdict` parser reads it, with where it is written.
///
/// Only what labelcheck reads is kept: strings, dictionaries (in written order), arrays (a
/// Settings bundle's schema), and a placeholder for every other kind (numbers, dates, data,
/// booleans).
enum PropertyListValue: Hashable, Sendable {
  /// A `<string>`; the position is its text start.
  case string(String, position: SourcePosition)
  /// A `<dict>`; a key written twice keeps its first place and its last value.
  case dictionary([Entry], position: SourcePosition)
  /// An `<array>`, its items in written order.
  case array([PropertyListValue], position: SourcePosition)
  /// Any other value, by its position only.
  case other(position: SourcePosition)

  /// One key of a dictionary with its value.
  struct Entry: Hashable, Sendable {
    /// The key text.
    var key: String
    /// Where the key's text starts.
    var keyPosition: SourcePosition
    /// The value written after the key.
    var value: PropertyListValue
    /// The comment written just before the key in an XML list (`<!-- Do not translate -->`).
    var comment: String? = nil
  }

  /// Where the value is written.
  var position: SourcePosition {
    switch self {
    case .string(_, let position), .dictionary(_, let position), .array(_, let position),
      .other(let position):
      position
    }
  }

  /// The entries of a dictionary; `nil` for other values.
  var entries: [Entry]? {
    if case .dictionary(let entries, _) = self { return entries }
    return nil
  }

  /// The items of an array; `nil` for other values.
  var items: [PropertyListValue]? {
    if case .array(let items, _) = self { return items }
    return nil
  }

  /// The text of a string; `nil` for other values.
  var string: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }

  /// A short name of the kind of value, for error messages (`<string>`, `<dict>`).
  var kindName: String {
    switch self {
    case .string: "<string>"
    case .dictionary: "<dict>"
    case .array, .other: "a value that is neither <string> nor <dict>"
    }
  }
}

extension [PropertyListValue.Entry] {
  /// The entry for `key`, when present.
  subscript(key key: String) -> PropertyListValue.Entry? {
    first { $0.key == key }
  }
}
