/// A project as a run sees it: its configuration and everything it names, read.
///
/// ``load(_:)`` finds and reads what a `labelcheck` command reads: the configuration (the file
/// given, else the nearest `.labelcheck.json`), the catalogs, the label map and the captures,
/// each from the options or else from the configuration, with the configuration's paths relative
/// to its folder.
public struct Project: Sendable {
  /// The run's settings.
  public var configuration: Configuration
  /// The configuration file's absolute path, if one was read.
  public var configurationFile: String?
  /// The catalog paths read, relative to the working folder.
  public var paths: [String]
  /// What the catalogs hold, with an error per file that could not be read.
  public var catalog: Catalog
  /// The label map, if one was read.
  public var labelMap: LabelMap?
  /// Where the label map was read from, as given.
  public var labelMapPath: String?
  /// The baseline the run reads (``ProjectOptions/baselineFile``, else the configuration's
  /// `baseline`), if any: ``check()`` hides the findings it records.
  public var baseline: Baseline?
  /// Where ``baseline`` was read from, relative to the working folder (as given, or the
  /// configuration's path from there).
  public var baselineFile: String?
  /// The UI captures read.
  public var captures: [UICapture] = []
  /// An error per capture file that could not be read.
  public var captureErrors: [CatalogError] = []
  /// The files read (absolute paths), each with what it is ("a catalog", "the label map"): a
  /// report written over one would replace an input.
  public var inputFiles: [String: String] = [:]
  /// Notes on what the configuration names and the run leaves out.
  public var notes: [ProjectNotice] = []
  /// The absolute folder that fingerprints name bundles relative to (the configuration's, else
  /// the baseline's, else the repository's root), if any; else the working folder.
  public var fingerprintDirectory: String?
  /// ``paths`` as absolute paths.
  public var absolutePaths: [String] = []
  /// Whether the run reads part of the project: paths or `--exclude` patterns on the command
  /// line, or a run below the configuration's folder that names no paths (which reads the
  /// working folder). Label-map and `ignore` entries about the rest are not the run's.
  public var checksPartOfProject = false

  /// Whether no catalog file could be read, though some were found: nothing can be checked.
  public var readsNoCatalog: Bool { catalog.readsNoFile }

  /// Runs the rules: over the label map's identifiers (else every catalog key) and the captures,
  /// hiding the findings the project's ``baseline`` records.
  public func check() -> Report { check(baseline: baseline) }

  /// Runs the rules as ``check()`` does, hiding the findings `baseline` records instead (`nil`
  /// for none); its fingerprints name bundles relative to ``fingerprintDirectory``.
  public func check(baseline: Baseline?) -> Report {
    var checker = LocaleChecker(configuration: configuration)
    // A table the configuration's `exclude` leaves out is not gone either (review 174).
    checker.checksWholeProject = !checksPartOfProject && configuration.exclude.isEmpty
    return checker.check(
      catalog, labelMap: labelMapForRun, captures: captures, captureErrors: captureErrors, baseline: baseline)
  }
}
