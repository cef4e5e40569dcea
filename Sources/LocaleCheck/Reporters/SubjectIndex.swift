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
    return rows(identifier: identifier, bundle: finding.bundle, table: finding.table)
  }

  /// The row of each subject `finding` is about: its own first, then those it is also about (the
  /// other control of a `duplicate-label` pair), whose cells show it too.
  func subjectRows(for finding: Finding) -> [Int] {
    var result = rows(for: finding).first.map { [$0] } ?? []
    for other in finding.alsoAbout {
      if let row = rows(identifier: other.identifier, bundle: other.bundle, table: other.table).first,
        !result.contains(row)
      {
        result.append(row)
      }
    }
    return result
  }

  private func rows(identifier: String, bundle: String?, table: String?) -> [Int] {
    (byIdentifier[ExactKey(identifier)] ?? []).filter { position in
      let row = rows[position]
      return (bundle.map { $0 == row.bundle } ?? true) && (table.map { $0 == row.table } ?? true)
    }
  }

  /// The indices of every row that has a non-ok cell or a finding.
  func rowsWithFindings(_ findings: [Finding]) -> Set<Int> {
    var result = Set(rows.indices.filter { rows[$0].hasFinding })
    for finding in findings { result.formUnion(rows(for: finding)) }
    return result
  }
}
