import CatalogParser

/// Warnings about values that hold a control character: no label shows one, and a stray byte of
/// an editor or a conversion is the likely cause (U+0018 before iina's Traditional Chinese "Add
/// URL").
extension Project {
  /// The most values told one by one; the rest are counted.
  static let controlCharacterWarningLimit = 20

  /// A warning per value (each form of a varied one) that holds a control character other than a
  /// tab or a line break, at the value, in file order; past the limit, one counting the rest.
  public func controlCharacterWarnings() -> [ProjectNotice] {
    var found: [(position: SourcePosition?, text: String)] = []
    let reportsValues = valueLocaleFilter()
    for table in catalog.tables {
      for entry in table.entries {
        for (locale, value) in entry.localizations where locale != .base && reportsValues(locale) {
          for (path, leaf) in value.leaves {
            guard let text = leaf.value, let scalar = text.unicodeScalars.first(where: Self.isStrayControl)
            else {
              continue
            }
            let form = path.isEmpty ? "" : " (\(path))"
            let cause = Self.likelyCause(of: scalar, in: text)
            found.append(
              (
                leaf.position,
                "the \(locale.identifier) value of '\(ControlCharacters.escaped(entry.key))'\(form) holds "
                  + "\(CodePoint.text(scalar.value)), a control character no label shows (\(cause))"
              ))
          }
        }
      }
    }
    return Self.limitedInFileOrder(found) { "\($0) more values hold control characters" }
  }

  /// A warning per text of `found`, in file order (those without a position last), limited as
  /// ``limited(_:more:)`` limits them.
  static func limitedInFileOrder(
    _ found: [(position: SourcePosition?, text: String)], more: (Int) -> String
  ) -> [ProjectNotice] {
    let sorted = found.sorted { lhs, rhs in
      guard let left = lhs.position, let right = rhs.position else { return lhs.position != nil }
      return left < right
    }
    return limited(sorted.map { ProjectNotice(.warning, $0.text, at: $0.position) }, more: more)
  }

  /// The first `controlCharacterWarningLimit` of `notices`, then one counting the rest
  /// (`more`: its message for their number).
  static func limited(_ notices: [ProjectNotice], more: (Int) -> String) -> [ProjectNotice] {
    let limit = controlCharacterWarningLimit
    guard notices.count > limit else { return notices }
    return Array(notices.prefix(limit)) + [ProjectNotice(.warning, more(notices.count - limit))]
  }

  /// A C0 or C1 control or DEL, but a tab or line break (U+0085 too), which texts hold on purpose.
  private static func isStrayControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && ![0x09, 0x0A, 0x0D].contains(scalar.value))
      || (0x7F...0x9F).contains(scalar.value) && scalar.value != 0x85
  }

  /// Why `text` likely holds `scalar`: Malayalam's and Persian's zero-width non-joiner loses its
  /// "20" to some tools; a C1 control is what UTF-8 read as Latin-1 leaves ("lâ\u{80}\u{99}image"
  /// for "l’image"), told with the text it was.
  static func likelyCause(of scalar: Unicode.Scalar, in text: String) -> String {
    if scalar.value == 0x0C { return "U+200C, the zero-width non-joiner, meant?" }
    guard scalar.value >= 0x80, let decoded = Latin1Mojibake.repaired(text) else { return "a stray byte?" }
    return "UTF-8 text read as Latin-1? it would read '\(ControlCharacters.escaped(decoded))'"
  }
}
