/// A Settings bundle's schema file (`Root.plist`, a child pane's `*.plist`) and the table its
/// `StringsTable` names: the Settings app looks the schema's texts up in that table only.
public struct SettingsSchema: Hashable, Sendable {
  /// The bundle that holds the schema, as ``StringTable/bundle`` names it (`App/Settings.bundle`).
  public var bundle: String
  /// The schema's root `<dict>`.
  public var position: SourcePosition
  /// The table `StringsTable` names (`Root`, without `.strings`); `nil` where the schema has
  /// none, so its texts are not localized.
  public var stringsTable: String?

  /// The schema at `position` of `bundle`, which names `stringsTable`.
  public init(bundle: String, position: SourcePosition, stringsTable: String?) {
    self.bundle = bundle
    self.position = position
    self.stringsTable = stringsTable
  }
}
