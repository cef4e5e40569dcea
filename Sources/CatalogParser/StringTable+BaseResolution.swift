extension StringTable {
  /// The file that declares the table's source language: its String Catalog or XLIFF document.
  var declaringFile: String {
    let declaring = files.first { file in
      let name = file.lowercased()
      return name.hasSuffix(".xcstrings") || name.hasSuffix(".xliff") || name.hasSuffix(".xlf")
    }
    return declaring ?? files.first ?? ""
  }

  /// The table with `Base.lproj`'s values as `source`'s: `Base.lproj` holds source-language
  /// text; an explicit source-locale value wins over it, but not one a String Catalog implies by
  /// its key (an `InfoPlist.xcstrings` without `en` beside `Info.plist`'s text).
  consuming func resolvingBase(to source: LocaleID) -> StringTable {
    if declaredLocales.remove(.base) != nil { declaredLocales.insert(source) }
    guard entries.contains(where: { $0.localizations[.base] != nil }) else { return self }
    var resolved = self
    // An array made in one go: a lazy view kept alive would share the entries' storage, and the
    // first change would copy the whole table.
    let keys = resolved.entries.filter { $0.localizations[.base] != nil }.map(\.key)
    for key in keys {
      let isInfoPlist = resolved.isInfoPlist
      resolved.modifyEntry(forKey: key) { entry in
        let base = entry.localizations.removeValue(forKey: .base)
        if entry.localizations[source].map({ $0.isImpliedByKey }) ?? true {
          entry.localizations[source] = base
        } else if isInfoPlist, let base, let text = base.value, text != entry.localizations[source]?.value,
          Self.isInfoPlistSource(base.position?.file ?? "")
        {
          entry.infoPlistText = base
        }
      }
    }
    return resolved
  }

  /// Whether `file` is Info.plist itself or the project whose build settings generate it, not a
  /// `Base.lproj/InfoPlist.strings`.
  private static func isInfoPlistSource(_ file: String) -> Bool {
    file.lowercased().hasSuffix(".plist") || file.hasSuffix("project.pbxproj")
  }
}
