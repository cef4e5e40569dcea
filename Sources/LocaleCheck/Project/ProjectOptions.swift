/// Which files a run reads, named as on a command line: relative paths are read from
/// `workingDirectory`, and what is not named comes from the configuration.
public struct ProjectOptions: Sendable {
  /// The folder relative paths are resolved against and shown relative to: an absolute path
  /// (`FileManager.default.currentDirectoryPath`).
  public var workingDirectory: String
  /// The catalog paths (files or folders); empty for the configuration's `paths`, else the
  /// working folder.
  public var paths: [String] = []
  /// The configuration file; `nil` for the nearest `.labelcheck.json` walking up from the working
  /// folder, or none.
  public var configurationFile: String?
  /// Paths the walk passes by, besides the configuration's `exclude`: globs relative to the
  /// working folder, or names anywhere.
  public var exclude: [String] = []
  /// The label map file, instead of the configuration's.
  public var labelMap: String?
  /// The UI captures folder, instead of the configuration's; it must exist.
  public var captures: String?
  /// The baseline the run reads (instead of the configuration's `baseline`) or writes (with
  /// ``readsBaseline`` off): without a configuration, fingerprints are relative to its folder so
  /// that it matches from any working folder.
  public var baselineFile: String?
  /// Whether ``Project/load(_:)`` reads the baseline, ``baselineFile`` or else the
  /// configuration's, into ``Project/baseline``; off for a run that reports every finding
  /// (`--no-baseline`) or writes a baseline.
  public var readsBaseline = true
  /// Whether only the catalogs are read, not the label map and captures (`inspect`).
  public var readsCatalogsOnly = false

  /// Options that read the project around `workingDirectory` as its configuration describes it.
  public init(workingDirectory: String) { self.workingDirectory = workingDirectory }
}
