extension StringTable {
  /// Whether a Settings bundle's schema files (`Root.plist`) give this table its source text:
  /// the Settings app shows the texts they name, and only those.
  public var takesTextFromSettingsSchema: Bool {
    !isInfoPlist && files.contains(where: Self.isPropertyList)
  }

  /// Whether only schema files hold the table: no locale translates it, which leaves it in its
  /// language on purpose (CocoaPods' acknowledgements: libraries' names and licences).
  var isUntranslatedSettingsSchema: Bool {
    !isInfoPlist && !files.isEmpty && files.allSatisfy(Self.isPropertyList)
  }

  /// Drops the `source` values of the keys no schema names (a stale `en.lproj/Root.strings`'s
  /// "Language" that the schema no longer shows): no locale shows them, so their translations
  /// are dead keys, not texts every locale lacks. Runs before `Base.lproj` values, which the
  /// schemas' texts are, are resolved to the source locale.
  mutating func dropSourceValuesNoSchemaNames(source: LocaleID) {
    guard takesTextFromSettingsSchema else { return }
    let unnamed = entries.filter { $0.localizations[.base] == nil && $0.localizations[source] != nil }.map(
      \.key)
    guard !unnamed.isEmpty else { return }
    for key in unnamed { modifyEntry(forKey: key) { _ = $0.localizations.removeValue(forKey: source) } }
    removeEntries { $0.localizations.isEmpty }
  }

  /// Whether the table is read from `Info.plist` alone (not from a String Catalog or
  /// `InfoPlist.strings` files): its source locale is the bundle's development region.
  var isReadFromInfoPlist: Bool {
    isInfoPlist && !files.isEmpty && files.allSatisfy(Self.isPropertyList)
  }

  private static func isPropertyList(_ path: String) -> Bool {
    PathUtilities.pathExtension(path).lowercased() == "plist"
  }
}
