/// Reads XLIFF 1.2 and 2.0 files (Xcode exports, `.xcloc` contents) into the catalog model.
///
/// Each `<file>` is a table named by its `original` (`App/en.lproj/Localizable.strings` ->
/// bundle `App`, table `Localizable`); `<source>` text is the source locale's value and
/// `<target>` text the target locale's, with its `state`. Xcode's variation unit ids
/// (`key|==|plural.one`, `.stringsdict` paths) fold back into the variations of their key.
public enum XLIFFParser {
  /// Parses one XLIFF document; `context.bundle`/`table` serve only for `<file>`s without `original`.
  ///
  /// `shared`: the strings of the files parsed before, to reuse the keys, notes and source texts
  /// this file spells alike (see ``SharedStrings``).
  public static func parse(_ bytes: [UInt8], context: FileContext, sharing shared: SharedStrings? = nil)
    throws(CatalogError) -> ParsedFile
  {
    let unitsPerFile = bytes.withUnsafeBufferPointer(XLIFFUnitCounter.unitsPerFile)
    func read(keyingByID names: Set<XLIFFParserHandler.TableKey>?) throws(CatalogError) -> XLIFFParserHandler
    {
      let handler = XLIFFParserHandler(context: context, shared: shared)
      handler.expectedUnitsPerFile = unitsPerFile
      handler.namesKeyedByID = names
      try XMLEventReader.read(bytes, file: context.displayPath, handler: handler)
      return handler
    }
    let handler = try read(keyingByID: nil)
    // Units that share a name are keyed by id (`unitKey(name:id:file:)`), which is known only now.
    guard !handler.sharedNames.isEmpty else { return handler.finish() }
    return try read(keyingByID: handler.sharedNames).finish()
  }

  /// The bundle and table a `<file original=...>` belongs to.
  ///
  /// The table is the file name without extension (`InfoPlist` for a target's Info plist, such as
  /// `Info.plist` or `App-Info.plist`); the bundle is the folder holding it, without
  /// a trailing `*.lproj` folder, or `.` when there is none. Windows paths, which tools on
  /// Windows write (`C:\Projects\App\en.lproj\Localizable.strings`), read as `/` paths
  /// without their drive.
  ///
  /// A `<file>` without `original` (Lokalise writes `original=""`) is named by the XLIFF file
  /// without the `locales` it names (see `tableName(ofFile:locales:)`).
  static func tableLocation(original: String?, context: FileContext, locales: [LocaleID] = [])
    -> (bundle: String, table: String)
  {
    guard var original, !original.isEmpty else {
      return (
        bundle(ofFolder: context.bundle, locales: locales), tableName(ofFile: context.table, locales: locales)
      )
    }
    // Looked for on the bytes: `String.contains` goes through Foundation (1% of a Focus run).
    var isAbsolute = original.utf8.first == UInt8(ascii: "/")
    if original.utf8.contains(UInt8(ascii: "\\")) && !original.utf8.contains(UInt8(ascii: "/")) {
      original = original.replacingOccurrences(of: "\\", with: "/")
    }
    // A drive (`C:/`, as Windows tools write it either way) makes the path absolute.
    if original.dropFirst().hasPrefix(":/"), original.first.map({ $0.isASCII && $0.isLetter }) == true {
      original.removeFirst(2)
      isAbsolute = true
    }
    var folders = PathUtilities.components(of: original).filter { $0 != "." }
    guard let name = folders.popLast() else { return (context.bundle, context.table) }
    if let last = folders.last, last.hasSuffix(".lproj") { folders.removeLast() }
    // Xcode 9.4 wrote the file's absolute path (`/Users/dev/App/App/en.lproj/...`), where other
    // exports write it from the project's folder: the merge settles which bundle that is.
    if isAbsolute && !folders.isEmpty {
      return ("/" + folders.joined(separator: "/"), tableName(ofOriginalFile: name))
    }
    return (folders.isEmpty ? "." : folders.joined(separator: "/"), tableName(ofOriginalFile: name))
  }

  /// The table of the file an `original` names (its last component).
  private static func tableName(ofOriginalFile name: Substring) -> String {
    // Xcode exports a target's Info.plist keys under the plist's path, whatever its name
    // (`App/Info.plist`, `App/App-Info.plist`, `Info-iOS.plist`); the app reads their
    // translations from the `InfoPlist` table, where `.lproj` folders and catalogs keep them.
    // Another plist (a Settings bundle's `Root.plist`, `MoreInfo.plist`) keeps its name.
    let stem = PathUtilities.stem(String(name))
    let lowered = stem.lowercased()
    let isInfoPlist =
      PathUtilities.pathExtension(String(name)).lowercased() == "plist"
      && (lowered == "info" || ["-info", "_info"].contains { lowered.hasSuffix($0) }
        || ["info-", "info_"].contains { lowered.hasPrefix($0) })
    return isInfoPlist ? StringTable.infoPlistName : stem
  }

  /// The bundle of an XLIFF file in `folder` whose `<file>`s have no `original`: the folder,
  /// without a last folder that names the file's locale (`xliff/de/`, `Loc/de.lproj/`, as
  /// Lokalise and Crowdin can lay out one file per language), so that each locale's file joins
  /// one table, as files named by their locale do.
  static func bundle(ofFolder folder: String, locales: [LocaleID]) -> String {
    var folders = PathUtilities.components(of: folder).filter { $0 != "." }
    guard let last = folders.last else { return folder }
    let name = last.hasSuffix(".lproj") ? PathUtilities.stem(String(last)) : String(last)
    let languages = Set(locales.map(\.language))
    guard
      last.hasSuffix(".lproj") || (LocaleID.isWellFormed(name) && languages.contains(LocaleID(name).language))
    else { return folder }
    folders.removeLast()
    return folders.isEmpty ? "." : folders.joined(separator: "/")
  }

  /// The table of an XLIFF file named `stem` whose `<file>`s have no `original`: the name without
  /// a locale of the language of `locales` at its end (`messages.de.xlf`, `app_pt-BR.xliff`,
  /// `de-DE.xliff` for `de` -> `messages`, `app`), so that a project's files for each locale make
  /// one table, not one table a locale whose keys every other locale lacks; `Localizable`, the
  /// app's default table, for a name that is only the locale (`de.xliff`).
  static func tableName(ofFile stem: String, locales: [LocaleID]) -> String {
    let languages = Set(locales.map(\.language))
    let characters = Array(stem)
    // The longest ending that is such a locale: `de-DE` in `messages.de-DE`, not `DE`.
    for start in 0..<characters.count
    where start == 0 || [".", "_", "-"].contains(characters[start - 1]) {
      let ending = String(characters[start...])
      guard LocaleID.isWellFormed(ending), languages.contains(LocaleID(ending).language) else { continue }
      return start == 0 ? "Localizable" : String(characters[..<(start - 1)])
    }
    return stem
  }
}
