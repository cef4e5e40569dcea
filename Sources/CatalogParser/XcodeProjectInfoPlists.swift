import Foundation

/// The Info plists an Xcode project's targets name (`INFOPLIST_FILE = App/Info.plist;` in its
/// `project.pbxproj`): where a target keeps its plist away from its `.lproj` folders (Blockstream
/// AQUA's `aquaios/Info.plist` below the tables at the project's root), the build setting is
/// how Xcode finds it, and so how the `InfoPlist` tables' source text is found (audit 308).
struct XcodeProjectInfoPlists {
  /// One target's build configuration's Info plist: a file, keys Xcode generates, or both.
  struct Target: Equatable {
    /// The plist's path, relative to the project's folder (absolute once ``infoPlists(from:upTo:)``
    /// resolved it), or `nil` where Xcode generates the whole plist.
    var path: String?
    /// The keys the configuration gives the plist itself (`INFOPLIST_KEY_NSCameraUsageDescription`).
    var generatedKeys: Set<String> = []
  }

  /// Each target configuration's plist, each once, in order.
  var targets: [Target] = []
  /// Whether a configuration names its plist through another setting (`$(TARGET_NAME)/Info.plist`),
  /// whose value a build would need: which plist is whose, no one can tell then.
  var hasUnresolvedPlist = false

  /// The settings that name a project's own folder (`$(SRCROOT)/App/Info.plist`).
  private static let projectFolderSettings = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"]

  /// The targets' plists that the `project.pbxproj` `text` names, read from each
  /// `buildSettings = { … };` block.
  init(projectFile text: String) {
    var rest = text[...]
    while let start = rest.range(of: "buildSettings = {") {
      let end = rest[start.upperBound...].range(of: "};")?.lowerBound ?? rest.endIndex
      read(configuration: rest[start.upperBound..<end])
      rest = rest[end...]
    }
  }

  private mutating func read(configuration settings: Substring) {
    let generates = Self.value(of: "GENERATE_INFOPLIST_FILE", in: settings) == "YES"
    let keys = generates ? Self.generatedKeys(in: settings) : []
    var target: Target
    if let value = Self.value(of: "INFOPLIST_FILE", in: settings) {
      guard let path = Self.projectRelativePath(value) else {
        hasUnresolvedPlist = true
        return
      }
      target = Target(path: path, generatedKeys: keys)
    } else if generates {
      target = Target(path: nil, generatedKeys: keys)
    } else {
      return
    }
    if !targets.contains(target) { targets.append(target) }
  }

  /// The value of the setting `name` in `settings` (without its quotes), not of a longer
  /// name (`INFOPLIST_FILE_SUFFIX`).
  private static func value(of name: String, in settings: Substring) -> String? {
    var rest = settings
    while let label = rest.range(of: name) {
      rest = rest[label.upperBound...]
      let before = settings[..<label.lowerBound].last
      guard before.map({ $0.isWhitespace || $0 == "\"" }) ?? true else { continue }
      var value = rest.drop(while: { $0 == " " || $0 == "\t" || $0 == "\"" })
      guard value.first == "=" else { continue }
      value = value.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
      let quoted = value.first == "\""
      if quoted { value = value.dropFirst() }
      let text = value.prefix { quoted ? $0 != "\"" : $0 != ";" && !$0.isNewline }
      return String(text).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// The names of the `INFOPLIST_KEY_` settings in `settings`.
  private static func generatedKeys(in settings: Substring) -> Set<String> {
    let prefix = "INFOPLIST_KEY_"
    var keys: Set<String> = []
    var rest = settings
    while let label = rest.range(of: prefix) {
      let name = rest[label.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { keys.insert(String(name)) }
      rest = rest[label.upperBound...]
    }
    return keys
  }

  /// `value` relative to the project's folder, with a leading `$(SRCROOT)/` dropped; `nil` for
  /// an empty or absolute path, or one that needs another setting.
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

  /// The targets' plists of the projects in the nearest folder from `folder` up to `top` that
  /// has an `*.xcodeproj`, their paths made absolute; `nil` where none was found.
  static func infoPlists(from folder: String, upTo top: String) -> XcodeProjectInfoPlists? {
    var current = folder
    for _ in 0..<XcodeProjectDevelopmentRegion.searchDepth {
      if case .success(let listing) = FolderListing.read(current) {
        let projects = listing.names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        if !projects.isEmpty {
          var found = XcodeProjectInfoPlists(projectFile: "")
          for project in projects {
            let path = current + "/" + project + "/project.pbxproj"
            // A project file is text of a few megabytes at most; a larger one is no project's.
            guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 26 else {
              continue
            }
            let read = XcodeProjectInfoPlists(projectFile: String(decoding: data, as: UTF8.self))
            found.hasUnresolvedPlist = found.hasUnresolvedPlist || read.hasUnresolvedPlist
            found.targets += read.targets.map {
              Target(
                path: $0.path.map { PathUtilities.absolute($0, base: current) },
                generatedKeys: $0.generatedKeys)
            }
          }
          return found
        }
      }
      let parent = PathUtilities.parent(current)
      guard current != top, parent != current, current.hasPrefix(top) else { break }
      current = parent
    }
    return nil
  }
}
