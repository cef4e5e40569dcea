import Foundation

/// The development language an Xcode project declares (`developmentRegion = de;` in its
/// `project.pbxproj`): the language its `.lproj` tables are written in, and the one the app
/// shows where no preferred language matches (`CFBundleDevelopmentRegion` is
/// `$(DEVELOPMENT_LANGUAGE)`, this setting).
enum XcodeProjectDevelopmentRegion {
  /// How many folders up from a bundle folder a project is looked for.
  static let searchDepth = 8

  /// The development language of each bundle (by its name in reports) whose folder is inside the
  /// folder of the nearest `*.xcodeproj` above it (up to its repository's root), where that
  /// folder's projects declare one language (of two that disagree, neither is surely the bundle's).
  static func sourceLocales(of bundles: [(folder: String, bundle: String)], workingDirectory: String)
    -> [String: LocaleID]
  {
    var folders: [String: FolderProjects] = [:]
    var result: [String: LocaleID] = [:]
    var seen: Set<String> = []
    for (folder, bundle) in bundles where seen.insert(bundle).inserted {
      var current = PathUtilities.absolute(folder, base: workingDirectory)
      for _ in 0..<searchDepth {
        let projects = folders[current] ?? projects(in: current)
        folders[current] = projects
        // The nearest folder with a project decides, also where it declares no language.
        if case .declaring(let locale) = projects {
          if let locale { result[bundle] = locale }
          break
        }
        let parent = PathUtilities.parent(current)
        guard parent != current, !parent.isEmpty else { break }
        current = parent
      }
    }
    return result
  }

  /// What a folder's Xcode projects declare.
  private enum FolderProjects {
    case none
    /// The one language its projects declare, `nil` where they declare none or disagree.
    case declaring(LocaleID?)
  }

  private static func projects(in folder: String) -> FolderProjects {
    guard case .success(let listing) = FolderListing.read(folder) else { return .none }
    let projects = listing.names.filter { $0.hasSuffix(".xcodeproj") }
    // A repository's root ends the search: a project above it is another repository's.
    guard !projects.isEmpty else { return listing.names.contains(".git") ? .declaring(nil) : .none }
    let regions = Set(projects.map { declared(inProjectAt: folder + "/" + $0 + "/project.pbxproj") })
    return .declaring(regions.count == 1 ? regions.first ?? nil : nil)
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
