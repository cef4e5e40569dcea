/// Lays out the locale matrix of the text report: an identifier column and one column per locale.
///
/// Rows are grouped under their screen (or `bundle/table`). When the locale columns do not fit the
/// width, they are split into chunks that do, each repeating the identifier column, so that a wide
/// matrix wraps instead of garbling.
struct TextMatrix {
  /// The widest an identifier may be before it is cut with `…`.
  static let maxIdentifierWidth = 48

  let locales: [LocaleID]
  let width: Int
  let severities: [String: Severity]
  let style: ANSIStyle

  /// The legend and the matrix lines for `rows` (no lines when there are no rows).
  func lines(for rows: [MatrixRow]) -> [String] {
    guard !rows.isEmpty else { return [] }
    let groups = grouped(rows)
    let identifierWidth = identifierColumnWidth(rows)
    var lines = StatusGlyph.legendLines(width: width)
    for chunk in localeChunks(identifierWidth: identifierWidth) {
      lines.append("")
      lines += chunkLines(chunk, groups: groups, identifierWidth: identifierWidth)
    }
    return lines
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
    let natural = rows.map { 2 + DisplayWidth.of(DisplayWidth.sanitized($0.identifier)) }.max() ?? 0
    let localeColumns = locales.reduce(0) { $0 + 2 + columnWidth($1) }
    let cap = min(2 + TextMatrix.maxIdentifierWidth, max(12, width - min(localeColumns, width / 2)))
    return min(max(natural, DisplayWidth.of("identifier")), cap)
  }

  /// The locales split into runs whose columns fit beside the identifier column (at least one each).
  private func localeChunks(identifierWidth: Int) -> [[LocaleID]] {
    var chunks: [[LocaleID]] = []
    var current: [LocaleID] = []
    var used = identifierWidth
    for locale in locales {
      let needed = 2 + columnWidth(locale)
      if !current.isEmpty && used + needed > width {
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

  private func chunkLines(
    _ chunk: [LocaleID], groups: [(name: String, rows: [MatrixRow])], identifierWidth: Int
  ) -> [String] {
    let header = chunk.map { (text: $0.identifier, painted: $0.identifier, width: columnWidth($0)) }
    var lines = [line(label: "identifier", cells: header, identifierWidth: identifierWidth)]
    for group in groups {
      let name = DisplayWidth.truncate(DisplayWidth.sanitized(group.name), to: max(width, 1))
      lines.append(style.bold(name))
      for row in group.rows { lines.append(rowLine(row, chunk: chunk, identifierWidth: identifierWidth)) }
    }
    return lines
  }

  private func rowLine(_ row: MatrixRow, chunk: [LocaleID], identifierWidth: Int) -> String {
    let cells = chunk.map { locale -> (text: String, painted: String, width: Int) in
      guard let cell = row.cells[locale] else { return ("", "", columnWidth(locale)) }
      let severity = cell.status == "ok" ? nil : severities[cell.status] ?? .error
      let glyph = StatusGlyph.glyph(for: cell.status, severity: severity)
      return (glyph, style.paint(glyph, severity: severity), columnWidth(locale))
    }
    let identifier = DisplayWidth.sanitized(row.identifier)
    let label = "  " + DisplayWidth.truncate(identifier, to: max(identifierWidth - 2, 1))
    return line(label: label, cells: cells, identifierWidth: identifierWidth)
  }

  /// One matrix line; padding is computed from the unpainted text so colour never shifts columns.
  private func line(
    label: String, cells: [(text: String, painted: String, width: Int)], identifierWidth: Int
  ) -> String {
    var result = DisplayWidth.pad(label, to: identifierWidth)
    for cell in cells {
      result += "  " + cell.painted
      let textWidth = StatusGlyph.widths[cell.text] ?? DisplayWidth.of(cell.text)
      result += String(repeating: " ", count: max(0, cell.width - textWidth))
    }
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}
