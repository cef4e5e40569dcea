/// Lays out the locale matrix of the text report: an identifier column and one column per locale.
///
/// Rows are grouped under their screen (or `bundle/table`). When the locale columns do not fit the
/// width, they are split into chunks that do, each repeating the identifier column, so that a wide
/// matrix wraps instead of garbling.
struct TextMatrix {
  /// The widest an identifier may be before it is cut in its middle with `…`.
  static let maxIdentifierWidth = 48

  let locales: [LocaleID]
  /// The source languages of the run's tables, which the legend names.
  let sourceLocales: [LocaleID]
  let width: Int
  let severities: [String: Severity]
  let style: ANSIStyle

  /// The legend and the matrix lines for `rows` (no lines when there are no rows).
  func lines(for rows: [MatrixRow]) -> [String] {
    guard !rows.isEmpty else { return [] }
    let identifierWidth = identifierColumnWidth(rows)
    let cut = identifierCut(rows, width: max(identifierWidth - 2, 1))
    // Group titles and row labels are laid out once, not once per chunk of locales.
    let groups = grouped(rows).map { group in
      LabeledGroup(
        title: style.bold(DisplayWidth.truncate(DisplayWidth.sanitized(group.name), to: max(width, 1))),
        rows: group.rows.map { row in
          let identifier = cut(DisplayWidth.sanitized(ReportText.shownIdentifier(row.identifier)))
          return (row, DisplayWidth.pad("  " + identifier, to: identifierWidth))
        })
    }
    var lines = StatusGlyph.legendLines(
      width: width, sources: sourceLocales, shown: StatusGlyph.shownGlyphs(rows))
    for chunk in localeChunks(identifierWidth: identifierWidth) {
      lines.append("")
      lines += chunkLines(chunk, groups: groups, identifierWidth: identifierWidth)
    }
    return lines
  }

  /// How identifiers too wide for `width` columns are cut: in their middle (`login.…button`,
  /// `login.….field`), unless cutting their end keeps more of them apart (`login.cancel…` and
  /// `login.remove…`, which the middle cut makes two `login.…button`).
  private func identifierCut(_ rows: [MatrixRow], width: Int) -> (String) -> String {
    let identifiers = rows.map { DisplayWidth.sanitized(ReportText.shownIdentifier($0.identifier)) }
    guard identifiers.contains(where: { DisplayWidth.of($0) > width }) else { return { $0 } }
    let middle = Set(identifiers.map { DisplayWidth.truncateMiddle($0, to: width) }).count
    let end = Set(identifiers.map { DisplayWidth.truncate($0, to: width) }).count
    return end > middle
      ? { DisplayWidth.truncate($0, to: width) } : { DisplayWidth.truncateMiddle($0, to: width) }
  }

  /// A group's title and its rows, each with its identifier column already laid out.
  private struct LabeledGroup {
    let title: String
    let rows: [(row: MatrixRow, label: String)]
  }

  /// Rows by group, groups in order of first appearance, rows in their given order.
  private func grouped(_ rows: [MatrixRow]) -> [(name: String, rows: [MatrixRow])] {
    var order: [String] = []
    var members: [String: [MatrixRow]] = [:]
    for row in rows {
      let name = ReportText.groupName(row)
      if members[name] == nil { order.append(name) }
      members[name, default: []].append(row)
    }
    return order.map { ($0, members[$0] ?? []) }
  }

  private func columnWidth(_ locale: LocaleID) -> Int {
    max(2, DisplayWidth.of(locale.identifier))
  }

  /// Wide enough for the indented identifiers, but capped so that the locale columns keep up to half
  /// the width: a narrow terminal shows a few locales per chunk rather than one.
  private func identifierColumnWidth(_ rows: [MatrixRow]) -> Int {
    let natural =
      rows.map { 2 + DisplayWidth.of(DisplayWidth.sanitized(ReportText.shownIdentifier($0.identifier))) }
      .max() ?? 0
    let localeColumns = locales.reduce(0) { $0 + 2 + columnWidth($1) }
    let cap = min(2 + TextMatrix.maxIdentifierWidth, max(12, width - min(localeColumns, width / 2)))
    return min(max(natural, DisplayWidth.of("identifier")), cap)
  }

  /// The locales split into runs whose columns fit beside the identifier column (at least one
  /// each), as even as the fewest runs allow: 19 locales in two runs of 10 and 9, not 18 and a
  /// run of one that repeats every identifier for a single column.
  private func localeChunks(identifierWidth: Int) -> [[LocaleID]] {
    let greedy = chunks(identifierWidth: identifierWidth, atMost: Int.max)
    guard greedy.count > 1, let widest = greedy.map(\.count).max() else { return greedy }
    // The smallest limit that needs no more runs, first with each run's share of what is left,
    // then without, where wide columns at the end need the room (reviews 109, 110).
    let limits = ((locales.count + greedy.count - 1) / greedy.count)...widest
    for runs in [greedy.count, nil] {
      for limit in limits {
        let even = chunks(identifierWidth: identifierWidth, atMost: limit, runs: runs)
        if even.count == greedy.count { return even }
      }
    }
    return greedy
  }

  /// The locales in runs of at most `limit` whose columns fit beside the identifier column; with
  /// `runs`, each run takes no more than its share of the locales still to place, so that the
  /// last run is not the short one (6 5 5 5, not 6 6 6 3).
  private func chunks(identifierWidth: Int, atMost limit: Int, runs: Int? = nil) -> [[LocaleID]] {
    var chunks: [[LocaleID]] = []
    var current: [LocaleID] = []
    var used = identifierWidth
    for (index, locale) in locales.enumerated() {
      let needed = 2 + columnWidth(locale)
      // The locales this run and the ones after it still hold, spread over the runs left.
      let share = runs.map { total in
        let left = max(total - chunks.count, 1)
        return (locales.count - index + current.count + left - 1) / left
      }
      if !current.isEmpty && (used + needed > width || current.count == min(limit, share ?? limit)) {
        chunks.append(current)
        current = []
        used = identifierWidth
      }
      current.append(locale)
      used += needed
    }
    if !current.isEmpty || chunks.isEmpty { chunks.append(current) }
    return chunks
  }

  private func chunkLines(_ chunk: [LocaleID], groups: [LabeledGroup], identifierWidth: Int) -> [String] {
    // Widths and glyphs are worked out once per chunk and status, not once per cell: a matrix
    // of a thousand identifiers and sixty locales has sixty thousand cells.
    let widths = chunk.map(columnWidth)
    let header = chunk.map { TextCell(painted: $0.identifier, width: DisplayWidth.of($0.identifier)) }
    var lines = [
      line(label: DisplayWidth.pad("identifier", to: identifierWidth), cells: header, widths: widths)
    ]
    var glyphs: [String: TextCell] = [:]
    for group in groups {
      lines.append(group.title)
      for (row, label) in group.rows {
        let cells = chunk.map { locale in
          guard let cell = row.cells[locale] else { return TextCell(painted: "", width: 0) }
          let status = StatusGlyph.specialGlyph(of: cell) ?? cell.status
          if let known = glyphs[status] { return known }
          let made = glyph(for: status)
          glyphs[status] = made
          return made
        }
        lines.append(line(label: label, cells: cells, widths: widths))
      }
    }
    return lines
  }

  /// A status's glyph, painted, with the width of its unpainted text.
  private func glyph(for status: String) -> TextCell {
    if status == StatusGlyph.noText || status == StatusGlyph.unchecked || status == StatusGlyph.uncaptured {
      return TextCell(painted: status, width: 1)
    }
    let severity = status == "ok" ? nil : severities[status] ?? .error
    let glyph = StatusGlyph.glyph(for: status, severity: severity)
    return TextCell(
      painted: style.paint(glyph, severity: severity),
      width: StatusGlyph.widths[glyph] ?? DisplayWidth.of(glyph))
  }

  /// One matrix line after its padded `label`; padding is computed from the unpainted width so
  /// colour never shifts columns.
  private func line(label: String, cells: [TextCell], widths: [Int]) -> String {
    // Built as bytes and made a `String` once: appending to a `String` piece by piece cost more
    // than the rest of the line; trailing spaces are cut on the bytes too.
    var bytes = Array(label.utf8)
    bytes.reserveCapacity(bytes.count + widths.reduce(0) { $0 + 2 + $1 } + 16)
    for (cell, width) in zip(cells, widths) {
      bytes.append(UInt8(ascii: " "))
      bytes.append(UInt8(ascii: " "))
      bytes.append(contentsOf: cell.painted.utf8)
      for _ in 0..<max(0, width - cell.width) { bytes.append(UInt8(ascii: " ")) }
    }
    while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

}
