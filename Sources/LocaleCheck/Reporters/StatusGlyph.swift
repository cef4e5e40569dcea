/// The short symbols that stand for a matrix cell's status in the text and markdown matrices.
enum StatusGlyph {
  /// The entries of the legend, one per glyph. `EN` is the source language's text in a
  /// translation: English in most projects, German in a `de`-first one, either where the tables'
  /// source languages differ (`sources`); English of any region (`en`, `en-GB`) is English.
  /// `–`, `?` and `○` are listed only where a matrix shows them (`shown`, see `shownGlyphs(_:)`).
  static func legendItems(sources: [LocaleID], shown: Set<String> = []) -> [String] {
    let isEnglish = !sources.isEmpty && sources.allSatisfy { $0.language == "en" }
    let copy =
      switch isEnglish || sources.count == 1 ? sources.first : nil {
      case let source? where source.language == "en": "EN English fallback"
      case let source?: "EN \(source) text (source language)"
      case nil: "EN source-language text (\(sources.map(\.identifier).joined(separator: ", ")))"
      }
    return [
      "✓ ok", "∅ missing translation", copy, "~ stale translation", "✗ other error", "! other warning",
      "· note",
    ] + (shown.contains(noText) ? ["\(noText) no text"] : [])
      + (shown.contains(unchecked) ? ["\(unchecked) unchecked (a file could not be read)"] : [])
      + (shown.contains(uncaptured)
        ? ["\(uncaptured) ok in the catalogs, not in the locale's UI capture"] : [])
  }

  /// The glyph of a cell without text and without finding: a key that only another locale's file
  /// holds (a renamed key, told there as `identifier-drift`), which no ✓ should vouch for.
  static let noText = "–"

  /// The glyph of a cell without finding that no rule could judge: a file its locale reads the
  /// key from could not be read (``MatrixCell/isUnchecked``).
  static let unchecked = "?"

  /// The glyph of a cell without finding whose identifier the locale's UI captures leave out
  /// where another locale's capture shows it (``MatrixCell/isUncaptured``): the catalogs are
  /// right, but no capture of the locale showed the label.
  static let uncaptured = "○"

  /// The glyph of a cell that stands for no status of its own (`unchecked`, `noText`,
  /// `uncaptured`), or `nil`.
  static func specialGlyph(of cell: MatrixCell) -> String? {
    guard cell.status == "ok" else { return nil }
    if cell.isUnchecked { return unchecked }
    if cell.label == nil { return noText }
    return cell.isUncaptured ? uncaptured : nil
  }

  /// The special glyphs any of `rows` shows, which the legend then explains.
  static func shownGlyphs(_ rows: [MatrixRow]) -> Set<String> {
    var shown: Set<String> = []
    for row in rows {
      for cell in row.cells.values {
        if let glyph = specialGlyph(of: cell) { shown.insert(glyph) }
      }
      if shown.count == 3 { break }
    }
    return shown
  }

  /// The legend that explains every glyph, on one line.
  static func legend(sources: [LocaleID], shown: Set<String> = []) -> String {
    legendLines(width: Int.max, sources: sources, shown: shown).joined()
  }

  /// The legend wrapped to `width` columns, continuation lines indented under the first entry.
  /// On terminals too narrow for that, `Legend:` stands alone and the entries follow unindented.
  static func legendLines(width: Int, sources: [LocaleID], shown: Set<String> = []) -> [String] {
    let legendItems = legendItems(sources: sources, shown: shown)
    let prefix = "Legend: "
    let longest = legendItems.map(DisplayWidth.of).max() ?? 0
    guard prefix.count + longest <= width else {
      return ["Legend:"] + legendItems.map { DisplayWidth.truncate($0, to: max(width, 1)) }
    }
    let indent = String(repeating: " ", count: prefix.count)
    var lines: [String] = []
    var current = prefix
    for item in legendItems {
      let candidate = current == prefix || current == indent ? current + item : current + "  " + item
      if DisplayWidth.of(candidate) > width && current != prefix && current != indent {
        lines.append(current)
        current = indent + item
      } else {
        current = candidate
      }
    }
    lines.append(current)
    return lines
  }

  /// The display width of every glyph, measured once: a matrix has a cell per identifier and locale.
  static let widths: [String: Int] = {
    let statuses = ["ok", "missing-translation", "english-fallback", "stale-translation", "other"]
    let severities: [Severity?] = [nil, .error, .warning, .note]
    var result: [String: Int] = [:]
    for status in statuses {
      for severity in severities {
        let glyph = glyph(for: status, severity: severity)
        result[glyph] = DisplayWidth.of(glyph)
      }
    }
    result[noText] = DisplayWidth.of(noText)
    result[unchecked] = DisplayWidth.of(unchecked)
    result[uncaptured] = DisplayWidth.of(uncaptured)
    return result
  }()

  /// The glyph for `status` (`ok` or a rule id); rules without a glyph of their own show their severity.
  static func glyph(for status: String, severity: Severity?) -> String {
    switch status {
    case "ok": "✓"
    case "missing-translation": "∅"
    case "english-fallback": "EN"
    case "stale-translation": "~"
    default:
      switch severity ?? .error {
      case .error: "✗"
      case .warning: "!"
      case .note: "·"
      }
    }
  }
}
