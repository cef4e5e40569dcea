import CatalogParser

extension Project {
  /// Tables of a Settings bundle that no schema names in `StringsTable`, which the Settings app
  /// never reads: one left after the schema's table was renamed, the translations of a schema
  /// without `StringsTable` (forgetting it is why "my Settings translations don't show"), or a
  /// table a schema names in another case, which a device's file system tells apart.
  public func unreadSettingsTableWarnings() -> [ProjectNotice] {
    UnreadSettingsTable.find(in: catalog).map { unread in
      let table = catalog.tables[unread.index]
      let files = Self.filesOf(table)
      let own = unread.schemas.first { Self.schemaName($0, stem: true) == table.name }
      if let schema = own.flatMap({ $0.stringsTable == nil ? $0 : nil })
        ?? (unread.schemas.allSatisfy { $0.stringsTable == nil } ? own ?? unread.schemas[0] : nil)
      {
        let file = Self.schemaName(schema, stem: false)
        return ProjectNotice(
          .warning,
          "\(file) names no StringsTable, so the Settings app shows its texts as written in every locale "
            + "and never reads the \(table.name) table (\(files)); add StringsTable '\(table.name)' to \(file)",
          at: schema.position)
      }
      if let schema = unread.schemas.first(where: { $0.stringsTable?.lowercased() == table.name.lowercased() }
      ),
        let named = schema.stringsTable
      {
        let file = Self.schemaName(schema, stem: false)
        return ProjectNotice(
          .warning,
          "\(file) names '\(named)' in StringsTable, which differs from the \(table.name) table (\(files)) only "
            + "in case: a device's file system tells case apart, so the Settings app never reads it there; write "
            + "the name as the files do",
          at: schema.position)
      }
      let named = unread.schemas.compactMap { schema in
        schema.stringsTable.map { (Self.schemaName(schema), $0) }
      }
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
  }

  /// A schema's file name (`Root.plist`), or its stem (`Root`).
  private static func schemaName(_ schema: SettingsSchema, stem: Bool = false) -> String {
    let name = PathUtilities.lastComponent(schema.position.file)
    return stem ? PathUtilities.stem(name) : name
  }

  /// The files of `table` as its bundle names them (`fr.lproj/Root.strings`), the first three.
  private static func filesOf(_ table: StringTable) -> String {
    let prefix = table.bundle == "." ? "" : table.bundle + "/"
    return listed(table.files.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 })
  }
}
