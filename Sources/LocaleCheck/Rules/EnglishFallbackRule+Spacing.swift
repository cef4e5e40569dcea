extension EnglishFallbackRule {
  /// Whether `text` is `source` with other white space inside: runs of spaces, tabs and line
  /// breaks written as one space or as others ("Made by the community.  Thanks" with one space, a
  /// line break as a space), which a translation platform or an editor does to a copied text and
  /// VoiceOver does not speak (audit 260: LearnNavi's longest text, English in four locales).
  static func differsOnlyInSpacing(_ text: String, _ source: String) -> Bool {
    guard text != source, firstDifferenceMayBeSpace(text, source) else { return false }
    let (collapsedText, collapsedSource) = (collapsingSpaces(text), collapsingSpaces(source))
    return collapsedText == collapsedSource && !collapsedText.isEmpty
  }

  /// Whether the first characters in which `text` and `source` differ may be white space, or
  /// one ends there: most translations differ in a letter first, which settles them without
  /// collapsing their spaces.
  private static func firstDifferenceMayBeSpace(_ text: String, _ source: String) -> Bool {
    var (textScalars, sourceScalars) = (
      text.unicodeScalars.makeIterator(), source.unicodeScalars.makeIterator()
    )
    while true {
      let (scalar, sourceScalar) = (textScalars.next(), sourceScalars.next())
      guard scalar == sourceScalar else { return mayBeSpace(scalar) || mayBeSpace(sourceScalar) }
      if scalar == nil { return false }
    }
  }

  private static func mayBeSpace(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return true }
    return scalar.isASCII
      ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }

  /// `text` trimmed, with each run of white space inside written as one space.
  private static func collapsingSpaces(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !scalars.isEmpty
        continue
      }
      if pendingSpace { scalars.append(" ") }
      pendingSpace = false
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
