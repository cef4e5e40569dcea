/// The folders a walk passes by: hidden ones, dependencies, and build output, whose `.lproj`
/// folders are copies of a project's (or a dependency's) compiled files.
extension CatalogDiscovery {
  /// Folder names never walked into (`SourcePackages` is where
  /// `xcodebuild -clonedSourcePackagesDirPath` checks packages out; `UninstalledProducts` is where
  /// a build outside `DerivedData` puts CocoaPods' resource bundles).
  public static let skippedFolders: Set<String> = [
    ".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages",
    "UninstalledProducts",
  ]

  /// The dependencies' folders (`Pods`, `Carthage`, `node_modules`, `SourcePackages`) right inside
  /// `folder`, which a walk passes by: where a run finds no catalog, its catalogs may be there
  /// (a library's own strings), and naming the folder as a path reads them.
  public static func dependencyFolders(in folder: String) -> [String] {
    guard case .success(let listing) = FolderListing.read(folder) else { return [] }
    return listing.names.filter(["Pods", "Carthage", "node_modules", "SourcePackages"].contains).sorted()
  }

  /// The kernel's and the devices' file systems at the root (Linux `/proc`, `/sys`; `/dev`
  /// everywhere): a run in `/` would walk them for minutes and read no catalog there. Named as a
  /// path, they are read all the same.
  static let systemFolders: Set<String> = ["proc", "sys", "dev"]

  /// Extensions of build output: built products, Xcode's per-target intermediates (`App.build`,
  /// where `xcstringstool` writes a catalog's compiled `.strings`) and its `.noindex` folders
  /// (`Intermediates.noindex`), which a build kept outside `DerivedData`
  /// (`xcodebuild -derivedDataPath build`, the legacy `build/` folder) holds as well.
  static let buildOutputExtensions: Set<String> = [
    "app", "appex", "framework", "xcframework", "xctest", "dsym", "xcarchive", "build", "noindex",
  ]

  /// The platforms of Xcode's product folders (`Debug-iphoneos`, `Release-iphonesimulator`), in
  /// Xcode's own lowercase: a target's folder `App-watchOS` is the project's.
  static let productPlatforms: Set<String> = [
    "iphoneos", "iphonesimulator", "appletvos", "appletvsimulator", "watchos", "watchsimulator", "xros",
    "xrsimulator", "maccatalyst", "driverkit",
  ]

  /// Whether a walk passes by the folder `name` in `parent`: hidden, a dependency, a system
  /// folder at the root, or build output (also `Build/Products`, where a macOS target's products sit in `Debug` or `Release`
  /// without a platform).
  static func skipsFolder(named name: String, in parent: String = "") -> Bool {
    if name.hasPrefix(".") || skippedFolders.contains(name) { return true }
    // The real folder: a link to `/` leads there too (resolved only for these few names).
    if systemFolders.contains(name) && (parent == "/" || PathUtilities.resolvingLinks(parent) == "/") {
      return true
    }
    if name == "Products" && PathUtilities.lastComponent(parent) == "Build" { return true }
    if buildOutputExtensions.contains(PathUtilities.pathExtension(name).lowercased()) { return true }
    guard let dash = name.lastIndex(of: "-") else { return false }
    return productPlatforms.contains(String(name[name.index(after: dash)...]))
  }
}
