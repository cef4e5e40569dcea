import CatalogParser

/// A warning on an export whose `original` names a bundle no folder of the run is, where a
/// folder of the run ends like it: most likely that folder under another name than at export
/// (`catalogs/SampleApp` in a copy at `samples/SampleApp`, audit 251). Joining them on the name
/// alone would put a watch app's export into an iPhone app's `App` folder (review 175), so the
/// export stands as a bundle of its own, and the warning says why its keys read as missing.
extension Project {
  /// One warning per export-only bundle whose last folders match those of exactly one bundle
  /// folder of the run.
  public func strayExportBundleWarnings() -> [ProjectNotice] {
    var folderBundles: Set<String> = []
    var exportFiles: [String: [String]] = [:]
    for table in catalog.tables {
      if Catalog.isXLIFFOnly(table) {
        exportFiles[table.bundle, default: []] += table.files
      } else {
        folderBundles.insert(table.bundle)
      }
    }
    let folders = folderBundles.filter { $0 != "." && !$0.hasPrefix("/") }
    return exportFiles.keys.sorted().compactMap { bundle -> ProjectNotice? in
      guard !folderBundles.contains(bundle), !bundle.hasPrefix("/"),
        let match = Self.folderEndingAlike(bundle, among: folders)
      else { return nil }
      let files = exportFiles[bundle, default: []].uniquedInOrder()
      let named = files.prefix(2).joined(separator: ", ") + (files.count > 2 ? ", ..." : "")
      return ProjectNotice(
        .warning,
        "\(named) names bundle '\(ControlCharacters.escaped(bundle))', which no folder of the run is, where "
          + "'\(ControlCharacters.escaped(match))' ends alike: its tables stand apart, their keys missing in the "
          + "other locales; if it is that folder, named otherwise at export, export it anew from there")
    }
  }

  /// The one folder bundle whose last folders are the longest ending of `bundle` that any has;
  /// `nil` where none or several share it.
  private static func folderEndingAlike(_ bundle: String, among folders: Set<String>) -> String? {
    let parts = bundle.split(separator: "/")
    guard parts.count > 1 else { return nil }
    for length in stride(from: parts.count - 1, through: 1, by: -1) {
      // A folder every target may have (`Resources`) does not tell an app's from its widget's.
      if length == 1, let last = parts.last, sharedFolderNames.contains(last.lowercased()) { return nil }
      let ending = Array(parts.suffix(length))
      let matches = folders.filter { Array($0.split(separator: "/").suffix(length)) == ending }
      if matches.count > 1 { return nil }
      if let match = matches.first { return match }
    }
    return nil
  }

  /// Folder names that many bundles of one project end with, lower-cased.
  private static let sharedFolderNames: Set<String> = [
    "resources", "resource", "res", "localization", "localizations", "localisation", "localisations",
    "strings", "supporting files", "assets", "sources", "source", "shared", "common", "support", "i18n",
    "l10n", "lang", "languages", "translations",
  ]
}
