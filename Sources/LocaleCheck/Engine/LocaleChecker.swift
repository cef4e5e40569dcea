import Dispatch

/// Runs the rules over the locale matrix and builds the report.
public struct LocaleChecker: Sendable {
  /// The run's settings: locales, rule switches and severities, ignores.
  public var configuration: Configuration

  /// Whether the run reads the whole project (no paths or exclusions narrowing it): a baseline
  /// entry of a table or locale the run read no file of is then gone, fixed, not left out
  /// (audit 244).
  public var checksWholeProject = false

  /// A checker with `configuration` (the defaults when omitted).
  public init(configuration: Configuration = Configuration()) { self.configuration = configuration }

  /// The matrix locales: the configured ones (each once, in the order given: `fr,FR,fr_FR` is
  /// `fr` and `fr-FR`), else every locale found in the catalog and captures.
  public func matrixLocales(for catalog: Catalog, captures: [UICapture] = []) -> [LocaleID] {
    guard configuration.locales.isEmpty else {
      var seen: Set<LocaleID> = []
      return configuration.locales.filter { seen.insert($0).inserted }
    }
    return Array(Set(catalog.locales).union(captures.map(\.locale))).sorted()
  }

  /// Checks `subjects` (label map identifiers), the identifiers of `captures`, or, without
  /// either, every catalog key, in every matrix locale.
  public func check(
    _ catalog: Catalog, subjects explicitSubjects: [Subject]? = nil, unbound: [LabelMapEntry] = [],
    captures: [UICapture] = [], baseline: Baseline? = nil
  ) -> Report {
    checkProject(
      catalog.withoutExportOnlyTables(), subjects: explicitSubjects, unbound: unbound, captures: captures,
      baseline: baseline)
  }

  /// ``check(_:subjects:unbound:captures:baseline:)`` of a catalog without the keys and tables
  /// only exports hold (`Catalog.withoutExportOnlyTables()`).
  private func checkProject(
    _ catalog: Catalog, subjects explicitSubjects: [Subject]?, unbound: [LabelMapEntry],
    captures: [UICapture], baseline: Baseline?
  ) -> Report {
    // A menu item the label map names is the app's to check, selector or not.
    let mapped = Set((explicitSubjects ?? []).map(\.identifier) + unbound.map(\.identifier))
    let captures = captures.map { $0.withoutSystemParts(keeping: mapped) }
    let (subjects, unboundCaptures, renamedCaptures) = bindSubjects(
      catalog, explicit: explicitSubjects, captures: captures,
      mapped: Set(unbound.map { SubjectBinder.identifier(ofPart: $0.identifier) }))
    let locales = matrixLocales(for: catalog, captures: captures)
    let context = CheckContext(
      catalog: catalog, subjects: subjects, locales: locales, configuration: configuration,
      unboundEntries: unbound, captures: captures, unboundCaptures: unboundCaptures,
      renamedCaptures: renamedCaptures)
    // With `--locales`, a capture or file of another locale is not asked about either.
    let matrixLocales = Set(locales)
    let raw =
      configuration.locales.isEmpty
      ? runRules(context) : runRules(context).filter { $0.locale.map(matrixLocales.contains) ?? true }
    // Without ignores the findings are kept as they are, not copied one by one.
    let ignores = IgnoreIndex(configuration.ignore, projectBundle: catalog.projectBundle)
    let afterIgnores = configuration.ignore.isEmpty ? raw : raw.filter { !ignores.hides($0) }
    var kept = afterIgnores
    var hidden = 0
    var fixed = 0
    var unreadBundles: [String: Int] = [:]
    var fixedWithoutBundle = 0
    var fixedEntries: [BaselineEntry] = []
    var uncheckedEntries: [BaselineEntry] = []
    if let baseline {
      let renamed = BaselineRenamedIdentifiers(baseline, findings: afterIgnores)
      let matchedUnderOldIdentifiers: Set<String>
      (kept, matchedUnderOldIdentifiers) = renamed.filter(
        afterIgnores.filter { !baseline.accepts($0) }, bundleName: catalog.projectBundle)
      hidden = afterIgnores.count - kept.count
      // Entries of rules, locales, tables or captures that this run left out are not fixed,
      // only not looked at; nor are those of findings that an `ignore` entry hides.
      let scope = BaselineScope(
        configuration: configuration, locales: Set(matrixLocales), catalog: catalog, captures: captures,
        renamed: renamedCaptures, wholeProject: checksWholeProject)
      let looked = { (entry: BaselineEntry) in
        scope.covers(entry) && !matchedUnderOldIdentifiers.contains(entry.fingerprint)
      }
      fixedEntries = baseline.fixedEntries(present: raw, checked: looked)
      fixed = Set(fixedEntries.map(\.fingerprint)).count
      fixedWithoutBundle = Set(fixedEntries.filter { $0.bundle == nil }.map(\.fingerprint)).count
      unreadBundles = scope.unreadBundles(of: baseline)
      uncheckedEntries = baseline.entries.filter { !scope.covers($0) }
    }
    kept = Finding.sortedInReportOrder(kept)
    let uncaptured = UncapturedIdentifiers(captures: captures, renamed: renamedCaptures)
    let (matrix, inheritedCells) = MatrixBuilder.rows(
      subjects: subjects, context: context, findings: kept, uncaptured: uncaptured)
    var bySeverity: [Severity: Int] = [:]
    for finding in kept { bySeverity[finding.severity, default: 0] += 1 }
    let summary = ReportSummary(
      subjects: subjects.count, locales: locales.count, errors: bySeverity[.error] ?? 0,
      warnings: bySeverity[.warning] ?? 0, notes: bySeverity[.note] ?? 0, suppressed: raw.count - kept.count)
    var report = Report(
      sourceLocale: catalog.sourceLocale, locales: locales, summary: summary, matrix: matrix, findings: kept,
      rules: RuleRegistry.descriptors, baselineHidden: hidden, baselineFixed: fixed)
    report.baselineUnreadBundles = unreadBundles
    report.baselineFixedEntries = fixedEntries
    report.baselineUncheckedEntries = uncheckedEntries
    report.baselineFixedWithoutBundle = fixedWithoutBundle
    if !configuration.ignore.isEmpty { report.unusedIgnoreEntries = ignores.entries(hidingNoneOf: raw) }
    if !configuration.allowIdentical.isEmpty {
      let used = context.allowedIdenticalUses.forms
      report.unusedAllowIdenticalEntries = configuration.allowIdentical.indices.filter {
        !used.contains(CheckContext.allowedIdenticalForm(configuration.allowIdentical[$0]))
      }
    }
    report.inputErrors = catalog.errors
    report.partlyReadFiles = catalog.partlyReadFiles
    if !catalog.unreadLocaleFiles.isEmpty {
      report.keysUncheckedIn = UnreadLocaleFiles.localesLeftUnchecked(
        of: catalog, among: locales, context: context)
    }
    report.inheritedStatusCells = inheritedCells
    report.uncaptured = uncaptured
    report.localesChosen = !configuration.locales.isEmpty
    report.tableSourceLocales = catalog.tableSourceLocales.map(\.locale)
    report.notices = configuration.problems
    return report
  }

  /// Checks the identifiers of a label map (every catalog key when `labelMap` is `nil`) and of
  /// `captures`; label map entries whose table or key does not exist become findings.
  ///
  /// `captureErrors`: the capture files that could not be read (``UICaptureLoader/load(_:)``),
  /// which the report lists with the catalog's (``Report/inputErrors``): their findings are unknown;
  /// so too the label map's ``LabelMap/entryErrors``, of the entries left out.
  public func check(
    _ catalog: Catalog, labelMap: LabelMap?, captures: [UICapture] = [], captureErrors: [CatalogError] = [],
    baseline: Baseline? = nil
  ) -> Report {
    // A key or table only a stale export holds binds no entry, which is then told (audit 196).
    let catalog = catalog.withoutExportOnlyTables()
    let bound = labelMap.map { SubjectBinder.subjects(from: $0, in: catalog) }
    let unnamed = Set(labelMap?.entries.filter { $0.screen == nil }.map(\.identifier) ?? [])
    let subjects = bound.map {
      SubjectBinder.placedOnCapturedScreens($0.subjects, unnamed: unnamed, captures: captures)
    }
    var report = checkProject(
      catalog, subjects: subjects, unbound: bound?.unbound ?? [], captures: captures, baseline: baseline)
    if let entryErrors = labelMap?.entryErrors, let file = entryErrors.first?.position.file {
      report.inputErrors += entryErrors
      report.partlyReadFiles.insert(file)
      report.labelMapFile = file
    }
    // A capture folder below the checked paths that cannot be read is the catalog walk's error
    // already, at the same place (audit 210).
    let told = Set(report.inputErrors.map(\.position))
    report.inputErrors += captureErrors.filter { !told.contains($0.position) }
    return report
  }

  /// Label map subjects plus captured identifiers; every catalog key when there are neither.
  private func bindSubjects(
    _ catalog: Catalog, explicit: [Subject]?, captures: [UICapture], mapped: Set<String>
  ) -> ([Subject], [UnboundCapture], [RenamedCapture]) {
    guard !captures.isEmpty else {
      return (Self.anchored(explicit ?? SubjectBinder.catalogKeySubjects(in: catalog), in: catalog), [], [])
    }
    let bound = CaptureBinder.subjects(from: captures, in: catalog, existing: explicit ?? [], mapped: mapped)
    let unbound = bound.unbound.map { capture in
      var told = capture
      told.runHasLabelMap = explicit != nil
      return told
    }
    return (Self.anchored((explicit ?? []) + bound.subjects, in: catalog), unbound, bound.renamed)
  }

  /// `subjects` with their bundles as fingerprints name them (relative to the project folder).
  private static func anchored(_ subjects: [Subject], in catalog: Catalog) -> [Subject] {
    guard !catalog.projectBundles.isEmpty else { return subjects }
    return subjects.map { subject in
      var anchored = subject
      anchored.fingerprintBundle = catalog.projectBundle(subject.bundle)
      return anchored
    }
  }

  /// Every enabled rule's findings, at the configured severity, without exact duplicates.
  ///
  /// Rules only read the context, so they run in parallel, and a rule that checks subjects
  /// independently runs as several parts of the subjects at once; the findings are merged in
  /// registry order, then subject order, which keeps the result independent of scheduling.
  func runRules(_ context: CheckContext) -> [Finding] {
    let rules = RuleRegistry.all.filter { configuration.isEnabled($0.descriptor.id) }
    let severities = rules.map {
      configuration.severity(of: $0.descriptor.id, default: $0.descriptor.defaultSeverity)
    }
    let tasks = Self.ruleTasks(rules, context: context)
    let perTask = ResultSlots<[Finding]>(count: tasks.count)
    DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
      let task = tasks[index]
      perTask.set(index, rules[task.rule].init().check(task.context))
    }
    let results = perTask.values
    var findings: [Finding] = []
    findings.reserveCapacity(results.reduce(0) { $0 + ($1?.count ?? 0) })
    for (task, taskFindings) in zip(tasks, results) {
      for var finding in taskFindings ?? [] {
        finding.severity = severities[task.rule]
        findings.append(finding)
      }
    }
    return Self.removingDuplicates(findings)
  }

  /// Cells per part of a rule that checks subjects independently: enough work that handing a
  /// part to a core costs little.
  static let cellsPerPart = 4096
  /// Parts per rule at most: enough for the cores to take turns evenly.
  static let maximumPartsPerRule = 8

  /// A rule, by index into the enabled rules, and the context it checks (all or part of it).
  typealias RuleTask = (rule: Int, context: CheckContext)

  /// One task per rule, or, for a rule that checks subjects independently on a large matrix, one
  /// per part of the subjects: in rule order, then subject order.
  static func ruleTasks(_ rules: [any Rule.Type], context: CheckContext) -> [RuleTask] {
    let subjectCount = context.subjectRange.count
    let cells = subjectCount * max(1, context.locales.count)
    let parts = min(maximumPartsPerRule, cells / cellsPerPart, subjectCount)
    var tasks: [RuleTask] = []
    for (index, rule) in rules.enumerated() {
      guard rule.checksSubjectsIndependently && parts > 1 else {
        tasks.append((index, context))
        continue
      }
      let start = context.subjectRange.lowerBound
      for part in 0..<parts {
        let range = (start + subjectCount * part / parts)..<(start + subjectCount * (part + 1) / parts)
        tasks.append((index, context.restricted(to: range)))
      }
    }
    return tasks
  }

  /// `findings` in their order, each exact repeat left out.
  static func removingDuplicates(_ findings: [Finding]) -> [Finding] {
    // Equal findings have equal fingerprints: a finding is compared only with the earlier kept
    // ones that share its fingerprint, so its long texts are never hashed and seldom compared.
    // Findings are referred to by index, and copied only when there is a repeat to leave out
    // (a large matrix has a hundred thousand findings and seldom a repeat).
    var lastWithFingerprint: [String: Int] = [:]
    lastWithFingerprint.reserveCapacity(findings.count)
    var previousWithFingerprint = [Int](repeating: -1, count: findings.count)
    var repeats: [Int] = []
    for index in findings.indices {
      let fingerprint = findings[index].fingerprint
      var candidate = lastWithFingerprint[fingerprint] ?? -1
      while candidate >= 0 && findings[candidate] != findings[index] {
        candidate = previousWithFingerprint[candidate]
      }
      guard candidate < 0 else {
        repeats.append(index)
        continue
      }
      previousWithFingerprint[index] = lastWithFingerprint[fingerprint] ?? -1
      lastWithFingerprint[fingerprint] = index
    }
    guard !repeats.isEmpty else { return findings }
    var kept: [Finding] = []
    kept.reserveCapacity(findings.count - repeats.count)
    var nextRepeat = 0
    for index in findings.indices {
      if nextRepeat < repeats.count && repeats[nextRepeat] == index {
        nextRepeat += 1
      } else {
        kept.append(findings[index])
      }
    }
    return kept
  }
}
