/// The comments the `.strings` files of one storyboard or XIB table write above each key, and
/// whether the files agree on them.
///
/// Xcode writes the Base text into every locale's comments, the same in each; `ibtool` run on a
/// localized nib writes that locale's text instead (German comments in `de.lproj`). Only comments
/// that two or more files spell alike are taken for the source text.
struct InterfaceBuilderComments {
  /// Each recorded file's keys and comments, in file order. Compared only for a table that turns
  /// out to have no source-language value (most have an `en.lproj` copy): recording stays a copy.
  private var files: [[(key: String, comment: String?)]] = []

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
    files.append(table.entries.map { ($0.key, $0.comment) })
  }

  /// The comment every file writes above each key, for the keys whose files agree on it (a key
  /// without a comment in one file has none); empty unless two or more files were recorded.
  func agreedComments() -> [String: String] {
    guard files.count >= 2 else { return [:] }
    var comments: [String: String] = [:]
    var conflicting: Set<String> = []
    for file in files {
      for (key, comment) in file where !conflicting.contains(key) {
        guard let comment, comments[key, default: comment] == comment else {
          conflicting.insert(key)
          comments[key] = nil
          continue
        }
        comments[key] = comment
      }
    }
    return comments
  }
}
