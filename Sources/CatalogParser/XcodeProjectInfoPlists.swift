import Foundation

/// The Info plists an Xcode project's targets name (`INFOPLIST_FILE = App/Info.plist;` in its
/// `project.pbxproj`): where a target keeps its plist away from its `.lproj` folders (Blockstream
/// AQUA's `aquaios/Info.plist` below the tables at the project's root), the build setting is
/// how Xcode finds it, and so how the `InfoPlist` tables' source text is found (audit 308).
struct XcodeProjectInfoPlists {
  /// One target's Info plist: a file, keys Xcode generates, or both.
  struct Target: Equatable {
    /// The plist's path, relative to the project's folder (absolute once ``infoPlists(from:upTo:excluding:)``
    /// resolved it), or `nil` where Xcode generates the whole plist.
    var path: String?
    /// The keys the configuration gives the plist itself (`INFOPLIST_KEY_NSCameraUsageDescription`).
    var generatedKeys: Set<String> = []
    /// Those of `generatedKeys` only the project's own configuration gives, which every target
    /// that generates its plist inherits (a test target's as well as the app's).
    var inheritedKeys: Set<String> = []
    /// The native target whose configurations these are (its name and product type), where the
    /// project file tells.
    var native: XcodeNativeTargets.Target?
    /// The build configurations that give it (Debug, Release), by the order of their
    /// `buildSettings` blocks in the project file (see ``XcodeBuildSettings/blocks(in:)``).
    var configurations: [Int] = []
    /// The project file that names it, once ``infoPlists(from:upTo:excluding:)`` found it.
    var projectFile: String?
    /// The configuration an archive builds (its list's default, Release), whose prompts the
    /// App Store app has: a prompt only Debug sets is never shipped (review 217).
    var shippedConfiguration: Int?

    /// The configurations whose prompts the app ships: the default one where the list names it.
    var shippedConfigurations: [Int] { shippedConfiguration.map { [$0] } ?? configurations }

    /// Whether its build settings give the plist permission prompts.
    var generatesPrompts: Bool { generatedKeys.contains(where: SourcePropertyListParser.isPermissionPrompt) }
  }

  /// Each target's plist, each once, in order.
  var targets: [Target] = []
  /// Whether a configuration names its plist through another setting (`$(TARGET_NAME)/Info.plist`),
  /// whose value a build would need: which plist is whose, no one can tell then.
  var hasUnresolvedPlist = false
  /// The first project file whose build settings stop making sense, and the configuration where
  /// they do: what its targets are, no one can tell past it, and reading it tells where it broke.
  var brokenConfiguration: (projectFile: String?, configuration: Int)?

  /// The targets read from blocks no configuration list names (hand-written project files).
  private var unlistedTargets: Set<Int> = []

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
    let (configurations, natives) = bytes.withUnsafeBufferPointer {
      (XcodeBuildSettings.configurations(in: $0), XcodeNativeTargets($0))
    }
    let (blocks, lists, defaults) = configurations
    for group in Self.targetConfigurations(of: blocks, lists: lists) {
      read(
        configurations: group.indices, of: blocks, inheriting: defaults, natives: natives,
        isListed: group.isListed, shipped: group.shipped)
    }
    // A break matters where the project generates prompts (a target before it, or the broken
    // configuration itself): elsewhere (an older app's project) it is read as far as it goes
    // and says nothing, as before the prompts were read (review 217).
    if let broken = blocks.indices.last(where: { blocks[$0].failure != nil }),
      targets.contains(where: \.generatesPrompts) || Self.generatesPrompts(blocks[broken])
    {
      brokenConfiguration = (nil, broken)
    }
  }

  /// The blocks' indices by target, in the order of each target's first: a configuration list's
  /// (review 216: a Debug and a Release that differ are still one target, its Debug first where
  /// the list says so), each block no list names alone.
  private static func targetConfigurations(
    of blocks: [XcodeBuildSettings],
    lists: (targets: [(ids: [String], namesDefault: Bool)], project: [String])
  ) -> [(indices: [Int], isListed: Bool, shipped: Int?)] {
    var indexByID: [String: Int] = [:]
    for (index, block) in blocks.enumerated() {
      if let id = block.configurationID, indexByID[id] == nil { indexByID[id] = index }
    }
    // The project's own configurations: every target's defaults, no target of their own.
    var listed = Set(lists.project.compactMap { indexByID[$0] })
    var groups: [(indices: [Int], isListed: Bool, shipped: Int?)] = []
    for list in lists.targets {
      let indices = list.ids.compactMap { indexByID[$0] }.filter { !listed.contains($0) }
      guard !indices.isEmpty else { continue }
      listed.formUnion(indices)
      let shipped = list.namesDefault ? list.ids.first.flatMap { indexByID[$0] } : nil
      groups.append((indices, true, shipped.flatMap { indices.contains($0) ? $0 : nil }))
    }
    groups += blocks.indices.filter { !listed.contains($0) }.map { ([$0], false, nil) }
    return groups.sorted { $0.indices.min() ?? 0 < $1.indices.min() ?? 0 }
  }

  /// Reads one target's `configurations`: the first plist one names, and the keys of those that
  /// generate it, each configuration over the project's of its name (`defaults`). Blocks no list
  /// names are one target where they name one plist and keys.
  private mutating func read(
    configurations indices: [Int], of blocks: [XcodeBuildSettings], inheriting defaults: [Int: Int],
    natives: XcodeNativeTargets, isListed: Bool, shipped: Int?
  ) {
    var target = Target(configurations: indices, shippedConfiguration: shipped)
    target.native =
      indices.lazy.compactMap { blocks[$0].configurationID.flatMap { natives.byConfiguration[$0] } }
      .first
    var generates = false
    for index in indices {
      let settings = blocks[index]
      let inherited = defaults[index].map { blocks[$0] }
      func value(of name: String) -> String? {
        let own = settings.value(of: name)
        return own == nil || own == "$(inherited)" ? inherited?.value(of: name) ?? own : own
      }
      // An empty `INFOPLIST_FILE = "";` names no file (Xcode's templates write it so).
      if let value = value(of: "INFOPLIST_FILE"), !value.isEmpty {
        guard let path = Self.projectRelativePath(value) else {
          hasUnresolvedPlist = true
          return
        }
        target.path = target.path ?? path
      }
      if value(of: "GENERATE_INFOPLIST_FILE") == "YES" {
        generates = true
        let own = Self.generatedKeys(in: settings)
        target.generatedKeys.formUnion(own)
        if let inherited {
          let fromProject = Self.generatedKeys(in: inherited).subtracting(own)
          target.generatedKeys.formUnion(fromProject)
          target.inheritedKeys.formUnion(fromProject)
        }
      }
    }
    guard target.path != nil || generates else { return }
    if !isListed,
      let known = unlistedTargets.first(where: {
        targets[$0].path == target.path && targets[$0].generatedKeys == target.generatedKeys
      })
    {
      targets[known].configurations += indices
      return
    }
    if !isListed { unlistedTargets.insert(targets.count) }
    targets.append(target)
  }

  /// Whether a configuration generates its plist or gives it a prompt, as far as it was read.
  private static func generatesPrompts(_ settings: XcodeBuildSettings) -> Bool {
    settings.value(of: "GENERATE_INFOPLIST_FILE") == "YES"
      || settings.settings.contains { InfoPlistBuildSettingsParser.promptKey(of: $0.name) != nil }
  }

  /// The names of the `INFOPLIST_KEY_` settings in `settings`, without the prefix and a
  /// condition (`[sdk=iphoneos*]`).
  private static func generatedKeys(in settings: XcodeBuildSettings) -> Set<String> {
    Set(
      settings.settings.lazy.map(\.name).filter { $0.hasPrefix(generatedKeyPrefix) }.map {
        String($0.dropFirst(generatedKeyPrefix.count).prefix { $0 != "[" })
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
  static func infoPlists(
    from folder: String, upTo top: String, excluding isExcluded: (String) -> Bool = { _ in false }
  )
    -> XcodeProjectInfoPlists?
  {
    var current = folder
    for _ in 0..<XcodeProjectDevelopmentRegion.searchDepth {
      if case .success(let listing) = FolderListing.read(current) {
        let projects = listing.names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        if !projects.isEmpty {
          var found = XcodeProjectInfoPlists(projectFile: "")
          for project in projects {
            let path = current + "/" + project + "/project.pbxproj"
            // An excluded project (`--exclude App.xcodeproj`) names no plist either.
            if isExcluded(path) { continue }
            // A project file is text of a few megabytes at most; a larger one is no project's.
            guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 26 else {
              continue
            }
            let read = XcodeProjectInfoPlists(projectFile: [UInt8](data))
            found.hasUnresolvedPlist = found.hasUnresolvedPlist || read.hasUnresolvedPlist
            if found.brokenConfiguration == nil, let broken = read.brokenConfiguration {
              found.brokenConfiguration = (path, broken.configuration)
            }
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
