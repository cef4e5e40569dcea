/// Catalog keys of accessibility hints, which VoiceOver speaks after the label and the screen
/// never shows (Rocket.Chat's `VoiceOver.strings` `*.hint`, Fluent UI's
/// `Accessibility.TableViewCell.Switch.Hint`).
enum AccessibilityHintKeys {
  /// Whether `subject` is an accessibility hint: a label map's `hint`; or, for a catalog key
  /// checked as its own subject (no label map or capture says what it is), a hint key.
  static func isHint(_ subject: Subject) -> Bool {
    subject.isHint
      || (subject.declaration == nil && !subject.isRealIdentifier
        && isHintKey(subject.key, table: subject.table))
  }

  /// Whether `key` of `table` names an accessibility hint: its last word is "hint" (`.hint`,
  /// `_hint`, `Hint`) and the key or the table speaks of accessibility (`accessibility`, `a11y`,
  /// `VoiceOver`). A bare `email.hint` may be a text field's placeholder, which the screen shows.
  static func isHintKey(_ key: String, table: String) -> Bool {
    guard key.utf8.count >= 4, key.lowercased().hasSuffix("hint") else { return false }
    let beforeHint = key.dropLast(4)
    // "hint" as a word of its own: after a separator, or capitalized after a letter or digit
    // (`accessibilityHint`, `A11YHint`).
    let isWord =
      beforeHint.last.map { ".-_ ".contains($0) } == true
      || (key.hasSuffix("Hint") && beforeHint.last.map { $0.isLetter || $0.isNumber } == true)
    guard isWord else { return false }
    return [key.lowercased(), table.lowercased()].contains { text in
      text.contains("accessibility") || text.contains("a11y") || text.contains("voiceover")
    }
  }
}
