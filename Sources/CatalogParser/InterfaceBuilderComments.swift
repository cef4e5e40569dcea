/// The comments the `.strings` files of one storyboard or XIB table write above each key, and
/// whether the files agree on them.
///
/// Xcode writes the Base text into every locale's comments, the same in each; `ibtool` run on a
/// localized nib writes that locale's text instead (German comments in `de.lproj`). Only comments
/// that two or more files spell alike are taken for the source text, or those of a table's only
/// file whose values are mostly not its comments' texts.
struct InterfaceBuilderComments {
  /// Each recorded file's keys and comments, in file order. Compared only for a table that turns
  /// out to have no source-language value (most have an `en.lproj` copy): recording stays a copy.
  private(set) var files: [[(key: String, comment: String?)]] = []
  /// The language of each recorded file's `.lproj` folder.
  private var languages: [String?] = []
  /// The locale of each recorded file's `.lproj` folder.
  private(set) var locales: [LocaleID?] = []
  /// Each recorded file's values, in its keys' order: they tell whether its comments are its
  /// own language's (see `commentedValues(of:)`).
  private var values: [[String?]] = []

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
    let locale = table.files.first.flatMap { LocaleID.ofLProjFolder(holding: $0) }
    locales.append(locale)
    languages.append(locale?.language)
    values.append(table.entries.map { $0.localizations.values.first?.value })
  }

  /// Whether the source language's file (`en.lproj`) keeps its comments' texts as its values for
  /// most keys, as a copy of the storyboard's texts does, where a translation of a storyboard in
  /// another language does not (review 209: a mostly outdated copy still keeps its own comments);
  /// `nil` where no such file has commented values.
  func sourceCopyKeepsItsComments(sourceLanguage: String) -> Bool? {
    guard let index = languages.firstIndex(of: sourceLanguage) else { return nil }
    let (kept, translated) = commentedValues(of: index)
    guard kept + translated > 0 else { return nil }
    return kept >= translated
  }

  /// The values of the file at `index`, in its keys' order.
  func values(ofFile index: Int) -> [String?] { values[index] }

  /// How many of the file at `index`'s commented keys keep their comment's text as their value
  /// (an `ibtool` file's comments are its own language's, its values mostly their texts) and how
  /// many translate it (Xcode wrote the comments from the storyboard).
  func commentedValues(of index: Int) -> (kept: Int, translated: Int) {
    var (kept, translated) = (0, 0)
    for ((key, comment), value) in zip(files[index], values[index]) {
      guard let value, !value.isEmpty, let text = InterfaceBuilderSource.sourceText(of: key, comment: comment)
      else { continue }
      if value == text { kept += 1 } else { translated += 1 }
    }
    return (kept, translated)
  }

  /// Whether the only file recorded translates most of its commented keys (a value other than
  /// its comment's text): then its comments are not its own language's, as an `ibtool` file's
  /// are (its values are its comments' texts, but for one edited here and there).
  private var onlyFileTranslatesMostComments: Bool {
    guard files.count == 1 else { return false }
    let (kept, translated) = commentedValues(of: 0)
    return translated > kept
  }

  /// Each key's comment as most files write it: the spelling more files write than any other,
  /// by two or more of them where they differ (a locale regenerated from an older storyboard, a
  /// tool that dropped the comments, or a nib localized with `ibtool` writes another or none).
  /// A key that one file comments keeps that comment, unless the file contradicts what the others
  /// settled elsewhere: its comments are then its own language's. A table's only file settles its
  /// keys where it translates most of them (Xcode wrote its comments from the storyboard: an
  /// English copy among its translations is a copy); else nothing is settled. `stale`: the keys
  /// of ``staleObjectIDKeys()``, which settle nothing.
  func agreedComments(leavingOut stale: Set<String>) -> [String: String] {
    guard files.count >= 2 else {
      guard let file = files.first, onlyFileTranslatesMostComments else { return [:] }
      return file.reduce(into: [:]) { settled, entry in
        if let comment = entry.comment { settled[entry.key] = comment }
      }
    }
    // A file with its own language's comments (`ibtool`'s) that contradicts what the others
    // settle settles nothing, not even a key that only such files write alike ("Box" in three).
    let ownLanguage = Set(ownLanguageFiles)
    let voters = files.indices.filter { !ownLanguage.contains($0) }.map { files[$0] }
    let votes = Self.votes(of: voters)
    var settled = Self.majority(of: voters)
    let majority = settled
    for file in voters where !Self.contradicts(file, majority) {
      for case let (key, comment?) in file where votes[key]?.values.reduce(0, +) == 1 && !stale.contains(key)
      {
        settled[key] = comment
      }
    }
    return settled
  }

  /// The indices of the files that contradict what the files settle by majority and keep their
  /// comments' texts as their values: `ibtool`'s, whose comments are their own language's.
  private var ownLanguageFiles: [Int] {
    let majority = Self.majority(of: files)
    return files.indices.filter { index in
      guard Self.contradicts(files[index], majority) else { return false }
      let (kept, translated) = commentedValues(of: index)
      return kept > translated
    }
  }

  /// The indices of the files that do not contradict what the files settle by majority.
  private var agreeingFiles: [Int] {
    let majority = Self.majority(of: files)
    return files.indices.filter { !Self.contradicts(files[$0], majority) }
  }

  /// The keys that only files with their own language's comments hold (see
  /// `ownLanguageFiles`), which may keep a key the storyboard has since lost.
  func keysOnlyInOwnLanguageFiles() -> Set<String> {
    guard files.count >= 2 else { return [] }
    let ownLanguage = Set(ownLanguageFiles)
    var held: Set<String> = []
    var others: Set<String> = []
    for index in files.indices {
      if ownLanguage.contains(index) {
        others.formUnion(files[index].map(\.key))
      } else {
        held.formUnion(files[index].map(\.key))
      }
    }
    return others.subtracting(held)
  }

  /// The keys one file holds whose comment, but for its object id, is that of a key two or more
  /// other files settle and this file lacks (of one of them, where several objects share it): the same storyboard object under an id of an older
  /// storyboard (SelfControl's German `WWa-f1-gdW.title` beside the others' `101.title`, both
  /// "Stuck? Stop block manually"). Nothing tells that the storyboard still has them.
  func staleObjectIDKeys() -> Set<String> {
    guard files.count >= 3 else { return [] }
    let majority = Self.majority(of: files)
    // Two objects may share a class and text (two "Cancel" buttons): all are the stray's twins.
    var settledKeys: [String: Set<String>] = [:]
    for (key, comment) in majority { settledKeys[Self.withoutObjectID(comment), default: []].insert(key) }
    var holders: [String: Int] = [:]
    for file in files { for key in Set(file.map(\.key)) { holders[key, default: 0] += 1 } }
    var stale: Set<String> = []
    for file in files {
      let keys = Set(file.map(\.key))
      for case let (key, comment?) in file where holders[key] == 1 {
        if let twins = settledKeys[Self.withoutObjectID(comment)], !twins.contains(key),
          !twins.isSubset(of: keys)
        {
          stale.insert(key)
        }
      }
    }
    return stale
  }

  /// `comment` without its `ObjectID = "…";` part: the object's class, property and text.
  private static func withoutObjectID(_ comment: String) -> String {
    guard let start = comment.range(of: "ObjectID = \""),
      let end = comment[start.upperBound...].firstIndex(of: "\"")
    else { return comment }
    return String(comment[..<start.lowerBound]) + comment[comment.index(after: end)...]
  }

  /// How many of `files` write each key's comment each way.
  private static func votes(of files: [[(key: String, comment: String?)]]) -> [String: [String: Int]] {
    var votes: [String: [String: Int]] = [:]
    for file in files {
      for case let (key, comment?) in file { votes[key, default: [:]][comment, default: 0] += 1 }
    }
    return votes
  }

  /// Each key's comment as more of `files` write it than any other way, by two or more.
  private static func majority(of files: [[(key: String, comment: String?)]]) -> [String: String] {
    var settled: [String: String] = [:]
    for (key, spellings) in votes(of: files) {
      let ranked = spellings.sorted { $0.value > $1.value }
      if ranked[0].value >= 2 && (ranked.count == 1 || ranked[0].value > ranked[1].value) {
        settled[key] = ranked[0].key
      }
    }
    return settled
  }

  /// Each key's comment where files of two or more languages write it alike and none writes
  /// another, for the keys a source-language copy lacks (`sr-CS` and `sr-Cyrl`, one translation
  /// twice, are one language). Only files newer than the copy vote: each holds every key the
  /// copy has (a file that lacks one may keep a key the storyboard has since lost) and writes
  /// the copy's comments for at least half of them (not its own language's, as `ibtool` writes
  /// them).
  func commentsSettledAcrossLanguages(sourceLanguage: String) -> [String: String] {
    var sourceComments: [String: String?] = [:]
    for index in files.indices where languages[index] == sourceLanguage {
      for (key, comment) in files[index] { sourceComments[key] = comment }
    }
    var spellings: [String: [String: Set<String>]] = [:]
    for index in agreeingFiles where languages[index] != sourceLanguage {
      let file = files[index]
      guard Self.isNewer(file, than: sourceComments) else { continue }
      for case let (key, comment?) in file {
        spellings[key, default: [:]][comment, default: []].insert(languages[index] ?? "")
      }
    }
    return spellings.reduce(into: [:]) { settled, item in
      guard item.value.count == 1, let (comment, languages) = item.value.first, languages.count >= 2 else {
        return
      }
      settled[item.key] = comment
    }
  }

  /// Whether `file` holds every key of the source copy's `sourceComments` and writes the same
  /// comment for at least half of those both comment.
  private static func isNewer(
    _ file: [(key: String, comment: String?)], than sourceComments: [String: String?]
  )
    -> Bool
  {
    let comments = Dictionary(file.map { ($0.key, $0.comment) }, uniquingKeysWith: { first, _ in first })
    guard sourceComments.keys.allSatisfy({ comments[$0] != nil }) else { return false }
    var (shared, alike) = (0, 0)
    for case let (key, source?) in sourceComments {
      guard case let comment?? = comments[key] else { continue }
      shared += 1
      if comment == source { alike += 1 }
    }
    return alike * 2 >= shared
  }

  /// Whether `file` comments a key otherwise than `settled` has it.
  private static func contradicts(_ file: [(key: String, comment: String?)], _ settled: [String: String])
    -> Bool
  {
    file.contains { key, comment in
      guard let comment, let agreed = settled[key] else { return false }
      return comment != agreed
    }
  }
}
