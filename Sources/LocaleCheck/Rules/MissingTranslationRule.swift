/// A locale has no usable value of its own: VoiceOver falls back to the source language.
public struct MissingTranslationRule: Rule {
  /// `missing-translation`, an error by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "missing-translation", name: "Missing translation",
    summary: "The locale has no usable value before the source language in its fallback chain.",
    rationale:
      "The OS then shows the source-language text, so VoiceOver reads a language the user may not understand.",
    defaultSeverity: .error,
    triggeringExamples: ["es has no value for 'Sign in'", "de's value is in state new"],
    nonTriggeringExamples: [
      "es-MX falls back to es's 'Iniciar sesión'", "en-GB uses the en text", "shouldTranslate: false",
      "a comment with Interface Builder's note \"Do not localize\"",
      "de without InfoPlist CFBundleDisplayName (the app's name)",
      "it without a value for '%lld', '–' or '1.11' (no words: the same in every language)",
    ])

  /// `true`: a subject's findings depend on its own cells only; see
  /// ``Rule/checksSubjectsIndependently``.
  public static let checksSubjectsIndependently = true

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    // The locales of each table (by index), read once a finding needs them: a locale with
    // nothing in the table (no file of it) misses every key, and its findings say so.
    var tableLocales: [Int: Set<LocaleID>] = [:]
    func locales(ofTable table: Int) -> Set<LocaleID> {
      let locales = tableLocales[table] ?? context.catalog.tables[table].locales
      tableLocales[table] = locales
      return locales
    }
    // Every locale the files have, read once a gap of a table without a file of its locale asks.
    var knownProjectLocales: Set<LocaleID>?
    func projectLocales() -> Set<LocaleID> {
      if let knownProjectLocales { return knownProjectLocales }
      let all = Set(context.catalog.locales)
      knownProjectLocales = all
      return all
    }
    var ownFiles = OwnFiles()
    var languagePickers = LanguagePickers()
    let unreadFiles = UnreadLocaleFiles(context.catalog.unreadLocaleFiles)
    context.forEachShownCell { subject, entry, resolution in
      var found = cellFindings(
        subject: subject, entry: entry, resolution: resolution, context: context,
        tableHas: { locale in
          context.tableIndex(for: subject).map { locales(ofTable: $0).contains(locale) } ?? false
        },
        isLanguagesOwnName: { text in
          languagePickers.isLanguagesOwnName(text, of: subject, resolution: resolution, context: context)
        })
      // A gap read from a file that could not be read is no gap: the error names the file
      // (audit 129).
      if found.count == 1, resolution.ownValue == nil, !unreadFiles.isEmpty,
        unreadFiles.hides(subject, in: resolution, context: context)
      {
        return
      }
      // A parent's empty value the locale shows is the parent's to mend, told by the locale that
      // reports the parent's file (audit 149).
      if found.count == 1, let parent = resolution.emptyValueParent {
        let shadowing = Set(entry.localizations.keys)
        guard
          context.reportingLocale(forFileOf: parent, source: resolution.sourceLocale, shadowedBy: shadowing)
            == resolution.locale
        else { return }
      } else if found.count == 1, resolution.ownValue == nil, let table = context.tableIndex(for: subject),
        !placeGap(
          &found[0], of: subject, entry: entry, resolution: resolution, table: table,
          tableLocales: locales(ofTable: table), projectLocales: projectLocales, context: context,
          ownFiles: &ownFiles)
      {
        return
      }
      // A key marked "Do not localize" is asked about only where something would be reported.
      if !found.isEmpty && !TranslationIntent.saysDoNotTranslate(entry, sourceLocale: resolution.sourceLocale)
      {
        findings += found
      }
    }
    return findings
  }

  /// What one cell misses: its whole translation, or forms of it. `tableHas` tells whether the
  /// subject's table has a locale (from a cache of the tables' locales); `isLanguagesOwnName`
  /// whether a text is a language's name as a picker lists it (see ``LanguagePickers``).
  private func cellFindings(
    subject: Subject, entry: StringEntry, resolution: Resolution, context: CheckContext,
    tableHas: (LocaleID) -> Bool, isLanguagesOwnName: (String) -> Bool
  ) -> [Finding] {
    let locale = resolution.locale
    guard entry.shouldTranslate, !InfoPlistKeys.isAppName(entry.key, table: subject.table),
      !InfoPlistKeys.isSlip(entry.key, table: subject.table)
    else { return [] }
    if resolution.speaksSourceLanguage {
      return emptySourceLanguageValue(
        subject: subject, entry: entry, resolution: resolution, context: context)
    }
    // A regional file's empty value (`de-AT`'s `"join" = "";`) is what CFBundle finds, before
    // the parent's text: the app shows nothing, as where no parent has the key (audit 124).
    if let value = resolution.value, !resolution.isSourceFallback, resolution.emptyValueFrom == nil {
      // A translated value: only its forms or their words can be missing (most values have none).
      guard resolution.isOwnValue && (value.variations != nil || value.substitutions != nil) else {
        return []
      }
      return untranslatedForms(of: value, subject: subject, entry: entry, resolution: resolution)
        + uncoveredDevices(of: value, subject: subject, entry: entry, resolution: resolution)
        + wordlessForms(of: value, subject: subject, entry: entry, resolution: resolution)
    }
    let emptyInfoPlist = emptyInfoPlistValue(
      subject: subject, entry: entry, resolution: resolution, context: context)
    guard emptyInfoPlist.isEmpty,
      let shown = sourceText(of: entry, subject: subject, resolution: resolution, context: context)
    else { return emptyInfoPlist }
    // AppKit titles the item in the locale where the app has the table (audit 195).
    if AppKitRetitledMenuItems.isRetitled(entry, sourceLocale: resolution.sourceLocale) && tableHas(locale) {
      return []
    }
    // The source's texts, or the key where it is the text (not a storyboard's unknown text).
    let sourceTexts =
      entry.localizations[resolution.sourceLocale].map { $0.leaves.compactMap(\.leaf.value) }
      ?? (context.keyIsSourceText(of: subject, in: locale) ? [shown] : [])
    // Chinese that reads alike in both scripts, where the locale has the table (an app that ships
    // nothing for the locale misses every key).
    func readsAlikeInLocalesScript() -> Bool {
      sourceTexts.allSatisfy { ChineseScripts.readsAlike($0, from: resolution.sourceLocale, in: locale) }
        && tableHas(locale)
    }
    // Not an empty `.strings` value: the app shows it, no text, not the source's "320".
    let isEmpty = resolution.emptyValueFrom != nil
    // A blank source is `empty-label`'s: its empty translation shows the same nothing.
    if isEmpty && !sourceTexts.isEmpty && sourceTexts.allSatisfy(LabelText.isBlank) { return [] }
    // A key the app shows for want of a source text: a token (`SETTINGS_HEADER_1`) is no text
    // that reads alike in every language (audit 124).
    let shownToken =
      entry.localizations[resolution.sourceLocale] == nil && IdentifierShape.looksLikeMachineToken(shown)
    if !isEmpty && !sourceTexts.isEmpty && !shownToken
      && (Self.readsAlikeInEveryLanguage(sourceTexts, in: locale) || readsAlikeInLocalesScript()
        || LatinSourceText.readsAsEnglish(sourceTexts, in: locale, source: resolution.sourceLocale)
        // A language picker's "Deutsch" is what every locale shows (review 102).
        || (sourceTexts.count == 1 && isLanguagesOwnName(sourceTexts[0]))
        // Words the configuration lets a translation copy ("IEEE") read the same untranslated (audit 268).
        // A use is recorded only where every text is listed (review 188).
        || (sourceTexts.allSatisfy(context.allowsIdentical)
          && sourceTexts.allSatisfy(context.isAllowedIdentical)))
    {
      return []
    }
    // The app's name where the locale's `InfoPlist` keeps it (a menu titled "Easydict"), unless
    // left empty: CFBundle shows the empty text.
    if !isEmpty, context.isKeptAppName(LabelText.trimmed(shown), of: subject, in: locale) {
      return []
    }
    // The locale's own entry where it has one (variations without text, `{}`), else the source's
    // key, else (no source file: a Settings bundle's table; a storyboard's, whose source text
    // is in another locale's comments) the locale's own file.
    let table = context.table(for: subject)
    // A storyboard's text that no file has a key for: its element is all there is to point at.
    let isUnkeyed = table?.unkeyedInterfaceBuilderKeys.contains(entry.key) == true
    let hasSourceFile =
      entry.localizations[resolution.sourceLocale].map {
        Self.isInSourceFile($0, source: resolution.sourceLocale)
      }
      == true && (table?.sourceTextFromComments != true || isUnkeyed)
    // A parent's empty value that the locale shows is mended in the parent's file.
    let emptyParent = resolution.emptyValueParent
    let position =
      emptyParent.flatMap { entry.localizations[$0]?.position }
      ?? resolution.ownValue?.position ?? resolution.ownValue?.keyPosition
      ?? (hasSourceFile ? nil : ownFileStart(of: subject, in: resolution.locale, context: context))
      ?? context.sourceKeyPosition(of: entry, source: resolution.sourceLocale)
    // A storyboard's key whose text its files' comments do not settle: the key is no text.
    let unsettled =
      entry.localizations[resolution.sourceLocale] == nil
      && context.keyStandsForUnsettledText(of: subject, in: locale)
    // Quoted as `english-fallback` quotes a copy: trimmed ("\tDefault", a menu item's indent).
    let quoted = LabelText.trimmed(shown)
    // CFBundle falls back to Info.plist's own text, not to the source language's table, where the
    // locale has a table of its own; without one it reads the source language's whole table.
    let infoPlistShown =
      isEmpty || !(table.map { $0.hasValues(in: locale) || $0.declaredLocales.contains(locale) } ?? false)
      ? nil
      // `$(PRODUCT_NAME) uses …` is the build's to expand: the source file's text may be it.
      : entry.infoPlistText.flatMap(LabelText.readableText(of:)).flatMap {
        $0.contains("$(") || $0.contains("${") ? nil : $0
      }
    let message =
      isEmpty
      // CFBundle returns a `.strings` file's empty value as found: the app shows nothing.
      ? (emptyParent.map { "\(locale) shows \($0)'s empty translation" } ?? "\(locale)'s translation")
        + " of '\(quoted)'\(Self.naming(subject, besides: quoted))"
        + (emptyParent == nil ? " is empty: " : ": ")
        + Self.emptyConsequence(
          of: entry.localizations[resolution.sourceLocale], locale: locale, table: subject.table)
      : unsettled
        ? "\(locale) has no translation for \(subject.displayName), a storyboard text its files' comments do not "
          + "settle; VoiceOver reads the storyboard's \(resolution.sourceLocale) text"
        : "\(locale) has no translation for '\(quoted)'\(Self.naming(subject, besides: quoted))"
          + Self.draftText(
            of: resolution.ownValue, source: quoted, sourceValue: entry.localizations[resolution.sourceLocale]
          ) + "; "
          + (infoPlistShown.map { Self.infoPlistConsequence($0, resolution: resolution) }
            ?? Self.consequence(
              of: entry.localizations[resolution.sourceLocale], resolution: resolution, table: subject.table,
              shownKey: shownToken, key: entry.key))
          + (isUnkeyed ? Self.unkeyedRemark(table: table) : "")
    return [
      // What the user meets: no text where the value is empty, else the source's.
      finding(
        message, subject: subject, locale: locale, position: position,
        actual: isEmpty ? "" : unsettled ? nil : infoPlistShown ?? shown, inheritedFrom: emptyParent)
    ]
  }

  /// The plural, device and width forms of a locale's own varied value that are in an untranslated
  /// state (`new`, XLIFF `needs-translation`) while others are translated: each is reported at
  /// its position, as the value would be if all were.
  private func untranslatedForms(
    of value: LocalizedValue, subject: Subject, entry: StringEntry, resolution: Resolution
  ) -> [Finding] {
    let source = entry.localizations[resolution.sourceLocale]
    return value.leaves.compactMap { path, leaf in
      guard !path.isEmpty, LabelText.isUntranslatedState(leaf.state) else { return nil }
      // Never shown for a count (French `many`): no gap.
      if LeafPath.isUnneededPluralForm(path, in: resolution.locale) { return nil }
      let shown =
        source.flatMap { LeafPath.sourceText(standingFor: path, in: $0) ?? LabelText.readableText(of: $0) }
        ?? leaf.value ?? ""
      if Self.readsAlikeInEveryLanguage([shown], in: resolution.locale) { return nil }
      // A device form beside the locale's own `other` shows that one, not the source's text.
      let standIn = Self.otherFormShown(for: path, in: value)
      let message =
        "\(resolution.locale) has no translation for the \(path) form of '\(shown)'"
        + "\(Self.naming(subject, besides: shown))"
        + Self.draftText(of: leaf, source: shown, sourceValue: nil) + "; "
        + (standIn?.message ?? "VoiceOver reads the \(resolution.sourceLocale) text")
      return finding(
        message, subject: subject, locale: resolution.locale, position: leaf.position ?? value.position,
        actual: standIn?.text ?? shown, part: path)
    }
  }

  /// Whether every one of a source's texts reads the same in every language, as
  /// `english-fallback` exempts a copy of it: no words outside placeholders ("500000", "–",
  /// "%lld", "1.11", "iCloud", "PDF"), a single character, a company's name ("Proton AG") or an
  /// Apple product's ("Face ID"). Showing it untranslated is no gap. Not a
  /// text with a letter of a script whose one character is a word: Chinese "是" (Yes), Korean "예".
  private static func readsAlikeInEveryLanguage(_ texts: [String], in locale: LocaleID) -> Bool {
    texts.allSatisfy { text in
      let trimmed = LabelText.trimmed(text)
      guard !trimmed.unicodeScalars.contains(where: isSyllabicOrIdeographic) else { return false }
      return ReadAlikeMemo.shared.hasNoWords(trimmed, in: locale)
        || TechnicalAcronyms.isProductName(trimmed, in: locale)
    }
  }

  /// Whether the source-language `value` is written in a source-language file, not taken from
  /// a storyboard's comments in another locale's `.lproj` file (a key an `en.lproj` copy lacks).
  private static func isInSourceFile(_ value: LocalizedValue, source: LocaleID) -> Bool {
    guard let file = value.position?.file, let locale = LocaleID.ofLProjFolder(holding: file) else {
      return true
    }
    return locale == source || locale == .base
  }

  /// CJK ideographs, Hangul syllables, and the letters of Hiragana and Katakana (not their
  /// middle dot "・" or the long-vowel mark "ー", which stand alone as separators and dashes).
  private static func isSyllabicOrIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0x3041 else { return false }  // most labels: Latin, Cyrillic, Arabic
    return scalar.properties.isIdeographic || (0x3041...0x3096).contains(scalar.value)
      || (0x30A1...0x30FA).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
  }

  /// The start of `locale`'s own `.lproj` file of `subject`'s table, where a key it lacks has no
  /// source-language line either: the gap is there, not in another locale's file.
  private func ownFileStart(of subject: Subject, in locale: LocaleID, context: CheckContext)
    -> SourcePosition?
  {
    let file = context.table(for: subject)?.files.first { LocaleID.ofLProjFolder(holding: $0) == locale }
    return file.map { SourcePosition(file: $0, line: 1, column: 1) }
  }

  /// The source text a locale without a translation shows: the source-language value, or the key
  /// where the table has no source-language value at all (the text is in code) or where a
  /// storyboard's comments do not settle it.
  private func sourceText(
    of entry: StringEntry, subject: Subject, resolution: Resolution, context: CheckContext
  ) -> String? {
    guard let source = entry.localizations[resolution.sourceLocale] else {
      let keyStands =
        context.keyIsSourceText(of: subject, in: resolution.locale)
        || context.keyStandsForUnsettledText(of: subject, in: resolution.locale)
      return keyStands ? entry.key : nil
    }
    return LabelText.isUsable(source, asSourceText: true) ? LabelText.readableText(of: source) ?? "" : nil
  }
}
