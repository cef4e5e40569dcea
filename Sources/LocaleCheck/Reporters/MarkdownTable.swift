/// Markdown tables that stop adding rows before a size budget is spent.
enum MarkdownTable {
  /// Room kept for the note about rows left out.
  private static let noteReserve = 320

  /// The most kinds of left-out rows the note names; the rest are counted.
  private static let kindsNamed = 4

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
  /// of the budget is left out on its own. `kinds` (one per row, such as its rule) are tallied in
  /// the note, and `elsewhere` says where the rows left out can be read.
  static func bounded(
    header: [String], rows: [String], noun: String, budget: Int, kinds: [String] = [], elsewhere: String = ""
  ) -> String {
    let headerText = headerText(header)
    let limit = budget - noteReserve
    var text = headerText
    var used = headerText.utf8.count
    var shown = 0
    var left: [String: Int] = [:]
    for (index, row) in rows.enumerated() {
      let size = row.utf8.count + 1
      // A row of a whole licence text is left out, not every row after it.
      guard size <= limit / 4, used + size <= limit else {
        if index < kinds.count { left[kinds[index], default: 0] += 1 }
        continue
      }
      text += row + "\n"
      used += size
      shown += 1
    }
    let omitted = rows.count - shown
    guard omitted > 0 else { return text }
    let note =
      "_\(ReportText.count(omitted, noun)) not shown, to keep this summary short\(tally(left))"
      + (elsewhere.isEmpty ? "" : "; \(elsewhere)") + "._\n"
    return (shown > 0 ? text + "\n" : "") + note
  }

  /// ": 65 length-expansion, 50 stale-translation" for the kinds of the rows left out, the
  /// commonest first; empty where there are no kinds.
  private static func tally(_ left: [String: Int]) -> String {
    guard !left.isEmpty else { return "" }
    let sorted = left.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    var parts = sorted.prefix(kindsNamed).map { "\($0.value) \(MarkdownEscaping.cell($0.key))" }
    let rest = sorted.dropFirst(kindsNamed).reduce(0) { $0 + $1.value }
    if rest > 0 { parts.append("\(rest) more") }
    return ": " + parts.joined(separator: ", ")
  }
}
