import Foundation

/// The development language a Swift package declares for its targets' resources
/// (`defaultLocalization: "de"` in `Package.swift`): the language of `Bundle.module`'s
/// `.lproj` tables, as a String Catalog's `sourceLanguage` is of the catalog.
enum PackageDefaultLocalization {
  /// How many folders up from a bundle folder a package manifest is looked for.
  static let searchDepth = 8

  /// What the packages above bundle folders declare of their targets' resources.
  struct Declarations {
    /// The declared source locale of each bundle (by its name in reports) that is a resource
    /// folder of a package target, where the package's manifest names one (`de`, `zh-Hans`, or
    /// a region's `en_US`, which the merger reads as the bundle's closest folder).
    var sourceLocales: [String: LocaleID] = [:]
    /// The packages whose manifests name none, though their targets' bundles hold tables.
    var undeclared: [UndeclaredPackageLocalization] = []
  }

  /// What the packages of `bundles` (each a bundle folder and its name in reports, folders
  /// relative to `workingDirectory`) declare of their resources' language.
  ///
  /// The package is the nearest folder above the bundle with a `Package.swift` (up to the
  /// repository's root); the bundle is one of its targets' where it is below `Sources` or `Tests`
  /// (SwiftPM's default target folders) or below a folder a target names with `path:`. SwiftPM
  /// gives every target's resource bundle the package's `defaultLocalization`.
  static func declarations(
    of bundles: [(folder: String, bundle: String)], workingDirectory: String
  ) -> Declarations {
    var folders: [String: FolderKind] = [:]
    var result = Declarations()
    var undeclared: [SourcePosition: [String]] = [:]
    var seen: Set<String> = []
    for (folder, bundle) in bundles where seen.insert(bundle).inserted {
      let absolute = PathUtilities.absolute(folder, base: workingDirectory)
      guard let (root, manifest) = nearestManifest(above: absolute, folders: &folders),
        manifest.holdsTargetFolder(PathUtilities.relative(absolute, to: root))
      else { continue }
      if let locale = manifest.defaultLocalization {
        result.sourceLocales[bundle] = locale
      } else if !manifest.namesDefaultLocalization {
        let file = PathUtilities.relative(root + "/" + manifest.fileName, to: workingDirectory)
        let call = manifest.packageCall
        let position = SourcePosition(file: file, line: call.line, column: call.column)
        undeclared[position, default: []].append(bundle)
      }
    }
    result.undeclared = undeclared.sorted { $0.key.file < $1.key.file }.map {
      UndeclaredPackageLocalization(manifest: $0.key, bundles: $0.value.sorted())
    }
    return result
  }

  /// What a package manifest says of its resources: their language and its targets' folders.
  private struct Manifest {
    /// `Package.swift`, or the version-specific manifest SwiftPM reads instead.
    var fileName: String
    /// The manifest as written, for what only a manifest without a language needs.
    var text: String
    var defaultLocalization: LocaleID?
    /// Whether the manifest names `defaultLocalization` at all, also where its value is not read
    /// here (an enum's constant, a function's result): the package declares one.
    var namesDefaultLocalization: Bool
    /// The folders that targets name with `path:`, relative to the package's folder.
    var targetPaths: [String]

    /// Where the manifest calls `Package(`, which a `defaultLocalization` argument goes into:
    /// found only for the few manifests without one.
    var packageCall: (line: Int, column: Int) {
      PackageDefaultLocalization.packageCall(
        inManifest: SwiftComments.removed(from: text, keepingPlaces: true))
    }

    /// Whether `folder` (relative to the package's folder) is inside a target's folder.
    func holdsTargetFolder(_ folder: String) -> Bool {
      let defaults = ["Sources", "Tests"]
      return (defaults + targetPaths).contains { path in
        path == "." || folder == path || folder.hasPrefix(path + "/")
      }
    }
  }

  /// What the search finds in a folder: a package, the end of the search, or neither.
  private enum FolderKind {
    case package(Manifest)
    /// A repository's root or a folder with an Xcode project.
    case end
    case neither
  }

  /// The nearest folder at or above `folder` with a `Package.swift`, and its manifest; the search
  /// ends at the repository's root (the first folder with `.git`) and at a folder with an Xcode
  /// project, whose `developmentRegion` is then the bundle's (a demo app below a package).
  /// `folders`: what each folder read so far holds, each listed once for all bundles.
  private static func nearestManifest(
    above folder: String, folders: inout [String: FolderKind]
  ) -> (root: String, manifest: Manifest)? {
    var current = folder
    for _ in 0..<searchDepth {
      if folders[current] == nil { folders[current] = kind(of: current) }
      switch folders[current] ?? .neither {
      case .package(let manifest): return (current, manifest)
      case .end: return nil
      case .neither: break
      }
      let parent = PathUtilities.parent(current)
      guard parent != current, !parent.isEmpty else { return nil }
      current = parent
    }
    return nil
  }

  private static func kind(of folder: String) -> FolderKind {
    guard case .success(let listing) = FolderListing.read(folder) else { return .neither }
    if listing.names.contains("Package.swift"),
      let manifest = manifest(
        inFolder: folder, named: PackageManifestChoice.manifestName(in: folder, among: listing.names))
    {
      return .package(manifest)
    }
    return listing.names.contains { $0 == ".git" || $0.hasSuffix(".xcodeproj") } ? .end : .neither
  }

  private static func manifest(inFolder folder: String, named name: String) -> Manifest? {
    // A manifest is a short Swift file; a larger one is no manifest to read here.
    guard let data = FileManager.default.contents(atPath: folder + "/" + name), data.count < 1 << 20
    else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    // What comments say is no setting (review 95).
    let code = SwiftComments.removed(from: text)
    let language = declared(inManifest: code)
    // A language read names one: the words are scanned again only where none was read.
    return Manifest(
      fileName: name, text: text, defaultLocalization: language,
      namesDefaultLocalization: language != nil || namesDefaultLocalization(code),
      targetPaths: targetPaths(inCode: code))
  }

  /// The folders that targets' `path: "Kit"` arguments name in a manifest, without `./` and a
  /// trailing `/` (`"./"` is `.`); not a local dependency's `.package(path:)`, nor one in a comment.
  static func targetPaths(inManifest text: String) -> [String] {
    targetPaths(inCode: SwiftComments.removed(from: text))
  }

  /// ``targetPaths(inManifest:)`` of a manifest without comments.
  private static func targetPaths(inCode code: String) -> [String] {
    var paths: [String] = []
    var rest = code[...]
    while let label = rest.range(of: "path:") {
      rest = rest[label.upperBound...]
      if isDependencyArgument(code[..<label.lowerBound]) { continue }
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

  /// Whether the argument after `code` belongs to a `.package(…)` call (a local dependency's
  /// folder, also in the older `.package(name: "Vendor", path: "Vendor")`).
  private static func isDependencyArgument(_ code: Substring) -> Bool {
    var depth = 0
    for index in code.indices.reversed() {
      switch code[index] {
      case ")": depth += 1
      case "(" where depth > 0: depth -= 1
      case "(":
        return code[..<index].reversed().drop(while: \.isWhitespace).starts(with: "egakcap.")
      default: continue
      }
    }
    return false
  }

  /// The language `defaultLocalization: "de"` (or `LanguageTag("de")`) names in a manifest; also
  /// through a constant (`let defaultLocalization: LanguageTag = "de"`, `defaultLocalization:
  /// language`) or a helper's default argument (`defaultLocalization: LanguageTag = "de"`).
  static func declared(inManifest text: String) -> LocaleID? {
    let labels = text.ranges(of: "defaultLocalization").filter { isWholeWord($0, in: text) }.map {
      text[$0.upperBound...]
    }
    // The argument written out wins over a constant's value or a helper's default (review 100).
    return labels.lazy.compactMap { quotedTag($0, afterDefault: false) }.first
      ?? labels.lazy.compactMap { label in constantName(label).flatMap { constantTag(named: $0, in: text) } }
      .first
      ?? labels.lazy.compactMap { quotedTag($0, afterDefault: true) }.first
  }

  /// Whether `code` (a manifest without comments) passes `defaultLocalization:` an argument or
  /// declares a `defaultLocalization` constant: not a string's or a define's mention of the word
  /// (review 186).
  private static func namesDefaultLocalization(_ code: String) -> Bool {
    code.ranges(of: "defaultLocalization").contains { range in
      guard isWholeWord(range, in: code) else { return false }
      let after = code[range.upperBound...].drop(while: \.isWhitespace)
      return after.first == ":" || after.first == "="
    }
  }

  /// The line and column (in characters, from 1) of the `Package(` call of a manifest whose
  /// comments are blanked; the file's start where none is found.
  static func packageCall(inManifest text: String) -> (line: Int, column: Int) {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let call = line.range(of: "Package(") else { continue }
      // `Package(`, not a longer name that ends so (`MyPackage(`).
      if call.lowerBound > line.startIndex, line[line.index(before: call.lowerBound)].isLetter { continue }
      return (index + 1, line.distance(from: line.startIndex, to: call.lowerBound) + 1)
    }
    return (1, 1)
  }
}
