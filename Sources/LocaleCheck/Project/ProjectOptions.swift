import CatalogParser
import Foundation

/// Which files a run reads, named as on a command line: relative paths are read from
/// `workingDirectory`, and what is not named comes from the configuration.
public struct ProjectOptions: Sendable {
  /// The folder relative paths are resolved against and shown relative to: an absolute path
  /// (`FileManager.default.currentDirectoryPath`); a relative one, or an empty one, is taken
  /// from the process's current folder.
  public var workingDirectory: String {
    didSet { workingDirectory = Self.absoluteFolder(workingDirectory) }
  }
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
  public init(workingDirectory: String) { self.workingDirectory = Self.absoluteFolder(workingDirectory) }

  /// `folder` as an absolute path: a relative folder's walk up to the configuration would
  /// otherwise never reach `/` (audit 224).
  static func absoluteFolder(_ folder: String) -> String {
    folder.hasPrefix("/")
      ? folder : PathUtilities.absolute(folder, base: FileManager.default.currentDirectoryPath)
  }
}
