import CatalogParser

extension Project {
  /// `.lproj` folders of one bundle that name the same locale (`pt-BR`, `pt_BR`): the app reads
  /// only one of them, and the run says how many keys' values it checks from each.
  public func localeFolderCollisionWarnings() -> [ProjectNotice] {
    LocaleFolderCollision.find(in: catalog.files).map { collision in
      let folders =
        collision.folders.count == 2
        ? "\(collision.folders[0]) and \(collision.folders[1]) both hold"
        : collision.folders.dropLast().joined(separator: ", ")
          + " and \(collision.folders.last ?? "") all hold"
      return ProjectNotice(
        .warning,
        "\(folders) \(collision.locale); the app reads only one of them, so keep one; this run checks "
          + checkedValues(of: collision))
    }
  }

  /// Whose values the run checks: each folder's number of keys, as the merge chose them (a key's
  /// first value, a `.stringsdict` value over a `.strings` one), and the other files' of the same
  /// tables that win over both (a String Catalog's, an export's).
  private func checkedValues(of collision: LocaleFolderCollision) -> String {
    var counts = [Int](repeating: 0, count: collision.folders.count)
    var otherFiles: [(file: String, count: Int)] = []
    let prefixes = collision.folders.map { $0 + "/" }
    for table in catalog.tables
    where table.files.contains(where: { file in prefixes.contains { file.hasPrefix($0) } }) {
      for entry in table.entries {
        guard let file = entry.localizations[collision.locale]?.position?.file else { continue }
        if let index = prefixes.firstIndex(where: { file.hasPrefix($0) }) {
          counts[index] += 1
        } else if let index = otherFiles.firstIndex(where: { $0.file == file }) {
          otherFiles[index].count += 1
        } else {
          otherFiles.append((file, 1))
        }
      }
    }
    let keys = { (count: Int) in "\(count) \(count == 1 ? "key" : "keys")" }
    let parts =
      zip(collision.folders, counts).map { folder, count in
        count == 0 ? "none of \(folder)'s" : "\(folder)'s for \(keys(count))"
      } + otherFiles.map { "\($0.file)'s for \(keys($0.count))" }
    return parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
  }
}
