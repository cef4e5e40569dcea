/// Builds the matrix rows: each subject's resolved label and status in every locale.
enum MatrixBuilder {
  /// The rows, and how many cells take the status of a parent's value they show (their locale
  /// has no finding of its own there). `uncaptured`: the identifiers the locales' UI captures
  /// leave out, whose cells without finding are marked (``MatrixCell/isUncaptured``).
  static func rows(
    subjects: [Subject], context: CheckContext, findings: [Finding], uncaptured: UncapturedIdentifiers
  ) -> (rows: [MatrixRow], inheritedCells: Int) {
    let worstFindings = worstFindingIndices(subjects: subjects, context: context, findings: findings)
    let worst = worstFindings.map { $0 >= 0 ? findings[$0].rule : nil }
    // The worst status of each cell's value itself, which the cells that inherit it show.
    let worstValueFindings = worstFindingIndices(
      subjects: subjects, context: context, findings: findings, among: statusesOfTheValue)
    let worstOfValue = worstValueFindings.map { $0 >= 0 ? findings[$0].rule : nil }
    // Each cell's missing translation, which the cells reading the gap from there show.
    let worstOfGap = worstRules(
      subjects: subjects, context: context, findings: findings, among: [MissingTranslationRule.descriptor.id])
    let tableLocales = localesOfTables(in: context)
    let unreadFiles = UnreadLocaleFiles(context.catalog.unreadLocaleFiles)
    let width = context.locales.count
    let built = ParallelMap.map(subjects.count) { subjectIndex -> (MatrixRow, Int) in
      let subject = subjects[subjectIndex]
      var cells: [LocaleID: MatrixCell] = [:]
      cells.reserveCapacity(width)
      var inherited = 0
      // A key whose storyboard object is gone shows nothing where the locale has no file of it,
      // as any dead key (audit 310).
      let isGone = context.table(for: subject)?.keysWithoutObject.contains(subject.key) == true
      for (localeIndex, locale) in context.locales.enumerated() {
        let resolution = context.resolutions[subjectIndex][localeIndex]
        var status = worst[subjectIndex * width + localeIndex]
        if status == nil {
          status =
            inheritedStatus(of: resolution, in: worstOfValue, row: subjectIndex, context: context)
            ?? inheritedGap(
              of: resolution, subject: subject, in: worstOfGap, row: subjectIndex, tableLocales: tableLocales,
              context: context)
          if status != nil { inherited += 1 }
        }
        // A varied value's cell shows the form its finding is about (a watch form too long, a
        // Mac form left in English), not the form that stands for the value (audit 131); a cell
        // that inherits its status, the form its parent's cell shows (review 108).
        var labelFinding = worstFindings[subjectIndex * width + localeIndex]
        if labelFinding < 0, let column = judgeColumn(of: resolution, row: subjectIndex, context: context) {
          labelFinding = worstValueFindings[subjectIndex * width + column]
        }
        let formLabel = formLabel(of: resolution, finding: labelFinding, in: findings, subject: subject)
        let label =
          isGone && resolution.ownValue == nil
          ? nil
          : formLabel
            ?? shownLabel(
              of: resolution, subject: subject, entry: context.entries[subjectIndex], context: context)
        var cell = MatrixCell(status: status ?? "ok", label: label)
        // A file that could not be read may hold the key: no ✓ vouches for it (review 107).
        if status == nil && !unreadFiles.isEmpty {
          cell.isUnchecked = unreadFiles.hides(subject, in: resolution, context: context, beforeValue: true)
        }
        if status == nil && !uncaptured.isEmpty && subject.isRealIdentifier {
          cell.isUncaptured = !uncaptured.screens(leaving: subject.identifier, outIn: locale).isEmpty
        }
        cells[locale] = cell
      }
      let row = MatrixRow(
        identifier: subject.identifier, table: subject.table, key: subject.key, screen: subject.screen,
        bundle: subject.bundle, cells: cells)
      return (row, inherited)
    }
    return (built.map(\.0), built.reduce(0) { $0 + $1.1 })
  }

  /// The label a cell shows: the resolved value's, except where the form that stands for a varied
  /// value (a plural's `other`) is still to translate there: VoiceOver then reads that form from
  /// the next locale of the chain that has it (SPEC section 3: variations resolve leaf by leaf).
  private static func shownLabel(
    of resolution: Resolution, subject: Subject, entry: StringEntry?, context: CheckContext
  ) -> String? {
    // CFBundle returns a `.strings` file's empty text as found (audit 149).
    if resolution.emptyValueFrom != nil { return "" }
    guard LabelText.showsDraft(resolution), let entry, let owner = resolution.resolvedFrom else {
      return resolution.label
    }
    // The resolver only here: finding a subject's costs a table look-up, for every cell.
    let chain = context.resolver(for: subject).chain(for: resolution.locale)
    for locale in chain.drop(while: { $0 != owner }).dropFirst() {
      guard let later = entry.localizations[locale], let laterShown = LabelText.displayedCase(of: later),
        LabelText.isUsable(laterShown, asSourceText: locale == resolution.sourceLocale)
      else { continue }
      return LabelText.readableText(of: later)
    }
    return resolution.label
  }

  /// Rules that judge a value where it is written: a locale that inherits it from a parent of
  /// the matrix (`es-419` showing `es`'s text) is not reported again, but shows what it inherits.
  /// (Not `duplicate-label`: it judges a value beside the locale's other labels, which may differ.)
  private static let statusesOfTheValue: Set<String> = [
    "english-fallback", "format-mismatch", "plural-coverage", "stale-translation", "role-in-label",
    "length-expansion", "label-is-identifier", "empty-label",
  ]

  /// The status a cell without findings of its own takes from the parent locale that judges the
  /// value it shows: a dashboard must not show as fine a regional locale that reads `es`'s
  /// English copy.
  private static func inheritedStatus(
    of resolution: Resolution, in worst: [String?], row: Int, context: CheckContext
  )
    -> String?
  {
    guard let column = judgeColumn(of: resolution, row: row, context: context) else { return nil }
    return worst[row * context.locales.count + column]
  }

  /// The column of the parent locale that judges the value `resolution` shows, where another
  /// locale's cell does.
  private static func judgeColumn(of resolution: Resolution, row: Int, context: CheckContext) -> Int? {
    guard let judge = context.judgingLocale(of: resolution, entry: context.entries[row]),
      judge != resolution.locale
    else { return nil }
    return context.locales.firstIndex(of: judge)
  }

  /// The missing translation a cell without findings of its own shows where it reads the gap of
  /// a parent of the run (`pl-PL` without a `Localizable` file, where `pl` misses the key): the
  /// rule reports it once, at the parent, but the child's VoiceOver users hear English too.
  private static func inheritedGap(
    of resolution: Resolution, subject: Subject, in worstOfGap: [String?], row: Int,
    tableLocales: [Set<LocaleID>]?, context: CheckContext
  ) -> String? {
    // A parent's empty `.strings` text the cell shows is the parent's missing translation.
    if let parent = resolution.emptyValueParent {
      return context.locales.firstIndex(of: parent).flatMap { worstOfGap[row * context.locales.count + $0] }
    }
    // No value at all where the table has no source text (its key is the text, in code).
    guard resolution.isSourceFallback || resolution.value == nil, !resolution.speaksSourceLanguage,
      let tableLocales,
      let table = context.tableIndex(for: subject), !tableLocales[table].contains(resolution.locale)
    else { return nil }
    let chain = context.resolver(for: subject).chain(for: resolution.locale)
    for step in chain.dropFirst() where step != resolution.sourceLocale {
      guard let column = context.locales.firstIndex(of: step) else { continue }
      if let gap = worstOfGap[row * context.locales.count + column] { return gap }
    }
    return nil
  }

  /// The locales of every table (by index), where a locale of the run has a parent that the run
  /// checks too, so that a cell may read a parent's gap; else `nil` (most runs: no table read).
  private static func localesOfTables(in context: CheckContext) -> [Set<LocaleID>]? {
    let checked = Set(context.locales)
    // Each source language's chains: an `en-GB` reads `en` before a `de` table's source.
    let hasCheckedParent = context.resolvers.contains { resolver in
      context.locales.contains {
        resolver.chain(for: $0).dropFirst().dropLast().contains(where: checked.contains)
      }
    }
    return hasCheckedParent ? context.catalog.tables.map(\.locales) : nil
  }

  /// The form of a value with plural, device or width forms that finding `index` is about, its
  /// `actual`; `nil` for any other value (a format with variables shows the label its forms
  /// make, never `%#@files@`), for no finding, or for one about another subject (a duplicate
  /// label's other identifier).
  private static func formLabel(
    of resolution: Resolution, finding index: Int, in findings: [Finding], subject: Subject
  )
    -> String?
  {
    guard index >= 0, let value = resolution.value, value.variations != nil, value.substitutions == nil,
      findings[index].identifier == subject.identifier, findings[index].table == subject.table,
      findings[index].bundle == subject.bundle
    else { return nil }
    return findings[index].actual
  }

  /// The most severe rule per cell (ties go to the registry order), in a flat subject-by-locale array.
  private static func worstRules(
    subjects: [Subject], context: CheckContext, findings: [Finding], among rules: Set<String>? = nil
  ) -> [String?] {
    worstFindingIndices(subjects: subjects, context: context, findings: findings, among: rules).map {
      $0 >= 0 ? findings[$0].rule : nil
    }
  }

  /// The index in `findings` of each cell's most severe finding (ties go to the registry order),
  /// -1 for none, in a flat subject-by-locale array.
  private static func worstFindingIndices(
    subjects: [Subject], context: CheckContext, findings: [Finding], among rules: Set<String>? = nil
  ) -> [Int] {
    let width = context.locales.count
    // Each cell holds the index of its worst finding: a cell per key and locale is hundreds of
    // thousands of cells, too many to hold a copy of a finding each.
    var worst = [Int](repeating: -1, count: subjects.count * width)
    let order = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptors.enumerated().map { ($1.id, $0) })
    var subjectIndex: [SubjectKey: Int] = [:]
    for (index, subject) in subjects.enumerated() {
      subjectIndex[
        SubjectKey(identifier: ExactKey(subject.identifier), bundle: subject.bundle, table: subject.table)] =
        index
    }
    let localeIndex = Dictionary(
      context.locales.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    // Findings are read field by field, not copied whole: a matrix can have a hundred thousand.
    for index in findings.indices {
      guard rules.map({ $0.contains(findings[index].rule) }) ?? true,
        let identifier = findings[index].identifier,
        let main = subjectIndex[
          SubjectKey(
            identifier: ExactKey(identifier), bundle: findings[index].bundle ?? "",
            table: findings[index].table ?? "")]
      else { continue }
      mark(
        findings, index, row: main, in: &worst, width: width, order: order, localeIndex: localeIndex,
        context: context)
      for other in findings[index].alsoAbout {
        guard
          let row = subjectIndex[
            SubjectKey(identifier: ExactKey(other.identifier), bundle: other.bundle, table: other.table)]
        else { continue }
        mark(
          findings, index, row: row, in: &worst, width: width, order: order, localeIndex: localeIndex,
          context: context)
      }
    }
    return worst
  }

  /// Makes finding `index` the worst of its cells in `row` where it is more severe (ties go to the
  /// registry order) than the one there.
  private static func mark(
    _ findings: [Finding], _ index: Int, row: Int, in worst: inout [Int], width: Int, order: [String: Int],
    localeIndex: [LocaleID: Int], context: CheckContext
  ) {
    for column in columns(of: findings[index], row: row, localeIndex: localeIndex, context: context) {
      let slot = row * width + column
      if worst[slot] >= 0 {
        let current = worst[slot]
        let severity = findings[index].severity
        let better =
          severity > findings[current].severity
          || (severity == findings[current].severity
            && order[findings[index].rule, default: 99] < order[findings[current].rule, default: 99])
        if !better { continue }
      }
      worst[slot] = index
    }
  }

  /// The columns a finding marks: its locale's; for a finding about the whole key that
  /// `stale-translation` makes (a key gone from the code, one finding for all its translations),
  /// every column that shows the key's own translation.
  private static func columns(
    of finding: Finding, row: Int, localeIndex: [LocaleID: Int], context: CheckContext
  ) -> [Int] {
    if let locale = finding.locale {
      guard let own = localeIndex[locale] else { return [] }
      guard finding.rule == MissingTranslationRule.descriptor.id, let owner = finding.ownerLocale,
        localeIndex[owner] == nil
      else { return [own] }
      return [own] + columnsReadingGap(of: owner, besides: own, row: row, context: context)
    }
    guard finding.rule == StaleTranslationRule.descriptor.id else { return [] }
    // A key no code uses any more: every locale but the source's, whatever it holds (a value
    // still to translate, state `new`, or none; audit 322, review 222).
    return context.resolutions[row].indices.filter { column in
      let resolution = context.resolutions[row][column]
      return resolution.locale != resolution.sourceLocale
    }
  }

  /// The columns besides `reporter`'s that read the gap of `owner`, a parent the run does not
  /// check, which one checked child reports for all (`de-CH` beside `de-AT`, both reading `de`).
  private static func columnsReadingGap(
    of owner: LocaleID, besides reporter: Int, row: Int, context: CheckContext
  )
    -> [Int]
  {
    context.resolutions[row].indices.filter { column in
      let resolution = context.resolutions[row][column]
      guard column != reporter, resolution.isSourceFallback || resolution.value == nil,
        !resolution.speaksSourceLanguage
      else { return false }
      return context.resolver(forSource: resolution.sourceLocale).chain(for: resolution.locale).contains(
        owner)
    }
  }

  /// A subject as findings name it; its identifier compared by scalars, as keys are ("Café" with
  /// a composed "é" and with a combining accent are two keys, and two rows).
  private struct SubjectKey: Hashable {
    var identifier: ExactKey
    var bundle: String
    var table: String
  }
}
