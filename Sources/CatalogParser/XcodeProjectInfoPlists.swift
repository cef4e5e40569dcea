import Foundation

/// The Info plists an Xcode project's targets name (`INFOPLIST_FILE = App/Info.plist;` in its
/// `project.pbxproj`): where a target keeps its plist away from its `.lproj` folders (Blockstream
/// AQUA's `aquaios/Info.plist` below the tables at the project's root), the build setting is
/// how Xcode finds it, and so how the `InfoPlist` tables' source text is found (audit 308).
enum XcodeProjectInfoPlists {
  /// The settings that name a project's own folder (`$(SRCROOT)/App/Info.plist`).
  private static let projectFolderSettings = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"]

  /// The paths, relative to the project's folder, of the Info plists the `project.pbxproj`
  /// `text` names, each once, in order: not one built from another setting
  /// (`$(TARGET_NAME)/Info.plist`), whose value a build would need.
  static func infoPlistPaths(inProjectFile text: String) -> [String] {
    var paths: [String] = []
    var rest = text[...]
    while let label = rest.range(of: "INFOPLIST_FILE") {
      rest = rest[label.upperBound...]
      guard let value = settingValue(in: rest), let path = projectRelativePath(value),
        !paths.contains(path)
      else { continue }
      paths.append(path)
    }
    return paths
  }

  /// The value after `= ` up to `;`, without its quotes, where `text` starts right after a
  /// setting's name (not a longer name such as `INFOPLIST_FILE_SUFFIX`).
  private static func settingValue(in text: Substring) -> String? {
    var rest = text.drop(while: { $0 == " " || $0 == "\t" || $0 == "\"" })
    guard rest.first == "=" else { return nil }
    rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
    let quoted = rest.first == "\""
    if quoted { rest = rest.dropFirst() }
    let value = rest.prefix { quoted ? $0 != "\"" : $0 != ";" && !$0.isNewline }
    return value.isEmpty ? nil : String(value).trimmingCharacters(in: .whitespaces)
  }

  /// `value` relative to the project's folder, with a leading `$(SRCROOT)/` dropped; `nil` for
  /// an absolute path or one that needs another setting.
  private static func projectRelativePath(_ value: String) -> String? {
    var path = value
    for setting in projectFolderSettings {
      for spelling in ["$(\(setting))/", "${\(setting)}/", "$\(setting)/"] where path.hasPrefix(spelling) {
        path.removeFirst(spelling.count)
      }
    }
    guard !path.isEmpty, !path.contains("$"), !path.hasPrefix("/"), path.hasSuffix(".plist") else {
      return nil
    }
    return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
  }

  /// The Info plists that the projects of the nearest folder from `folder` up to `top` with an
  /// `*.xcodeproj` name, as absolute paths that exist, each once.
  static func infoPlists(from folder: String, upTo top: String) -> [String] {
    var current = folder
    for _ in 0..<XcodeProjectDevelopmentRegion.searchDepth {
      if case .success(let listing) = FolderListing.read(current) {
        let projects = listing.names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        if !projects.isEmpty {
          var found: [String] = []
          for project in projects {
            for path in infoPlistPaths(inProjectAt: current + "/" + project + "/project.pbxproj") {
              let absolute = PathUtilities.absolute(path, base: current)
              if !found.contains(absolute) { found.append(absolute) }
            }
          }
          return found
        }
      }
      let parent = PathUtilities.parent(current)
      guard current != top, parent != current, current.hasPrefix(top) else { break }
      current = parent
    }
    return []
  }

  private static func infoPlistPaths(inProjectAt path: String) -> [String] {
    // A project file is text of a few megabytes at most; a larger one is no project's.
    guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 26 else { return [] }
    return infoPlistPaths(inProjectFile: String(decoding: data, as: UTF8.self))
  }
}
