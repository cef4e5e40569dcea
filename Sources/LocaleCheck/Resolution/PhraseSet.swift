import CatalogParser

/// The phrases of an App Shortcuts set (a String Catalog `stringSet`), as rules judge them.
enum PhraseSet {
  /// The table of App Shortcuts' phrases (`AppShortcuts.xcstrings`, iOS 16's `AppShortcuts.strings`).
  static let appShortcutsTable = "AppShortcuts"

  /// Whether `text` of `table` is one App Shortcut phrase written as a plain text (Xcode's form of
  /// a set of one, a line of `AppShortcuts.strings`): it names the app, in the phrases' table.
  static func isPlainPhrase(_ text: String?, table: String) -> Bool {
    table == appShortcutsTable && text?.contains("${applicationName}") == true
  }

  /// The path of phrase `index` of the set at `path` (`stringSet[1]`, shown in messages).
  static func path(_ path: String, index: Int) -> String {
    (path.isEmpty ? "" : path + ".") + "stringSet[\(index)]"
  }

  /// The source's phrases at `path` that a translated set is compared with: its set, or its one
  /// text where the source is a plain string (a set of one phrase written as a `stringUnit`).
  static func sourcePhrases(at path: String, in source: LocalizedValue) -> [String] {
    guard let leaf = path.isEmpty ? source : source.leaf(at: path) else { return [] }
    if let phrases = leaf.stringSet { return phrases }
    return leaf.value.map { [$0] } ?? []
  }

  /// The part of a finding's fingerprint for the form at `path` of `value`: a phrase is named by
  /// its text, not its index, so that reordering the set or removing another phrase keeps its
  /// fingerprint; a phrase the set repeats is told apart by its occurrence (`#2`).
  static func fingerprintPart(ofPath path: String, text: String, in value: LocalizedValue) -> String {
    guard path.hasSuffix("]"), let open = path.range(of: "stringSet[", options: .backwards),
      let index = Int(path[open.upperBound..<path.index(before: path.endIndex)])
    else { return path }
    let prefix = path[..<open.lowerBound]
    let owner = prefix.isEmpty ? value : value.leaf(at: String(prefix.dropLast()))
    let earlier = owner?.stringSet.map { $0.prefix(index).filter { $0 == text }.count } ?? 0
    return prefix + "stringSet:" + text + (earlier > 0 ? "#\(earlier + 1)" : "")
  }
}
