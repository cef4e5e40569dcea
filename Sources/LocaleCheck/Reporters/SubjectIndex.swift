/// Finds the matrix rows a finding is about, by identifier (or key), narrowed by bundle and table.
struct SubjectIndex {
  private let rows: [MatrixRow]
  /// Rows by identifier, compared by scalars as keys are (two spellings of "Café" are two rows).
  private let byIdentifier: [ExactKey: [Int]]

  init(_ rows: [MatrixRow]) {
    self.rows = rows
    var index: [ExactKey: [Int]] = [:]
    for (position, row) in rows.enumerated() { index[ExactKey(row.identifier), default: []].append(position) }
    byIdentifier = index
  }

  /// The indices of the rows `finding` is about (empty when it names no subject of the matrix).
  func rows(for finding: Finding) -> [Int] {
    guard let identifier = finding.identifier ?? finding.key else { return [] }
    return (byIdentifier[ExactKey(identifier)] ?? []).filter { position in
      let row = rows[position]
      return (finding.bundle.map { $0 == row.bundle } ?? true)
        && (finding.table.map { $0 == row.table } ?? true)
    }
  }

  /// The indices of every row that has a non-ok cell or a finding.
  func rowsWithFindings(_ findings: [Finding]) -> Set<Int> {
    var result = Set(rows.indices.filter { rows[$0].hasFinding })
    for finding in findings { result.formUnion(rows(for: finding)) }
    return result
  }
}
