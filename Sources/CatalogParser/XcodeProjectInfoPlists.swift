import Foundation

/// The Info plists an Xcode project's targets name (`INFOPLIST_FILE = App/Info.plist;` in its
/// `project.pbxproj`): where a target keeps its plist away from its `.lproj` folders (Blockstream
/// AQUA's `aquaios/Info.plist` below the tables at the project's root), the build setting is
/// how Xcode finds it, and so how the `InfoPlist` tables' source text is found (audit 308).
struct XcodeProjectInfoPlists {
  /// One target's Info plist: a file, keys Xcode generates, or both.
  struct Target: Equatable {
    /// The plist's path, relative to the project's folder (absolute once ``infoPlists(from:upTo:)``
    /// resolved it), or `nil` where Xcode generates the whole plist.
    var path: String?
    /// The keys the configuration gives the plist itself (`INFOPLIST_KEY_NSCameraUsageDescription`).
    var generatedKeys: Set<String> = []
    /// The build configurations that give it (Debug, Release), by the order of their
    /// `buildSettings` blocks in the project file (see ``XcodeBuildSettings/blocks(in:)``).
    var configurations: [Int] = []
    /// The project file that names it, once ``infoPlists(from:upTo:)`` found it.
    var projectFile: String?
  }

  /// Each target's plist, each once, in order.
  var targets: [Target] = []
  /// Whether a configuration names its plist through another setting (`$(TARGET_NAME)/Info.plist`),
  /// whose value a build would need: which plist is whose, no one can tell then.
  var hasUnresolvedPlist = false

  /// The settings that name a project's own folder (`$(SRCROOT)/App/Info.plist`).
  private static let projectFolderSettings = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"]
  /// The prefix of the settings whose values Xcode writes into a plist it generates.
  static let generatedKeyPrefix = "INFOPLIST_KEY_"

  /// The targets' plists that the `project.pbxproj` `text` names, read from each
  /// `buildSettings = { … };` block.
  init(projectFile text: String) {
    self.init(projectFile: Array(text.utf8))
  }

  /// The targets' plists that the `project.pbxproj` `bytes` (UTF-8) name.
  init(projectFile bytes: [UInt8]) {
    let blocks = bytes.withUnsafeBufferPointer(XcodeBuildSettings.blocks(in:))
    for (index, block) in blocks.enumerated() { read(configuration: block, at: index) }
  }

  private mutating func read(configuration settings: XcodeBuildSettings, at index: Int) {
    let generates = settings.value(of: "GENERATE_INFOPLIST_FILE") == "YES"
    let keys = generates ? Self.generatedKeys(in: settings) : []
    var target: Target
    // An empty `INFOPLIST_FILE = "";` names no file (Xcode's templates write it so).
    if let value = settings.value(of: "INFOPLIST_FILE"), !value.isEmpty {
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
    if let known = targets.firstIndex(where: {
      $0.path == target.path && $0.generatedKeys == target.generatedKeys
    }) {
      targets[known].configurations.append(index)
    } else {
      target.configurations = [index]
      targets.append(target)
    }
  }

  /// The names of the `INFOPLIST_KEY_` settings in `settings`, without the prefix.
  private static func generatedKeys(in settings: XcodeBuildSettings) -> Set<String> {
    Set(
      settings.settings.lazy.map(\.name).filter { $0.hasPrefix(generatedKeyPrefix) }.map {
        String($0.dropFirst(generatedKeyPrefix.count))
      }.filter { !$0.isEmpty })
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
            let read = XcodeProjectInfoPlists(projectFile: [UInt8](data))
            found.hasUnresolvedPlist = found.hasUnresolvedPlist || read.hasUnresolvedPlist
            found.targets += read.targets.map {
              var target = $0
              target.path = $0.path.map { PathUtilities.absolute($0, base: current) }
              target.projectFile = path
              return target
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
