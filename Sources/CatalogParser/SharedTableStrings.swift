/// One table's keys in order, with each key's comment and source-language text: what the other
/// locale files of the table are likely to spell again (see ``SharedStrings``).
final class SharedTableStrings: Sendable {
  let keys: [String]
  let comments: [String?]
  /// The source locale's plain text of each key; empty when the table declares no source locale
  /// (one-locale files, whose texts differ from file to file).
  let sourceTexts: [String?]
  /// Where each key is, to find the place again after a key that the table does not have.
  let indexByKey: [String: Int]

  init(_ table: StringTable) {
    keys = table.entries.map(\.key)
    comments = table.entries.map(\.comment)
    if let source = table.sourceLocale {
      sourceTexts = table.entries.map { $0.localizations[source]?.value }
    } else {
      sourceTexts = []
    }
    var index: [String: Int] = [:]
    index.reserveCapacity(keys.count)
    for (position, key) in keys.enumerated() where index[key] == nil { index[key] = position }
    indexByKey = index
  }
}
