/// A key written twice in one `.strings` file, one JSON object or one XLIFF document: the last one
/// silently wins.
public struct DuplicateKeyRule: Rule {
  /// `duplicate-key`, a warning by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "duplicate-key", name: "Duplicate key",
    summary:
      "A key appears twice in one .strings file, one JSON object or one XLIFF document (the last one silently wins).",
    rationale: "Translators edit the first occurrence while the app shows the second.",
    defaultSeverity: .warning,
    triggeringExamples: ["\"OK\" = \"OK\";\n\"OK\" = \"Okay\";"],
    nonTriggeringExamples: ["the same key in two different tables"])

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    let duplicates = context.catalog.duplicates
    // A key written n times gives n - 1 duplicates, in file order; each names the first copy and
    // the number of copies in all, so the second copy of three does not say "twice" (audit 105).
    let copies = Self.copies(of: duplicates)
    let bound = duplicates.isEmpty ? nil : BoundIdentifiers(context.subjects)
    return zip(duplicates, copies).compactMap { duplicate, copy in
      // A key written thousands of times (a damaged or generated file, audit 159) is told at its
      // first copies and its last, the one that wins: not once per copy.
      guard copy.number <= Self.toldCopies || copy.number == copy.total else { return nil }
      // `--locales de-AT` reports the `de.lproj` it reads, with `de`'s fingerprint (audit 118).
      var reportedIn: LocaleID?
      if let locale = duplicate.locale {
        guard let checked = reportingLocale(forFileOf: locale, of: duplicate, in: context) else { return nil }
        reportedIn = checked
      }
      var found = finding(duplicate, copy: copy, reportedIn: reportedIn, context: context)
      // Told under the identifier a label map binds to the key; the fingerprint, made from the
      // key, stays as it was.
      if let subjects = bound?.subjects(boundTo: duplicate), let first = subjects.first {
        found.identifier = first.identifier
        found.alsoAbout = Array(subjects.dropFirst())
      }
      return found
    }
  }

  /// The locale of the run that reports `duplicate` in a file of `locale`: that locale, or the
  /// first child reading the file; `nil` where the run reads the file in no locale.
  private func reportingLocale(
    forFileOf locale: LocaleID, of duplicate: DuplicateKey, in context: CheckContext
  )
    -> LocaleID?
  {
    let table = context.catalog.table(named: duplicate.table, bundle: duplicate.bundle)
    let source = table.map(context.catalog.sourceLocale(of:)) ?? context.sourceLocale
    return context.reportingLocale(forFileOf: locale, source: source)
  }

  private func finding(
    _ duplicate: DuplicateKey, copy: (first: SourcePosition, number: Int, total: Int), reportedIn: LocaleID?,
    context: CheckContext
  ) -> Finding {
    let (first, count, total) = (copy.first, copy.number, copy.total)
    let also = duplicate.alias.map { " (also written '\($0)')" } ?? ""
    let what = duplicate.field.map { "'\($0)'\(also) in '\(duplicate.key)'" } ?? "'\(duplicate.key)'"
    let times = total == 2 ? "twice" : "\(total) times"
    let which = total == 2 || count == total ? "" : "; this is the \(Self.ordinal(count))"
    let untold = count == total && total > Self.toldCopies ? total - Self.toldCopies : 0
    let wins =
      total > 2 && count == total
      ? "this last one wins"
        + (untold > 2
          ? " (the \(untold - 1) copies before it are not told one by one)"
          : untold == 2 ? " (the copy before it is not told on its own)" : "")
      : "the last one wins" + (total == 2 ? Self.textsNote(duplicate) : "")
    let message =
      "\(what) is written \(times) (first at line \(first.line), column \(first.column)\(which)); \(wins)"
    var finding = Finding(
      rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, locale: reportedIn,
      identifier: duplicate.key,
      bundle: duplicate.bundle, table: duplicate.table, key: duplicate.key, message: message,
      position: duplicate.second,
      fingerprint: fingerprint(
        duplicate, bundle: context.catalog.projectBundle(duplicate.bundle), locale: duplicate.locale,
        copy: count, inherited: reportedIn != duplicate.locale))
    if reportedIn != duplicate.locale { finding.ownerLocale = duplicate.locale }
    return finding
  }

  /// What the two copies of a key say, where the file gives each one text: the same (only an
  /// edit to the first would be lost) or not (what the app shows instead), so that a reader finds
  /// the repeat that changes the screen among many that do not (audit 245).
  private static func textsNote(_ duplicate: DuplicateKey) -> String {
    guard let (first, second) = duplicate.texts else { return "" }
    return first == second
      ? " (both say '\(second)': only an edit to the first one would be lost)"
      : ", '\(second)', not the first one's '\(first)'"
  }

  /// The copies of one key told one by one, counting the first: the others but the last are told
  /// with the last.
  static let toldCopies = 10

  /// What one key's copies have in common: the file, the key (and field) and the locale.
  private struct Occurrence: Hashable {
    var file: String
    var key: String
    var field: String?
    var locale: LocaleID?

    init(_ duplicate: DuplicateKey) {
      file = duplicate.second.file
      key = duplicate.key
      field = duplicate.field
      locale = duplicate.locale
    }
  }

  /// Each duplicate's place in its run of copies: the run's first copy, the copy's number (2 for
  /// the second) and the run's length. A run goes on where a duplicate's first copy is the run's
  /// first or latest; a field repeated in two objects of one key makes two runs.
  private static func copies(of duplicates: [DuplicateKey]) -> [(
    first: SourcePosition, number: Int, total: Int
  )] {
    var runs: [(first: SourcePosition, count: Int)] = []
    var open: [RunEnd: Int] = [:]
    var placed: [(run: Int, number: Int)] = []
    for duplicate in duplicates {
      let occurrence = Occurrence(duplicate)
      let run: Int
      if let found = open[RunEnd(occurrence: occurrence, position: duplicate.first)] {
        run = found
        runs[run].count += 1
      } else {
        run = runs.count
        runs.append((duplicate.first, 2))
        open[RunEnd(occurrence: occurrence, position: duplicate.first)] = run
      }
      open[RunEnd(occurrence: occurrence, position: duplicate.second)] = run
      placed.append((run, runs[run].count))
    }
    return placed.map { (runs[$0.run].first, $0.number, runs[$0.run].count) }
  }

  /// A copy of a key that a run of copies holds: its first or its latest.
  private struct RunEnd: Hashable {
    var occurrence: Occurrence
    var position: SourcePosition
  }

  /// "2nd", "3rd", "11th", "22nd".
  static func ordinal(_ number: Int) -> String {
    let suffix =
      (11...13).contains(number % 100)
      ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
    return "\(number)\(suffix)"
  }

  /// A repeated field gets its own fingerprint, apart from a repeated key of the same entry; the
  /// third and later copies of a key get their own too (the second keeps the plain one).
  /// `bundle` is the duplicate's bundle as fingerprints name it (relative to the project folder).
  /// `inherited`: reported in a child locale, which takes the file's locale's fingerprint.
  private func fingerprint(
    _ duplicate: DuplicateKey, bundle: String, locale: LocaleID?, copy: Int, inherited: Bool
  ) -> String? {
    guard duplicate.field != nil || copy > 2 || bundle != duplicate.bundle || inherited else { return nil }
    let key = duplicate.field.map { duplicate.key + "\u{1F}" + $0 } ?? duplicate.key
    return Fingerprint.make(
      rule: Self.descriptor.id, locale: locale?.identifier, bundle: bundle, table: duplicate.table,
      key: key, identifier: duplicate.key, part: copy > 2 ? "copy \(copy)" : nil)
  }
}
