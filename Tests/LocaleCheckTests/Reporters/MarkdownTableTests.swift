import Testing

@testable import LocaleCheck

/// A Markdown table cut to its budget keeps its order and tells what it left out (audit 212,
/// review 153).
@Suite struct MarkdownTableTests {
  private let header = ["Rule", "Message"]

  private func row(_ rule: String, _ length: Int) -> String {
    "| \(rule) | " + String(repeating: "x", count: length) + " |"
  }

  @Test func noRowFollowsOneThatDidNotFit() {
    // 4,000 bytes for rows once the note's room is kept: four rows of 900 fit, a fifth does not,
    // and the short one after it is left out too.
    let kinds = ["a", "b", "c", "d", "e", "f"]
    let rows = kinds.dropLast().map { row($0, 900) } + [row("f", 10)]
    let table = MarkdownTable.bounded(
      header: header, rows: rows, noun: "finding", budget: 4_320, kinds: kinds, elsewhere: "see X")
    #expect(table.contains("| d |") && !table.contains("| e |") && !table.contains("| f |"), "\(table)")
    #expect(table.hasSuffix("_2 findings not shown, to keep this summary short: 1 e, 1 f; see X._\n"))
  }

  @Test func aHugeRowIsLeftOutOnItsOwn() {
    let rows = [row("a", 10), row("huge", 5_000), row("c", 10)]
    let table = MarkdownTable.bounded(
      header: header, rows: rows, noun: "finding", budget: 4_000, kinds: ["a", "huge", "c"])
    #expect(table.contains("| a |") && table.contains("| c |") && !table.contains("| huge |"), "\(table)")
    #expect(table.hasSuffix("_1 finding not shown, to keep this summary short: 1 huge._\n"))
  }

  @Test func theNoteNamesFourKindsAndCountsTheRest() {
    let kinds = ["e1", "e2", "w1", "w2", "n1", "n2"]
    let rows = kinds.map { row($0, 200) }
    let table = MarkdownTable.bounded(header: header, rows: rows, noun: "finding", budget: 500, kinds: kinds)
    #expect(
      table.hasSuffix("_6 findings not shown, to keep this summary short: 1 e1, 1 e2, 1 w1, 1 w2, 2 more._\n")
    )
  }

  /// In a sampled table a note's rows may come before an error's: the note names the rules in the
  /// order given, errors first (review 154).
  @Test func theNoteNamesKindsInTheOrderGiven() {
    let kinds = ["note", "note", "error", "error", "error"]
    let rows = kinds.map { row($0, 200) }
    let table = MarkdownTable.bounded(
      header: header, rows: rows, noun: "finding", budget: 500, kinds: kinds, kindOrder: ["error", "note"])
    #expect(
      table.hasSuffix("_5 findings not shown, to keep this summary short: 3 error, 2 note._\n"), "\(table)")
  }

  /// Five kinds are all named: "1 more" would name none (review 155).
  @Test func fiveKindsAreAllNamed() {
    let kinds = ["a", "b", "c", "d", "e"]
    let table = MarkdownTable.bounded(
      header: header, rows: kinds.map { row($0, 200) }, noun: "finding", budget: 500, kinds: kinds)
    #expect(table.hasSuffix("short: 1 a, 1 b, 1 c, 1 d, 1 e._\n"), "\(table)")
  }
}
