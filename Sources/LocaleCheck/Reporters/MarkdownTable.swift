/// Markdown tables that stop adding rows before a size budget is spent.
enum MarkdownTable {
  /// Room kept for the note about rows left out.
  private static let noteReserve = 120

  /// The UTF-8 bytes of a table of `rows` under `header`, with room for the note.
  static func size(header: [String], rows: ArraySlice<String>) -> Int {
    headerText(header).utf8.count + rows.reduce(0) { $0 + $1.utf8.count + 1 } + noteReserve
  }

  private static func headerText(_ header: [String]) -> String {
    MarkdownEscaping.row(header.map(MarkdownEscaping.cell)) + "\n"
      + MarkdownEscaping.row(header.map { _ in "---" }) + "\n"
  }

  /// A table of `rows` under `header` (already escaped rows), cut to fit in `budget` UTF-8 bytes,
  /// followed by a note saying how many rows were left out, if any; a row longer than a quarter
  /// of the budget is left out on its own.
  static func bounded(header: [String], rows: [String], noun: String, budget: Int) -> String {
    let headerText = headerText(header)
    let limit = budget - noteReserve
    var text = headerText
    var used = headerText.utf8.count
    var shown = 0
    for row in rows {
      let size = row.utf8.count + 1
      // A row of a whole licence text is left out, not every row after it.
      if size > limit / 4 { continue }
      if used + size > limit { break }
      text += row + "\n"
      used += size
      shown += 1
    }
    let omitted = rows.count - shown
    guard omitted > 0 else { return text }
    let note = "_\(ReportText.count(omitted, noun)) not shown, to keep this summary short._\n"
    return (shown > 0 ? text + "\n" : "") + note
  }
}
