/// Warnings about catalog files that the app or the run may read otherwise than they look.
extension Project {
  /// Tables of one bundle whose names differ only in case (`InfoPlist`, `infoPlist`).
  public func tableNameCollisionWarnings() -> [ProjectNotice] {
    let shadowed = CheckContext.caseShadowedTables(in: catalog).map { catalog.tables[$0] }
    return TableNameCaseCollision.find(in: catalog.tables).map { collision in
      let names = collision.names.map { "'\($0)'" }.joined(separator: " and ")
      // The system names `InfoPlist`: the other spelling is never read there, and not checked
      // where `InfoPlist` has source text to judge its keys by.
      let shadowsOther = shadowed.contains {
        $0.bundle == collision.bundle && collision.names.contains($0.name)
      }
      let checked =
        shadowsOther
        ? "so only 'InfoPlist', which the system reads, is checked"
        : "so they are checked as different tables"
      return ProjectNotice(
        .warning,
        "\(collision.bundle) has tables \(names), whose file names differ only in case; on a "
          + "case-sensitive file system (iOS) the app reads only the one it names, \(checked)")
    }
  }

  /// `InfoPlist` tables whose files are named in another case (`infoPlist.strings`) in a bundle
  /// without one named right: the system reads Info.plist's translations from `InfoPlist.strings`
  /// only, and a device's file system tells case apart (a Mac's may not, which hides the mistake).
  public func infoPlistCaseWarnings() -> [ProjectNotice] {
    let named = Set(catalog.tables.filter(\.isInfoPlist).map(\.bundle))
    return catalog.tables.compactMap { table in
      guard table.isMiscasedInfoPlist,
        !named.contains(table.bundle), let file = table.files.first
      else { return nil }
      let others = table.files.count > 1 ? " and \(table.files.count - 1) more" : ""
      return ProjectNotice(
        .warning,
        "\(file)\(others): the system reads Info.plist's translations only from files named "
          + "InfoPlist.strings; on a case-sensitive file system (iOS) it never reads '\(table.name)', so the "
          + "app's name and permission prompts stay in the development language")
    }
  }

  /// `\u2026`-style sequences in `.strings` files: only `\U` is an escape there, so the app
  /// shows `u2026` where the author meant `…`.
  public func lowercaseUnicodeEscapeWarnings() -> [ProjectNotice] {
    let reportsFile = fileFilter()
    return catalog.lowercaseUnicodeEscapes.filter { reportsFile($0.position) }.map { escape in
      let shown =
        escape.isInKey
        ? "in a key it reads 'u\(escape.digits)', so code that looks the key up with the character finds nothing"
        : "the app shows 'u\(escape.digits)'"
      return ProjectNotice(
        .warning, "'\\u\(escape.digits)' is no escape in a .strings file: \(shown); \(escape.fix)",
        at: escape.position)
    }
  }

  /// A backslash before a letter that is no escape in a `.strings` file (`\A` where `\n` lost
  /// its `n`) or before Swift's interpolation (`\(count)`): the app drops the backslash. The first
  /// 20, then a count.
  public func unknownEscapeWarnings() -> [ProjectNotice] {
    let reportsFile = fileFilter()
    let notices = catalog.unknownEscapes.filter { reportsFile($0.position) }.map { escape in
      if escape.letter == "(" { return Self.interpolationWarning(escape) }
      let shown =
        escape.isInKey
        ? "in a key it reads '\(escape.letter)', so code that looks the key up with the backslash finds nothing"
        : "the app drops the backslash and shows '\(escape.letter)'"
      // `\x41` is a C escape for a character by its number, which `.strings` writes `\U0041`.
      let meant =
        escape.letter == "x"
        ? "'\\U' and four hex digits for a character by its number" : "'\\n' for a line break"
      return ProjectNotice(
        .warning,
        "'\\\(escape.letter)' is no escape in a .strings file: \(shown); write \(meant), '\\\\' for a backslash",
        at: escape.position)
    }
    return Self.limited(notices) {
      "\($0) more backslashes before a letter or an interpolation are no escape"
    }
  }

  /// Swift's interpolation written into a `.strings` file (`\(count)`), which Foundation reads as
  /// text without its backslash: the label shows "(count)", or the key matches no lookup.
  private static func interpolationWarning(_ escape: UnknownStringsEscape) -> ProjectNotice {
    let written = escape.interpolation ?? "("
    let shown =
      escape.isInKey
      ? "in a key it reads '\(written)', which no lookup matches (`String(localized:)` looks up a placeholder in "
        + "its place, '%@', or '%lld' for a whole number); write the key so"
      : "the app shows '\(written)' as text; write a placeholder ('%@', '%lld' for a whole number) and pass "
        + "the value as its argument"
    return ProjectNotice(
      .warning, "'\\\(written)' is Swift's interpolation, which a .strings file does not have: \(shown)",
      at: escape.position)
  }

  /// `table` as warnings name it: after its bundle's folder, unless the bundle is the run's folder.
  static func tableName(_ table: String, of bundle: String) -> String {
    bundle == "." ? table : bundle + "/" + table
  }

  /// Tables that two XLIFF documents translate into one locale (`de.xliff` beside `de.xcloc`):
  /// their units are merged, so an old export can hide what a new one leaves out.
  public func exportCollisionWarnings() -> [ProjectNotice] {
    catalog.exportCollisions.map { collision in
      let table = Self.tableName(collision.table, of: collision.bundle)
      return ProjectNotice(
        .warning,
        "\(collision.files.joined(separator: " and ")) both translate \(table) into "
          + "\(collision.locale); their units are merged key by key, so an older export can hide what a newer "
          + "one leaves untranslated; keep one export per locale")
    }
  }

  /// XLIFF files whose declared target language is another than their name gives
  /// (`messages.de.xlf` with `trgLang="fr"`): the run reads their translations as the declared
  /// locale, as Xcode's import does, so German text would fill the French column unseen (audit 283).
  public func xliffLocaleNameWarnings() -> [ProjectNotice] {
    let reportsLocale = valueLocaleFilter()
    return catalog.localeNameMismatches.filter { reportsLocale($0.declared) || reportsLocale($0.named) }.map {
      let name = PathUtilities.lastComponent($0.position.file)
      return ProjectNotice(
        .warning,
        "\($0.attribute) '\($0.declared)' names another language than the file's name, \(name) ('\($0.named)'): its "
          + "translations are read as \($0.declared); if they are \($0.named) text, set \($0.attribute) to "
          + "'\($0.named)', else rename the file", at: $0.position)
    }
  }

  /// Keys of the project's tables that only translations' exports name, which the run leaves
  /// out: removed from the project since the export (or never in it), they are no gap of the app,
  /// but a key the project still lacks would go unseen.
  public func exportOnlyKeyWarnings() -> [ProjectNotice] {
    // A file of the table that could not be read may hold the keys (review 167).
    let unread = UnreadLocaleFiles.tables(of: catalog)
    return catalog.exportOnlyKeys().filter { !unread.contains($0.bundle + "\u{0}" + $0.table) }.map { left in
      let table = Self.tableName(left.table, of: left.bundle)
      let first = Subject.quoted(left.keys.first ?? "")
      let keys =
        left.keys.count == 1
        ? "1 key of \(table) that no file of the project holds (\(first)) is"
        : "\(left.keys.count) keys of \(table) that no file of the project holds (\(first), ...) are"
      let them = left.keys.count == 1 ? "it" : "them"
      // Info.plist's keys stay in Info.plist: its text shows where no InfoPlist.strings has them.
      let advice =
        left.table == StringTable.infoPlistName
        ? "left out; the app shows Info.plist's text for \(them) unless the project's InfoPlist.strings files "
          + "translate \(them)"
        : "left out as removed from the project since the export; add \(them) to the project if the app still "
          + "shows \(them)"
      // A returned export that still writes a misspelt key would bring it back (review 220).
      let slip =
        left.table == StringTable.infoPlistName
        ? left.keys.lazy.compactMap { key in InfoPlistKeys.meantKey(for: key).map { (key, $0) } }.first : nil
      // A slip is no text the app shows: importing the export would only add a dead key.
      if let (key, meant) = slip, left.keys.count == 1 {
        return ProjectNotice(
          .warning,
          "\(left.files.joined(separator: ", ")): \(keys) left out: '\(key)' is no Info.plist key the system "
            + "reads; did you mean '\(meant)'?")
      }
      let correction = slip.map { key, meant in
        "; '\(key)' is no Info.plist key the system reads: did you mean '\(meant)'?"
      }
      return ProjectNotice(
        .warning, "\(left.files.joined(separator: ", ")): \(keys) \(advice)\(correction ?? "")")
    }
  }

  /// Tables whose file declares a source language that the explicit source locale replaces: a
  /// package's `en` String Catalog in a run with `--source-locale de` for a German app's `.lproj`
  /// folders is checked as if German were its source (its English text a "de text" copy).
  public func sourceOverrideWarnings() -> [ProjectNotice] {
    // One per file: an XLIFF document declares one source for all its tables.
    var warned = Set<String>()
    return catalog.sourceOverrides.compactMap { override in
      guard warned.insert(override.file).inserted else { return nil }
      return ProjectNotice(
        .warning,
        "\(override.file) declares the source language \(override.declared), which the source locale "
          + "\(catalog.sourceLocale) replaces: its keys are checked as if \(catalog.sourceLocale) were their "
          + "source; check it in a run of its own")
    }
  }
}
