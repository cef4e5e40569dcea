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
  /// the note in the order of `kindOrder` (else as their first rows come), and `elsewhere` says
  /// where the rows left out can be read.
  static func bounded(
    header: [String], rows: [String], noun: String, budget: Int, kinds: [String] = [],
    kindOrder: [String] = [],
    elsewhere: String = ""
  ) -> String {
    let headerText = headerText(header)
    let limit = budget - noteReserve
    var text = headerText
    var used = headerText.utf8.count
    var shown = 0
    var left: [(kind: String, count: Int)] = []
    var full = false
    for (index, row) in rows.enumerated() {
      let size = row.utf8.count + 1
      // A row of a whole licence text is left out, not every row after it; once one row does not
      // fit, none after it is shown, so that the table keeps its order.
      if !full && used + size > limit && size <= limit / 4 { full = true }
      guard !full, size <= limit / 4 else {
        if index < kinds.count { tallyLeftOut(kinds[index], in: &left) }
        continue
      }
      text += row + "\n"
      used += size
      shown += 1
    }
    let omitted = rows.count - shown
    guard omitted > 0 else { return text }
    let note =
      "_\(ReportText.count(omitted, noun)) not shown, to keep this summary short\(tally(ordered(left, by: kindOrder)))"
      + (elsewhere.isEmpty ? "" : "; \(elsewhere)") + "._\n"
    return (shown > 0 ? text + "\n" : "") + note
  }

  /// `left` in the order of `order`, kinds it does not name last.
  private static func ordered(_ left: [(kind: String, count: Int)], by order: [String]) -> [(
    kind: String, count: Int
  )] {
    guard !order.isEmpty else { return left }
    let rank = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
    return left.enumerated().sorted {
      (rank[$0.element.kind] ?? order.count, $0.offset) < (rank[$1.element.kind] ?? order.count, $1.offset)
    }.map(\.element)
  }

  /// Counts one left-out row of `kind`, kinds kept in the order their first row came.
  private static func tallyLeftOut(_ kind: String, in left: inout [(kind: String, count: Int)]) {
    if let index = left.firstIndex(where: { $0.kind == kind }) {
      left[index].count += 1
    } else {
      left.append((kind, 1))
    }
  }

  /// ": 50 stale-translation, 65 length-expansion" for the kinds of the rows left out, in the
  /// table's order (most severe first: a left-out error's rule is named before a note's); empty
  /// where there are no kinds.
  private static func tally(_ left: [(kind: String, count: Int)]) -> String {
    guard !left.isEmpty else { return "" }
    // Five kinds are named alike: "4 more" would name none (review 155).
    let named = left.count == kindsNamed + 1 ? left.count : kindsNamed
    var parts = left.prefix(named).map { "\($0.count) \(MarkdownEscaping.cell($0.kind))" }
    let rest = left.dropFirst(named).reduce(0) { $0 + $1.count }
    if rest > 0 { parts.append("\(rest) more") }
    return ": " + parts.joined(separator: ", ")
  }
}
