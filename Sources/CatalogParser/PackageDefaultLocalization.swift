import Foundation

/// The development language a Swift package declares for its targets' resources
/// (`defaultLocalization: "de"` in `Package.swift`): the language of `Bundle.module`'s
/// `.lproj` tables, as a String Catalog's `sourceLanguage` is of the catalog.
enum PackageDefaultLocalization {
  /// How many folders up from a bundle folder a package manifest is looked for.
  static let searchDepth = 8

  /// The declared source locale of each bundle (by its name in reports) that is a resource folder
  /// of a package target, where the package's manifest names one (`de`, `zh-Hans`, or a region's
  /// `en_US`, which the merger reads as the bundle's closest folder).
  ///
  /// The package is the nearest folder above the bundle with a `Package.swift` (up to the
  /// repository's root); the bundle is one of its targets' where it is below `Sources` or `Tests`
  /// (SwiftPM's default target folders) or below a folder a target names with `path:`. SwiftPM
  /// gives every target's resource bundle the package's `defaultLocalization`.
  static func sourceLocales(
    of bundles: [(folder: String, bundle: String)], workingDirectory: String
  ) -> [String: LocaleID] {
    var manifests: [String: Manifest?] = [:]
    var result: [String: LocaleID] = [:]
    var seen: Set<String> = []
    for (folder, bundle) in bundles where seen.insert(bundle).inserted {
      let absolute = PathUtilities.absolute(folder, base: workingDirectory)
      guard let (root, manifest) = nearestManifest(above: absolute, manifests: &manifests),
        let locale = manifest.defaultLocalization,
        manifest.holdsTargetFolder(PathUtilities.relative(absolute, to: root))
      else { continue }
      result[bundle] = locale
    }
    return result
  }

  /// What a package manifest says of its resources: their language and its targets' folders.
  private struct Manifest {
    var defaultLocalization: LocaleID?
    /// The folders that targets name with `path:`, relative to the package's folder.
    var targetPaths: [String]

    /// Whether `folder` (relative to the package's folder) is inside a target's folder.
    func holdsTargetFolder(_ folder: String) -> Bool {
      let defaults = ["Sources", "Tests"]
      return (defaults + targetPaths).contains { path in
        path == "." || folder == path || folder.hasPrefix(path + "/")
      }
    }
  }

  /// The nearest folder at or above `folder` with a `Package.swift`, and its manifest; the search
  /// ends at the repository's root (the first folder with `.git`) and at a folder with an Xcode
  /// project, whose `developmentRegion` is then the bundle's (a demo app below a package).
  private static func nearestManifest(
    above folder: String, manifests: inout [String: Manifest?]
  ) -> (root: String, manifest: Manifest)? {
    var current = folder
    for _ in 0..<searchDepth {
      if manifests[current] == nil { manifests[current] = manifest(inFolder: current) }
      if let manifest = manifests[current] ?? nil { return (current, manifest) }
      if endsSearch(current) { return nil }
      let parent = PathUtilities.parent(current)
      guard parent != current, !parent.isEmpty else { return nil }
      current = parent
    }
    return nil
  }

  /// Whether `folder` is a repository's root or holds an Xcode project.
  private static func endsSearch(_ folder: String) -> Bool {
    guard case .success(let listing) = FolderListing.read(folder) else { return false }
    return listing.names.contains { $0 == ".git" || $0.hasSuffix(".xcodeproj") }
  }

  private static func manifest(inFolder folder: String) -> Manifest? {
    // A manifest is a short Swift file; a larger one is no manifest to read here.
    guard let data = FileManager.default.contents(atPath: folder + "/Package.swift"), data.count < 1 << 20
    else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    return Manifest(
      defaultLocalization: declared(inManifest: text), targetPaths: targetPaths(inManifest: text))
  }

  /// The folders that targets' `path: "Kit"` arguments name in a manifest, without `./` and a
  /// trailing `/` (`"./"` is `.`); not a local dependency's `.package(path:)`, nor one in a comment.
  static func targetPaths(inManifest text: String) -> [String] {
    var paths: [String] = []
    let code = SwiftComments.removed(from: text)
    var rest = code[...]
    while let label = rest.range(of: "path:") {
      let before = code[..<label.lowerBound].reversed().drop(while: \.isWhitespace)
      rest = rest[label.upperBound...]
      if before.starts(with: "(egakcap.") { continue }
      let afterLabel = rest.drop(while: \.isWhitespace)
      guard afterLabel.first == "\"", let close = afterLabel.dropFirst().firstIndex(of: "\"") else {
        continue
      }
      var path = String(afterLabel.dropFirst()[..<close])
      while path.hasPrefix("./") { path.removeFirst(2) }
      while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
      if path.isEmpty || path == "/" { path = "." }
      if !path.hasPrefix("..") && !path.hasPrefix("/") { paths.append(path) }
    }
    return paths
  }

  /// The language `defaultLocalization: "de"` (or `LanguageTag("de")`) names in a manifest.
  static func declared(inManifest text: String) -> LocaleID? {
    guard let label = text.range(of: "defaultLocalization") else { return nil }
    let after = text[label.upperBound...].prefix(40)
    guard let open = after.firstIndex(of: "\""),
      after[..<open].allSatisfy({ $0 == ":" || $0.isWhitespace || $0.isLetter || $0 == "(" || $0 == "." }),
      let close = after[after.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return LocaleID.declaredLocale(String(after[after.index(after: open)..<close]))
  }
}
