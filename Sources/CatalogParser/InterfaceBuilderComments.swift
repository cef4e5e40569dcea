/// The comments the `.strings` files of one storyboard or XIB table write above each key, and
/// whether the files agree on them.
///
/// Xcode writes the Base text into every locale's comments, the same in each; `ibtool` run on a
/// localized nib writes that locale's text instead (German comments in `de.lproj`). Only comments
/// that two or more files spell alike are taken for the source text.
struct InterfaceBuilderComments {
  /// How many files of the table were recorded.
  private(set) var fileCount = 0
  /// Each key's comment, as every file that has the key spells it.
  private var comments: [String: String] = [:]
  /// Keys whose files write different comments (or one without any).
  private var conflicting: Set<String> = []

  /// Whether `table`, one file's, looks like a storyboard's or XIB's: a `.strings` file whose
  /// first key is an Interface Builder key (`x1Y-2z-abc.normalTitle`, `136.title`).
  static func mayDescribe(_ table: StringTable) -> Bool {
    guard table.files.first?.hasSuffix(".strings") == true, let key = table.entries.first?.key,
      let dot = key.firstIndex(of: ".")
    else { return false }
    return InterfaceBuilderSource.isObjectID(key[..<dot])
  }

  /// Records the comments of one file's table.
  mutating func record(_ table: StringTable) {
    fileCount += 1
    for entry in table.entries where !conflicting.contains(entry.key) {
      guard let comment = entry.comment else {
        conflicting.insert(entry.key)
        continue
      }
      if let known = comments[entry.key] {
        if known != comment { conflicting.insert(entry.key) }
      } else {
        comments[entry.key] = comment
      }
    }
  }

  /// The comment every file writes above `key`, when two or more files of the table were read
  /// and those that have the key agree on it.
  func agreedComment(for key: String) -> String? {
    guard fileCount >= 2, !conflicting.contains(key) else { return nil }
    return comments[key]
  }
}
