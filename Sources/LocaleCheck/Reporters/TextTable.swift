/// A plain aligned table for terminals: the first column left-aligned, the others right-aligned.
struct TextTable {
  let header: [String]
  let rows: [[String]]

  /// The table's lines, columns separated by two spaces, without trailing spaces.
  func lines() -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { DisplayWidth.of($0.indices.contains(column) ? $0[column] : "") }.max() ?? 0
    }
    return all.map { cells in
      var line = ""
      for (column, width) in widths.enumerated() {
        let cell = cells.indices.contains(column) ? cells[column] : ""
        let gap = String(repeating: " ", count: max(0, width - DisplayWidth.of(cell)))
        line += column == 0 ? cell + gap : "  " + gap + cell
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
