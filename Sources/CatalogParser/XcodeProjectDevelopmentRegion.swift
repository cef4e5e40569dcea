import Foundation

/// The development language an Xcode project declares (`developmentRegion = de;` in its
/// `project.pbxproj`, or in the spec of a generator that makes it: see ``ProjectGeneratorSpec``):
/// the language its `.lproj` tables are written in, and the one the app shows where no
/// preferred language matches (`CFBundleDevelopmentRegion` is `$(DEVELOPMENT_LANGUAGE)`, this
/// setting).
enum XcodeProjectDevelopmentRegion {
  /// How many folders up from a bundle folder a project is looked for.
  static let searchDepth = 8

  /// The development language of each bundle (by its name in reports) whose folder is inside the
  /// folder of the nearest `*.xcodeproj` above it, where that folder's projects declare one
  /// language (of two that disagree, neither is surely the bundle's). The search ends at the
  /// repository's root, or without one at the highest of the working folder and the checked
  /// `roots` above the bundle: a project above them is another's.
  static func sourceLocales(
    of bundles: [(folder: String, bundle: String)], workingDirectory: String, roots: [String] = []
  ) -> [String: LocaleID] {
    let stops = Set(([workingDirectory] + roots).map { PathUtilities.absolute($0, base: workingDirectory) })
    var folders: [String: FolderProjects] = [:]
    var result: [String: LocaleID] = [:]
    var seen: Set<String> = []
    for (folder, bundle) in bundles where seen.insert(bundle).inserted {
      let searched = searchedFolders(
        from: PathUtilities.absolute(folder, base: workingDirectory), folders: &folders, stops: stops)
      // The nearest folder with a project decides, also where it declares no language.
      if let nearest = searched.first(where: { folders[$0]?.hasProjects == true }),
        let locale = folders[nearest]?.region
      {
        result[bundle] = locale
      }
    }
    return result
  }

  /// The folders from `start` up to its repository's root (the first with `.git`), or without
  /// one up to the highest of `stops` above it, at most ``searchDepth``; each folder's projects
  /// recorded in `folders`.
  private static func searchedFolders(
    from start: String, folders: inout [String: FolderProjects], stops: Set<String>
  ) -> [String] {
    var ancestors: [String] = []
    var current = start
    for _ in 0..<searchDepth {
      ancestors.append(current)
      if folders[current] == nil { folders[current] = projects(in: current) }
      if folders[current]?.isRepositoryRoot == true { return ancestors }
      let parent = PathUtilities.parent(current)
      guard parent != current, !parent.isEmpty else { break }
      current = parent
    }
    guard let end = ancestors.lastIndex(where: stops.contains) else { return [start] }
    return Array(ancestors[...end])
  }

  /// What a folder's Xcode projects declare, and whether the search ends there.
  private struct FolderProjects {
    var hasProjects = false
    /// The one language its projects declare, `nil` where they declare none or disagree.
    var region: LocaleID?
    /// Whether it holds `.git`: a project above is another repository's.
    var isRepositoryRoot = false
  }

  private static func projects(in folder: String) -> FolderProjects {
    guard case .success(let listing) = FolderListing.read(folder) else { return FolderProjects() }
    var projects = listing.names.filter { $0.hasSuffix(".xcodeproj") }
    var regions = Set(projects.map { declared(inProjectAt: folder + "/" + $0 + "/project.pbxproj") })
    // A generator's spec where the project it makes is not committed (XcodeGen, Tuist).
    // Only one that declares a language: another tool's `project.yml` must not hide the project
    // above it (review 187).
    if projects.isEmpty {
      let specs = listing.names.filter(ProjectGeneratorSpec.fileNames.contains).compactMap { name in
        specText(at: folder + "/" + name).flatMap { text -> (String, LocaleID)? in
          guard ProjectGeneratorSpec.isSpec(text, fileName: name) else { return nil }
          return ProjectGeneratorSpec.declared(inSpec: text, fileName: name).map { (name, $0) }
        }
      }
      projects = specs.map(\.0)
      regions = Set(specs.map(\.1))
    }
    return FolderProjects(
      hasProjects: !projects.isEmpty, region: regions.count == 1 ? regions.first ?? nil : nil,
      isRepositoryRoot: listing.names.contains(".git"))
  }

  /// The text of a generator's spec at `path`: a short file, a larger one is none.
  private static func specText(at path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  private static func declared(inProjectAt path: String) -> LocaleID? {
    // A project file is text of a few megabytes at most; a larger one is no project's.
    guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 26 else { return nil }
    return declared(inProjectFile: String(decoding: data, as: UTF8.self))
  }

  /// The language `developmentRegion = de;` (or `"zh-Hans"`, `English`) names in a
  /// `project.pbxproj`.
  static func declared(inProjectFile text: String) -> LocaleID? {
    guard let label = text.range(of: "developmentRegion") else { return nil }
    var rest = text[label.upperBound...].prefix(64).drop(while: \.isWhitespace)
    guard rest.first == "=" else { return nil }
    rest = rest.dropFirst().drop(while: \.isWhitespace)
    let quoted = rest.first == "\""
    if quoted { rest = rest.dropFirst() }
    let value = rest.prefix { quoted ? $0 != "\"" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    // A build setting (`$(LANGUAGE)`) names no language here.
    guard !value.isEmpty, !value.contains("$") else { return nil }
    return LocaleID.declaredLocale(String(value))
  }
}
