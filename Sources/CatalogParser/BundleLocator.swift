/// Matches the bundles XLIFF files name with the bundle folders found on disk.
///
/// An XLIFF `original` names its file relative to the project (`SampleApp/en.lproj/Main.strings`:
/// bundle `SampleApp`), while folders found on disk are named relative to the folder the command
/// runs in (`.` when run inside `SampleApp`). Where the two differ, an XLIFF bundle whose name
/// ends exactly one folder's path (`/work/app/SampleApp` ends with `SampleApp`) is that folder:
/// so an XLIFF file and the `.lproj` folders it was exported from form one table wherever the
/// command runs.
struct BundleLocator {
  /// The bundles of the files found on disk, by name, and their absolute paths.
  private let absolutePaths: [String: String]
  /// The bundles found on disk that have each table.
  private let bundlesOfTable: [String: Set<String>]

  /// The bundle folders of `files` (all but XLIFF files, whose bundles come from `original`).
  init(files: [DiscoveredFile], workingDirectory: String) {
    var paths: [String: String] = [:]
    var bundlesOfTable: [String: Set<String>] = [:]
    for file in files where file.format != .xliff {
      bundlesOfTable[file.context.table, default: []].insert(file.context.bundle)
      guard paths[file.context.bundle] == nil else { continue }
      paths[file.context.bundle] = PathUtilities.absolute(file.context.bundle, base: workingDirectory)
    }
    absolutePaths = paths
    self.bundlesOfTable = bundlesOfTable
  }

  /// The on-disk bundle that `bundle`, an XLIFF file's, names: itself when a folder has that
  /// name, else the one folder whose path ends with it; `nil` when none or several do. An
  /// `original` without a folder (`en.lproj/Localizable.strings`: the project's own folder) is
  /// the one bundle found on disk, if there is only one.
  func diskBundle(for bundle: String) -> String? {
    if bundle.hasPrefix("/") { return diskBundle(forAbsolute: bundle) }
    guard absolutePaths[bundle] == nil, !bundle.hasPrefix("../") else { return nil }
    if bundle == "." { return absolutePaths.count == 1 ? absolutePaths.first?.key : nil }
    let suffix = "/" + bundle
    let matches = absolutePaths.filter { $0.value.hasSuffix(suffix) }
    return matches.count == 1 ? matches.first?.key : nil
  }

  /// The on-disk bundle that an absolute `original`'s folder (Xcode 9.4's, written on another
  /// machine: `/Users/dev/App/App`) names: of the folders it ends alike with
  /// (`PathUtilities.endAlike`: `/work/checkout/App/App`), the one with the most folders in
  /// common; `nil` when none or several do.
  private func diskBundle(forAbsolute bundle: String) -> String? {
    let folders = PathUtilities.components(of: bundle)
    var best: [String] = []
    var bestLength = 0
    for (name, path) in absolutePaths {
      let other = PathUtilities.components(of: path)
      let length = PathUtilities.commonEnding(folders, other)
      guard PathUtilities.endAlike(folders, other), length >= bestLength else { continue }
      if length > bestLength { (best, bestLength) = ([], length) }
      best.append(name)
    }
    return best.count == 1 ? best[0] : nil
  }

  /// The on-disk bundle of a table an export names after its own file, as no `original` names
  /// one (Lokalise's `lokalise/fr.xliff`, table `Localizable`): its folder where that is a bundle
  /// found on disk, else the one bundle found on disk with a table of its name.
  private func diskBundle(forUnnamed table: StringTable) -> String? {
    guard absolutePaths[table.bundle] == nil, let bundles = bundlesOfTable[table.name], bundles.count == 1
    else { return nil }
    return bundles.first
  }

  /// Renames the bundles of `file`'s tables to the on-disk bundles they name.
  func relocate(_ file: inout ParsedFile) {
    guard !absolutePaths.isEmpty else { return }
    var renamed: [String: String] = [:]
    for index in file.tables.indices {
      let named = file.tables[index].bundle
      let guessed = file.tablesNamedByFile.contains(index)
      if let bundle = guessed ? diskBundle(forUnnamed: file.tables[index]) : diskBundle(for: named) {
        file.tables[index].bundle = bundle
        renamed[named] = bundle
      }
    }
    // A key the export writes twice is its table's, under the table's new name (review 104).
    guard !renamed.isEmpty else { return }
    for index in file.duplicates.indices {
      if let bundle = renamed[file.duplicates[index].bundle] { file.duplicates[index].bundle = bundle }
    }
  }
}
