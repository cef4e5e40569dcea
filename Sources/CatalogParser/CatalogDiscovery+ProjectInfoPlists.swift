import Foundation

extension CatalogDiscovery {
  /// For each folder of `InfoPlist` tables among `files` that has no Info plist read for it yet,
  /// the one its Xcode project's `INFOPLIST_FILE` names elsewhere (Blockstream AQUA's tables at
  /// the root, `aquaios/Info.plist` below them), and the project file where the target's build
  /// settings give prompts of a plist Xcode generates: without them the table has no source text,
  /// so neither a locale's English prompt nor a missing one is told, and the run passes (audit 308).
  ///
  /// A project names every target's plist (the app's, its tests', a widget's), so the one taken
  /// is the one holding more of the keys the tables translate than any other, and all their
  /// prompts; on a tie none is, nor where a target's plist is named through another setting
  /// (`$(TARGET_NAME)/Info.plist`). Its files must be inside a folder the run walks and not read
  /// already.
  func projectInfoPlists(
    for files: [DiscoveredFile], readFor covered: Set<String>, walkedFolders: [String],
    visited: inout Set<String>
  ) -> [DiscoveredFile] {
    var tablesByFolder: [String: [String]] = [:]
    for file in files where file.format == .strings && file.context.table == StringTable.infoPlistName {
      if let folder = Self.bundleFolder(of: file) { tablesByFolder[folder, default: []].append(file.path) }
    }
    var found: [DiscoveredFile] = []
    for (folder, tables) in tablesByFolder.sorted(by: { $0.key < $1.key })
    where !covered.contains(bundleName(folder)) {
      guard let (top, project) = nearestProject(from: folder, walkedFolders: walkedFolders) else { continue }
      if let broken = brokenProjectFile(project, bundle: bundleName(folder), within: top, visited: &visited) {
        found.append(broken)
        continue
      }
      guard !project.hasUnresolvedPlist,
        let target = Self.target(translatedBy: tables, among: project.targets)
      else { continue }
      found += sources(of: target, for: folder, within: top, visited: &visited)
    }
    return found
  }

  /// The files that give `target`'s plist its text for the tables of `folder`: the project file
  /// where its build settings give prompts (see ``buildSettingsPrompts(for:walkedFolders:visited:)``)
  /// and its Info plist file, each inside `top`, the folder the run walks, and not read already.
  private func sources(
    of target: XcodeProjectInfoPlists.Target, for folder: String, within top: String,
    visited: inout Set<String>
  ) -> [DiscoveredFile] {
    var found: [DiscoveredFile] = []
    if target.generatesPrompts, let project = target.projectFile,
      let file = projectFile(
        project, configurations: target.shippedConfigurations, bundle: bundleName(folder), within: top,
        visited: &visited)
    {
      found.append(file)
    }
    if let plist = target.path, plist.hasPrefix(top + "/"), !visited.contains(plist),
      !isExcluded(plist, below: top),
      Self.isRegularFile(plist),
      let file = sourcePropertyList(
        at: plist, of: folder, table: StringTable.infoPlistName, visited: &visited)
    {
      found.append(file)
    }
    return found
  }

  /// Of the targets, the one whose plist holds more of the keys the `.strings` files at `tables`
  /// name than any other target's (with the keys its build settings give it), and at least one,
  /// and most of the permission prompts they translate, none of the others another target's: a
  /// widget's plist that shares one prompt with an app whose plist is unknown is not the app's
  /// (review 212), while a prompt no target has (Beauty-Salon's `NSLocationAlwaysUsageDescription`
  /// left in every table, audit 319) does not hide the only one.
  private static func target(translatedBy tables: [String], among targets: [XcodeProjectInfoPlists.Target])
    -> XcodeProjectInfoPlists.Target?
  {
    let tableText = tables.compactMap(smallText(at:)).joined(separator: "\n")
    let scored = targets.map { target in
      let keys = plistKeys(in: target.path.flatMap(smallText(at:)) ?? "").union(target.generatedKeys)
      return (target: target, keys: keys, count: keys.filter(tableText.contains).count)
    }
    guard let best = scored.map(\.count).max(), best > 0 else { return nil }
    let winners = inheritanceTieBroken(
      scored.filter { $0.count == best }, tableText: tableText, tables: tables)
    guard winners.count == 1, let winner = winners.first else { return nil }
    // A slip of a key some target holds (es's `NSApleMusicUsageDescription`) is no prompt any
    // target's plist has: the system never reads it, and it must not hide the app's (review 216).
    let held = scored.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
    let prompts = Set(
      tableText.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        .filter { key in
          key.hasPrefix("NS") && SourcePropertyListParser.isPermissionPrompt(key)
            && (held.contains(key) || !held.contains { Suggestion.isSlip(key, of: $0) })
        })
    let lacking = prompts.filter { !winner.keys.contains($0) }
    let othersHold = scored.contains { $0.target != winner.target && !$0.keys.isDisjoint(with: lacking) }
    guard !othersHold, lacking.isEmpty || lacking.count * 2 < prompts.count else { return nil }
    return winner.target
  }

  /// Targets tied on the keys the tables name, told apart where their keys come from the project
  /// level, which every target that generates its plist inherits (an app and its tests or its
  /// widget, reviews 221 and 222): the one named as a folder the tables lie in (`App/de.lproj`),
  /// else the one app among extensions and tests, else the one that sets more of them itself;
  /// where none sets any, each shows the same text, so the first does.
  private static func inheritanceTieBroken(
    _ tied: [(target: XcodeProjectInfoPlists.Target, keys: Set<String>, count: Int)], tableText: String,
    tables: [String]
  ) -> [(target: XcodeProjectInfoPlists.Target, keys: Set<String>, count: Int)] {
    guard tied.count > 1, tied.contains(where: { !$0.target.inheritedKeys.isEmpty }) else { return tied }
    // Folders below the project's own: the checkout's name above it is no target's (review 223).
    let named = tied.filter { tied in
      guard let name = tied.target.native?.name, let file = tied.target.projectFile else { return false }
      let root = PathUtilities.parent(PathUtilities.parent(file)) + "/"
      return tables.contains { table in
        table.hasPrefix(root)
          && table.dropFirst(root.count).split(separator: "/").dropLast(2).contains { $0 == name }
      }
    }
    if named.count == 1 { return named }
    let apps = tied.filter { $0.target.native?.isApplication ?? false }
    if apps.count == 1 { return apps }
    let own = tied.map { $0.keys.subtracting($0.target.inheritedKeys).filter(tableText.contains).count }
    let most = own.max() ?? 0
    let leaders = tied.indices.filter { own[$0] == most }
    if leaders.count == 1 { return [tied[leaders[0]]] }
    let first = tied[leaders[0]]
    let same = leaders.allSatisfy {
      tied[$0].target.path == nil && tied[$0].keys == first.keys
        && tied[$0].target.projectFile == first.target.projectFile
    }
    return most == 0 && first.target.path == nil && same ? [first] : tied
  }

  /// The names of an XML property list's `<key>`s, each once.
  private static func plistKeys(in text: String) -> Set<String> {
    var keys: Set<String> = []
    var rest = text[...]
    while let open = rest.range(of: "<key>") {
      rest = rest[open.upperBound...]
      guard let close = rest.range(of: "</key>") else { break }
      let key = rest[..<close.lowerBound]
      // A nested dictionary's keys (`UIApplicationShortcutItems`' `UIApplicationShortcutItemType`)
      // are the plist's too; an empty or spaced one is no key a table names.
      if !key.isEmpty, !key.contains(where: \.isWhitespace) { keys.insert(String(key)) }
      rest = rest[close.upperBound...]
    }
    return keys
  }

  /// The text of a file under a megabyte (a `.strings` file in UTF-16 too), else `nil`.
  private static func smallText(at path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      return String(data: data, encoding: .utf16)
    }
    return String(decoding: data, as: UTF8.self)
  }
}
