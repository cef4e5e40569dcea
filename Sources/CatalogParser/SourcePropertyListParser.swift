/// Reads the source-language text of the property lists that `.strings` tables translate: an
/// app's `Info.plist` (its permission prompts, for the `InfoPlist` table) and a Settings bundle's
/// schema files (`Root.plist` and its child panes, for the table each names in `StringsTable`).
///
/// The app shows their text where a locale's table lacks a key, as it shows `Base.lproj`'s: the
/// model holds it for `LocaleID.base`, so a source-language `.strings` file (`en.lproj`) still
/// overrides it key by key, and a translation that copies it is English left in place.
public enum SourcePropertyListParser {
  /// The fields of a Settings bundle's preference specifier whose text the Settings app looks
  /// up in the schema's `StringsTable` (Apple's Settings Application Schema Reference).
  static let settingsTextFields: Set<String> = ["Title", "FooterText"]
  /// The fields of a specifier that list texts to look up (a multi-value's choices).
  static let settingsTextListFields: Set<String> = ["Titles", "ShortTitles"]

  /// Parses one property list for the bundle `context` names: `Info.plist` where `context.table`
  /// is ``StringTable/infoPlistName``, a Settings bundle schema otherwise. A list that localizes
  /// nothing (a schema without `StringsTable`, an `Info.plist` without prompts) gives no table.
  public static func parse(_ bytes: [UInt8], context: FileContext) throws(CatalogError) -> ParsedFile {
    let (root, _) = try PropertyListDocument.read(bytes, file: context.displayPath)
    let isInfoPlist = context.table == StringTable.infoPlistName
    guard let entries = root.entries else {
      // Another plist beside a Settings bundle's schemas is none of its screens.
      guard isInfoPlist else { return ParsedFile(tables: []) }
      throw CatalogError(position: root.position, message: "expected a <dict> at the root of Info.plist")
    }
    let table =
      isInfoPlist
      ? infoPlistTable(entries, context: context) : settingsTable(entries, context: context)
    // An `Info.plist` without prompts still names the bundle's development language (most Mac
    // apps have none): the table stays, empty, to carry it (audit 113).
    var parsed = ParsedFile(tables: [])
    if let table, !table.entries.isEmpty || table.sourceLocale != nil { parsed.tables = [table] }
    if !isInfoPlist, entries[key: "PreferenceSpecifiers"]?.value.items != nil {
      parsed.settingsSchemas = [
        SettingsSchema(bundle: context.bundle, position: root.position, stringsTable: stringsTable(entries))
      ]
    }
    return parsed
  }

  /// The table a Settings schema's `StringsTable` names, without a `.strings` its author added.
  private static func stringsTable(_ entries: [PropertyListValue.Entry]) -> String? {
    guard let named = entries[key: "StringsTable"]?.value.string?.trimmingWhitespace, !named.isEmpty else {
      return nil
    }
    return named.hasSuffix(".strings") ? String(named.dropLast(".strings".count)) : named
  }

  /// The permission prompts of `Info.plist` (`NSCameraUsageDescription`, ...): the alerts every
  /// user hears, which each locale's `InfoPlist.strings` must translate; and its Home Screen
  /// quick actions' titles and subtitles, each its own key (`UIApplicationShortcutItemTitle`
  /// names the key `InfoPlist.strings` translates). Other keys (the app's name) are the app's
  /// choice to localize, so they are not asked of every locale.
  private static func infoPlistTable(_ entries: [PropertyListValue.Entry], context: FileContext)
    -> StringTable?
  {
    var table = StringTable(
      bundle: context.bundle, name: StringTable.infoPlistName, sourceLocale: developmentRegion(entries),
      files: [context.displayPath])
    for entry in entries where isPermissionPrompt(entry.key) {
      // A blank prompt is a permission alert that explains nothing (`empty-label`; audit 308).
      guard case .string(let text, let position) = entry.value,
        isSourceText(text) || text.allSatisfy(\.isWhitespace)
      else { continue }
      table.add(sourceEntry(key: entry.key, keyPosition: entry.keyPosition, text: text, position: position))
    }
    let shortcuts = entries[key: "UIApplicationShortcutItems"]?.value.items ?? []
    for field in shortcuts.lazy.compactMap(\.entries).joined()
    where shortcutTextFields.contains(field.key) {
      guard case .string(let text, let position) = field.value, isSourceText(text) else { continue }
      table.add(sourceEntry(key: text, keyPosition: position, text: text, position: position))
    }
    return table
  }

  /// Whether an Info.plist `key` holds a permission prompt (`NSCameraUsageDescription`): the
  /// alert every user of a locale reads, which each locale's `InfoPlist.strings` must translate.
  package static func isPermissionPrompt(_ key: some StringProtocol) -> Bool {
    key.hasSuffix("UsageDescription")
  }

  /// The fields of a Home Screen quick action whose text `InfoPlist.strings` translates.
  static let shortcutTextFields: Set<String> = [
    "UIApplicationShortcutItemTitle", "UIApplicationShortcutItemSubtitle",
  ]

  /// The texts of a Settings bundle schema's specifiers, each its own key, in the table its
  /// `StringsTable` names; `nil` for a schema without one (its texts are not localized).
  private static func settingsTable(_ entries: [PropertyListValue.Entry], context: FileContext)
    -> StringTable?
  {
    guard let name = stringsTable(entries), let specifiers = entries[key: "PreferenceSpecifiers"]?.value.items
    else { return nil }
    var table = StringTable(bundle: context.bundle, name: name, files: [context.displayPath])
    for field in specifiers.lazy.compactMap(\.entries).joined() {
      let texts =
        settingsTextFields.contains(field.key)
        ? [field.value] : settingsTextListFields.contains(field.key) ? field.value.items ?? [] : []
      for case .string(let text, let position) in texts where isSourceText(text) {
        table.add(sourceEntry(key: text, keyPosition: position, text: text, position: position))
      }
    }
    return table
  }

  /// The language the prompts are written in, `CFBundleDevelopmentRegion` (`de`, `English`,
  /// `zh-Hans`, or a region's `en_US`, which the merger reads as the bundle's `en.lproj`), where
  /// it is written out rather than a build setting (`$(DEVELOPMENT_LANGUAGE)`).
  private static func developmentRegion(_ entries: [PropertyListValue.Entry]) -> LocaleID? {
    guard let region = entries[key: "CFBundleDevelopmentRegion"]?.value.string, !region.contains("$")
    else { return nil }
    return LocaleID.declaredLocale(region)
  }

  /// Whether `text` is text the app shows: words besides any build setting the build replaces
  /// (`$(PRODUCT_NAME) uses the camera`, whose English stays), not a blank nor a build setting
  /// alone (`$(CAMERA_PROMPT)`), whose text labelcheck cannot know.
  static func isSourceText(_ text: String) -> Bool {
    var closing: Character?
    var afterDollar = false
    for character in text {
      if let end = closing {
        if character == end { closing = nil }
      } else if afterDollar && (character == "(" || character == "{") {
        closing = character == "(" ? ")" : "}"
      } else if character.isLetter {
        return true
      }
      afterDollar = closing == nil && character == "$"
    }
    return false
  }

  private static func sourceEntry(
    key: String, keyPosition: SourcePosition, text: String, position: SourcePosition
  ) -> StringEntry {
    let value = LocalizedValue(value: text, state: "translated", position: position, keyPosition: keyPosition)
    return StringEntry(key: key, keyPosition: keyPosition, localizations: [.base: value])
  }
}
