import Foundation

extension CatalogDiscovery {
  /// For each folder of `InfoPlist` tables among `files` that has no Info plist read for it yet,
  /// the one its Xcode project's `INFOPLIST_FILE` names elsewhere (Blockstream AQUA's tables at
  /// the root, `aquaios/Info.plist` below them): without it the table has no source text, so
  /// neither a locale's English prompt nor a missing one is told, and the run passes (audit 308).
  ///
  /// A project names every target's plist (the app's, its tests', a widget's), so the one taken
  /// is the one holding more of the keys the tables translate than any other; on a tie none is.
  /// It must be inside a folder the run walks and not read already.
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
      guard
        let top = walkedFolders.filter({ folder == $0 || folder.hasPrefix($0 + "/") })
          .min(by: { $0.utf8.count < $1.utf8.count })
      else { continue }
      let candidates = XcodeProjectInfoPlists.infoPlists(from: folder, upTo: top).filter {
        $0.hasPrefix(top + "/") && !visited.contains($0) && Self.isRegularFile($0)
      }
      guard let plist = Self.plistTranslated(by: tables, among: candidates),
        let file = sourcePropertyList(
          at: plist, of: folder, table: StringTable.infoPlistName, visited: &visited)
      else { continue }
      found.append(file)
    }
    return found
  }

  /// Of the plists at `candidates`, the one that holds more of the keys the `.strings` files at
  /// `tables` name than any other, and at least one.
  private static func plistTranslated(by tables: [String], among candidates: [String]) -> String? {
    let tableText = tables.compactMap(smallText(at:)).joined(separator: "\n")
    let scored = candidates.map { path in
      (path, plistKeys(in: smallText(at: path) ?? "").filter(tableText.contains).count)
    }
    guard let best = scored.map(\.1).max(), best > 0 else { return nil }
    let winners = scored.filter { $0.1 == best }
    return winners.count == 1 ? winners[0].0 : nil
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
