import CatalogParser

extension Project {
  /// Tables of a Settings bundle that no schema names in `StringsTable`, which the Settings app
  /// never reads: one left after the schema's table was renamed, or the translations of a schema
  /// without `StringsTable` (forgetting it is why "my Settings translations don't show").
  public func unreadSettingsTableWarnings() -> [ProjectNotice] {
    UnreadSettingsTable.find(in: catalog).map { unread in
      let table = catalog.tables[unread.index]
      let files = Self.filesOf(table)
      let named = unread.schemas.compactMap { schema in
        schema.stringsTable.map { (PathUtilities.lastComponent(schema.position.file), $0) }
      }
      guard named.isEmpty else {
        let names =
          named.count == 1
          ? "\(named[0].0) names '\(named[0].1)'"
          : "its schemas name " + named.map { "'\($0.1)'" }.uniquedInOrder().joined(separator: ", ")
        return ProjectNotice(
          .warning,
          "the Settings app never reads the \(table.name) table of \(table.bundle) (\(files)): no schema names it "
            + "in StringsTable (\(names)), so its keys are not checked; delete it, or move its translations to "
            + "the table a schema names")
      }
      // The schema that the table is named after is the one its author meant it for.
      let schema =
        unread.schemas.first {
          PathUtilities.stem(PathUtilities.lastComponent($0.position.file)) == table.name
        }
        ?? unread.schemas[0]
      let file = PathUtilities.lastComponent(schema.position.file)
      return ProjectNotice(
        .warning,
        "\(file) names no StringsTable, so the Settings app shows its texts as written in every locale "
          + "and never reads the \(table.name) table (\(files)); add StringsTable '\(table.name)' to \(file)",
        at: schema.position)
    }
  }

  /// The files of `table` as its bundle names them (`fr.lproj/Root.strings`), the first three.
  private static func filesOf(_ table: StringTable) -> String {
    let prefix = table.bundle == "." ? "" : table.bundle + "/"
    let files = table.files.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
    let more = files.count > 3 ? " and \(files.count - 3) more" : ""
    return files.prefix(3).joined(separator: ", ") + more
  }
}
