import Foundation

extension CatalogMerger {
  /// `locale` if some file has it, else the closest one a file has, as a device whose language
  /// is `locale` would choose among the folders (`en-US` -> `en`, `zh-CN` -> `zh-Hans`,
  /// `zh-Hant-TW` -> `zh-Hant`), else `locale`.
  static func closestLocale(to locale: LocaleID, among locales: Set<LocaleID>) -> LocaleID {
    candidates(for: locale).first(where: locales.contains) ?? locale
  }

  /// The locale whose folders hold the text of a source language a project file declares with a
  /// region (`CFBundleDevelopmentRegion` `en_US` or `zh_CN`, `defaultLocalization: "de-DE"`):
  /// `declared` where a file of the table or its bundle has it; else the bundle's closest folder
  /// (`en.lproj`, `zh-Hans.lproj`), as the system reads it; else the language alone (with the
  /// script it names), so that the declaration makes no column no folder has.
  static func folderLocale(
    declaredAs declared: LocaleID, of table: StringTable, bundleLocales: [String: Set<LocaleID>]
  ) -> LocaleID {
    let bundleFolders = bundleLocales[table.bundle] ?? []
    if bundleFolders.contains(declared) || table.declaredLocales.contains(declared) { return declared }
    // `declared` itself is the first candidate, so a value of it in the table keeps it.
    let folders = bundleFolders.union(table.locales)
    if let closest = candidates(for: declared).first(where: folders.contains) { return closest }
    guard declared.region != nil else { return declared }
    // Chinese folders name their script (`zh-Hans.lproj`): `zh_CN` is Simplified Chinese.
    let script = declared.script ?? (declared.language == "zh" ? likelySubtags(of: declared)?.script : nil)
    return LocaleID([declared.language, script].compactMap { $0 }.joined(separator: "-"))
  }

  /// The script `locale` is most likely written in (`Hans` for `zh-CN`, `Hant` for `zh-TW`), and
  /// the region its likely subtags give, from the system's data.
  private static func likelySubtags(of locale: LocaleID) -> (script: String, region: String)? {
    let maximal = Locale.Language(identifier: locale.identifier).maximalIdentifier.split(separator: "-")
    return maximal.count == 3 && maximal[0] == locale.language
      ? (String(maximal[1]), String(maximal[2])) : nil
  }

  /// The locales a device set to `locale` reads, best first: `locale`, its likely script's
  /// (`zh-TW` -> `zh-Hant-TW`, `zh-Hant`) where it names none, then its shorter prefixes.
  private static func candidates(for locale: LocaleID) -> [LocaleID] {
    var result = [locale]
    if locale.script == nil, let likely = likelySubtags(of: locale) {
      result.append(LocaleID([locale.language, likely.script, likely.region].joined(separator: "-")))
      result.append(LocaleID(locale.language + "-" + likely.script))
    }
    var candidate = locale.identifier
    while let dash = candidate.lastIndex(of: "-") {
      candidate = String(candidate[..<dash])
      result.append(LocaleID(candidate))
    }
    return result
  }
}
