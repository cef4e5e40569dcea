import CatalogParser

extension EmptyLabelRule {
  /// Whether `text` is only characters of Unicode's private-use areas (and white space): an icon
  /// font's glyphs (U+E001), which have no name, so VoiceOver says nothing for them (audit 190).
  static func isOnlyPrivateUse(_ text: String) -> Bool {
    var found = false
    for scalar in text.unicodeScalars where !LabelText.isSilent(scalar) {
      guard isPrivateUse(scalar) else { return false }
      found = true
    }
    return found
  }

  /// What such a label is, its code points named (the raw glyph shows as nothing in a report).
  static func privateUseDescription(of text: String) -> String {
    let points = text.unicodeScalars.filter(isPrivateUse).map { CodePoint.text($0.value) }
    let named = points.prefix(3).joined(separator: " ") + (points.count > 3 ? " …" : "")
    return "only an icon font's private-use \(points.count == 1 ? "character" : "characters") \(named), "
      + "which VoiceOver does not speak; set an accessibility label that says what it does"
  }

  /// What a label of invisible characters is, their code points named: most editors show a
  /// zero-width space as nothing, so a translator could not find it (audit 216).
  static func invisibleDescription(of text: String) -> String {
    var points: [String] = []
    for scalar in text.unicodeScalars where LabelText.isInvisible(scalar) {
      let point = CodePoint.text(scalar.value)
      if !points.contains(point) { points.append(point) }
    }
    let named = points.prefix(3).joined(separator: " ") + (points.count > 3 ? " …" : "")
    return "only invisible characters (\(named))"
  }

  private static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
    (0xE000...0xF8FF).contains(scalar.value) || (0xF0000...0x10FFFD).contains(scalar.value)
  }
}
