/// The result of a matrix run: what every reporter renders.
public struct Report: Sendable {
  /// The tool's name and version, for machine-readable outputs.
  public static let toolName = "labelcheck"
  /// The version `--version` prints and the JSON and SARIF reports record.
  public static let toolVersion = "0.1.0"

  /// The source (development) locale.
  public var sourceLocale: LocaleID
  /// The source languages of the tables with keys, the most tables' first: several where they
  /// differ (an app in `en`, a widget in `de`); empty where no table has keys.
  public var tableSourceLocales: [LocaleID] = []
  /// The source languages the legend names: ``tableSourceLocales``, or ``sourceLocale`` alone.
  public var legendSourceLocales: [LocaleID] {
    tableSourceLocales.isEmpty ? [sourceLocale] : tableSourceLocales
  }
  /// The locales of the matrix, in column order.
  public var locales: [LocaleID]
  /// The counts.
  public var summary: ReportSummary
  /// One row per subject, in a stable order (bundle, table or screen, identifier).
  public var matrix: [MatrixRow]
  /// The findings after ignores and baseline, in report order.
  ///
  /// Changing them leaves ``summary`` and ``matrix`` as the run counted them: to report fewer,
  /// configure the run (``Configuration/onlyRules``, rule severities, ignores) instead.
  public var findings: [Finding]
  /// Every rule that can fire, for outputs that describe them (SARIF).
  public var rules: [RuleDescriptor]
  /// How many findings the baseline hid (those ignores hid first are not counted here; see
  /// ``ReportSummary/suppressed``); 0 without a baseline.
  public var baselineHidden: Int
  /// How many of the baseline's fingerprints match none of the run's findings (counted before
  /// ignores), among entries of the rules and locales the run checked; 0 without a baseline.
  public var baselineFixed: Int
  /// The bundles that baseline entries name but no table of the run is in, with how many entries
  /// name each: a bundle folder renamed since the baseline was written, or one the run's paths
  /// leave out (see ``Project/baselineBundleWarnings(after:baselineFile:)``).
  public var baselineUnreadBundles: [String: Int] = [:]
  /// Of ``baselineFixed``, the entries that name no bundle (a baseline written before entries
  /// recorded their bundle and table): only those can be fixed because the baseline was written
  /// for other paths, as entries that name a bundle are counted only where the run read it.
  public var baselineFixedWithoutBundle = 0
  /// The baseline's entries that ``baselineFixed`` counts: fixed, where the run looked.
  public var baselineFixedEntries: [BaselineEntry] = []
  /// The baseline's entries the run did not check (rules, locales, tables, bundles or captures
  /// it left out), which re-recording part of a project keeps (audit 244).
  public var baselineUncheckedEntries: [BaselineEntry] = []
  /// The configuration's `ignore` entries that hid no finding of the run (a key renamed since,
  /// or a slip in the entry).
  public var unusedIgnoreEntries: [IgnoreEntry] = []
  /// The indices in ``Configuration/allowIdentical`` of the entries that let no copy of the run
  /// pass (a brand renamed since, or a slip in the entry).
  public var unusedAllowIdenticalEntries: [Int] = []
  /// The files that could not be read (their findings are unknown), for outputs that can say so
  /// to a dashboard (SARIF, JUnit, Markdown).
  public var inputErrors: [CatalogError] = []
  /// The files of ``inputErrors`` that were read but for the entries their errors name (see
  /// ``Catalog/partlyReadFiles``): their other findings are here.
  public var partlyReadFiles: Set<String> = []
  /// The run's locales that read a file that could not be read, their own or a parent's
  /// (``Catalog/unreadLocaleFiles``): the keys of its tables went unchecked there.
  public var keysUncheckedIn: [LocaleID] = []
  /// `unreadable-key` for the error of a key left out of a file read in part (see
  /// ``partlyReadFiles``), `unreadable-entry` for a label-map entry left out, `unreadable-file`
  /// for a file not read: what CI annotations call it.
  public func inputErrorKind(_ error: CatalogError) -> String {
    guard partlyReadFiles.contains(error.position.file) else { return "unreadable-file" }
    return error.position.file == labelMapFile ? "unreadable-entry" : "unreadable-key"
  }

  /// labelcheck's own warnings and notes about the run (a file's mistyped escape, a locale no
  /// file has), for the reports that can carry them beside the findings (SARIF's notifications,
  /// Markdown's list): the configuration's ``Configuration/problems``, to which the caller adds
  /// what ``Project/warnings(after:)`` gives.
  public var notices: [ProjectNotice] = []

  /// The errors of ``inputErrors`` of `kind` (`unreadable-file`, `unreadable-key`,
  /// `unreadable-entry`; see ``inputErrorKind(_:)``).
  public func inputErrors(ofKind kind: String) -> [CatalogError] {
    inputErrors.filter { inputErrorKind($0) == kind }
  }

  /// The label map's file where entries of it could not be read (their errors are in
  /// ``inputErrors``, of kind `unreadable-entry`), else `nil`.
  public var labelMapFile: String?

  /// Whether the run's locales were chosen (`--locales`, the configuration's `locales`) rather
  /// than found: a locale left out is then the user's choice, not a file's failure.
  public var localesChosen = false
  /// The identifiers each locale's UI captures leave out where another locale's show them.
  var uncaptured = UncapturedIdentifiers(captures: [])

  /// How many cells show a parent's value and take its status without a finding of their own
  /// locale (`es-419` showing `es`'s English copy), which counts per locale must explain.
  public var inheritedStatusCells = 0

  /// A report; ``inputErrors`` and ``inheritedStatusCells`` start empty and 0.
  public init(
    sourceLocale: LocaleID, locales: [LocaleID], summary: ReportSummary, matrix: [MatrixRow],
    findings: [Finding], rules: [RuleDescriptor], baselineHidden: Int = 0, baselineFixed: Int = 0
  ) {
    self.sourceLocale = sourceLocale
    self.locales = locales
    self.summary = summary
    self.matrix = matrix
    self.findings = findings
    self.rules = rules
    self.baselineHidden = baselineHidden
    self.baselineFixed = baselineFixed
  }

  /// The report of a run that could read none of its files: no subject, no finding, only the
  /// files' errors, for the formats that record them (``OutputFormat/recordsUnreadableFiles``).
  public static func unreadable(_ errors: [CatalogError], sourceLocale: LocaleID) -> Report {
    var report = Report(
      sourceLocale: sourceLocale, locales: [],
      summary: ReportSummary(subjects: 0, locales: 0, errors: 0, warnings: 0, notes: 0, suppressed: 0),
      matrix: [], findings: [], rules: RuleRegistry.descriptors)
    report.inputErrors = errors
    return report
  }
}
