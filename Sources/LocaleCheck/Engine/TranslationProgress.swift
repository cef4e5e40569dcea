/// How much of a catalog one locale has translated.
public struct TranslationProgress: Hashable, Sendable {
  /// Keys that need a translation: with a source-language text (an empty one, Info.plist's
  /// copyright left blank, has nothing to translate; in a table without any, a key that is its
  /// text, "Every %zd Days"), `shouldTranslate` not false, and
  /// not marked stale (gone from the code, as `missing-translation` treats them); a key only a
  /// translation has is dead, not untranslated.
  public var total: Int
  /// Of those, keys with a usable value of the locale's own, every form of it translated (as
  /// `missing-translation` judges plural and device forms one by one).
  public var translated: Int
  /// Of the translated keys, those with a value or form marked for review (`needs_review`, XLIFF
  /// `needs-review-*`), which `stale-translation` reports: done, but not yet confirmed.
  public var needingReview = 0

  /// The share translated, in percent, rounded down to tenths: a locale that lacks one key of
  /// 20,000 is 99.9%, never 100.0%.
  public var percent: Double {
    total == 0 ? 0 : Double(translated * 1000 / total) / 10
  }

  /// Counts the keys of every table of `catalog` for `locale`.
  public static func measure(_ catalog: Catalog, locale: LocaleID) -> TranslationProgress {
    measure(catalog, locales: [locale])[0]
  }

  /// The progress of each of `locales`, in their order, from one pass over the catalog (each
  /// key's own values are counted, instead of every key being looked up once per locale).
  public static func measure(_ catalog: Catalog, locales: [LocaleID]) -> [TranslationProgress] {
    var slot: [LocaleID: Int] = [:]
    for locale in locales where slot[locale] == nil { slot[locale] = slot.count }
    var total = 0
    // Keys that are their text, counted only for the locales that have their table.
    var textKeys = [Int](repeating: 0, count: slot.count)
    var translated = [Int](repeating: 0, count: slot.count)
    var needingReview = [Int](repeating: 0, count: slot.count)
    for table in catalog.tables {
      let source = catalog.sourceLocale(of: table)
      // A table without source-language text keeps it in code: a key that may be the text is
      // that text, to translate in each locale that has the table (a locale without it, or the
      // source language, has no file of it to judge: a table left behind is no work).
      let keysAreText = !table.hasValues(in: source)
      let tableSlots = keysAreText ? Set(table.locales.compactMap { slot[$0] }) : []
      let hasPhrases = keysAreText && table.entries.contains { LabelText.isPhrase($0.key) }
      for entry in table.entries {
        switch textToTranslate(
          of: entry, source: source, keysAreText: keysAreText, hasPhrases: hasPhrases,
          isInfoPlist: table.isInfoPlist)
        {
        case .sourceText: total += 1
        case .key:
          guard !tableSlots.isEmpty else { continue }
          for index in tableSlots { textKeys[index] += 1 }
        case nil: continue
        }
        for (locale, value) in entry.localizations {
          if let index = slot[locale],
            isTranslated(
              value, of: entry.key, in: locale, source: entry.localizations[source],
              asSourceText: locale == source)
          {
            translated[index] += 1
            if locale != source && needsReview(value) { needingReview[index] += 1 }
          }
        }
      }
    }
    return locales.map { locale in
      let index = slot[locale] ?? 0
      return TranslationProgress(
        total: total + textKeys[index], translated: translated[index], needingReview: needingReview[index])
    }
  }

  /// Whether `value` or one of its forms is marked for review.
  private static func needsReview(_ value: LocalizedValue) -> Bool {
    StaleTranslationRule.isReviewState(value.state)
      || ((value.variations != nil || value.substitutions != nil)
        && value.leaves.contains { StaleTranslationRule.isReviewState($0.leaf.state) })
  }

  /// Where a key's text to translate is.
  enum TextToTranslate { case sourceText, key }

  /// The text a translation of `entry` is owed for, or `nil` for none: its source-language text
  /// where usable, or, in a table without any (`keysAreText`), a key that may be its text;
  /// never where `shouldTranslate` is false, a comment says not to translate it (as the rules
  /// read it), the key is stale (gone from the code) or it is a text Interface
  /// Builder gives a new object ("Text Cell", "Label"), which code replaces (as no rule judges it).
  /// Nor a misspelt key of an `InfoPlist` table (`isInfoPlist`), which the system never reads.
  static func textToTranslate(
    of entry: StringEntry, source: LocaleID, keysAreText: Bool, hasPhrases: Bool, isInfoPlist: Bool
  ) -> TextToTranslate? {
    guard entry.shouldTranslate && entry.extractionState != "stale",
      !entry.isInterfaceBuilderPlaceholder,
      !(isInfoPlist && InfoPlistKeys.meantKey(for: entry.key) != nil),
      !TranslationIntent.saysDoNotTranslate(entry, sourceLocale: source)
    else { return nil }
    if let sourceValue = entry.localizations[source] {
      return LabelText.isUsable(sourceValue, asSourceText: true) ? .sourceText : nil
    }
    return keysAreText && LabelText.keyMayBeText(entry.key, inTableWithPhrases: { hasPhrases }) ? .key : nil
  }

  /// Whether `value` is usable and, where it has forms, none of them is still to translate (but
  /// forms of plural categories the language does not need, such as French `many`) or empty (but
  /// a variable's form that the source leaves empty too, inside a format with words of its own).
  private static func isTranslated(
    _ value: LocalizedValue, of key: String, in locale: LocaleID, source: LocalizedValue?, asSourceText: Bool
  ) -> Bool {
    guard LabelText.isUsable(value, asSourceText: asSourceText) else { return false }
    guard !asSourceText, value.variations != nil || value.substitutions != nil else { return true }
    if hasFormWithoutText(value, prefix: "", in: locale, source: source, key: key) { return false }
    // Devices without a form of the locale show the source's text, as `missing-translation` says.
    if !MissingTranslationRule.uncoveredDeviceNames(of: value, source: source).isEmpty { return false }
    return value.leaves.allSatisfy { path, leaf in
      if LeafPath.isUnneededPluralForm(path, in: locale) { return true }
      let mayBeEmpty = LeafPath.isEmptyByDesign(path, of: value, source: source)
      return !LabelText.isUntranslatedState(leaf.state) && (mayBeEmpty || leaf.value?.isEmpty != true)
    }
  }

  /// Whether a form of `value` has no text at all (a catalog's `"few" : {}`, a plural unit an
  /// Xcode export left without `<target>`) or a plural lacks a category the language needs
  /// (Russian without `few`, audit 199): `plural-coverage` reports it, so the key is not done. Not
  /// a plural form the language does not need.
  /// `source` and `key`: the source-language value and the key, which tell a plural's number
  /// type where the value does not (review 148).
  private static func hasFormWithoutText(
    _ value: LocalizedValue, prefix: String, in locale: LocaleID, source: LocalizedValue?, key: String
  ) -> Bool {
    let nested = (value.substitutions ?? [:]).compactMap { name, substitution in
      substitution.variations.map {
        (
          (prefix.isEmpty ? "" : prefix + ".") + "substitutions." + VariablePathName.segment(for: name), $0,
          substitution.formatSpecifier
        )
      }
    }
    let own = value.variations.map { [(prefix, $0, String?.none)] } ?? []
    return (own + nested).contains { path, variations, specifier in
      variations.kinds.contains { kind, cases in
        if kind == .plural,
          lacksNeededCategory(
            cases, at: path, in: prefix.isEmpty ? (value, source, key) : nil, specifier: specifier,
            locale: locale)
        {
          return true
        }
        return cases.contains { name, form in
          let formPath = (path.isEmpty ? "" : path + ".") + "\(kind.rawValue).\(name)"
          if form.variations != nil || form.substitutions != nil {
            return hasFormWithoutText(form, prefix: formPath, in: locale, source: source, key: key)
          }
          // A device or width form without text is read from the others (no rule asks for it).
          return kind == .plural && form.value == nil && form.stringSet == nil
            && !LeafPath.isUnneededPluralForm(formPath, in: locale)
        }
      }
    }
  }

  /// Whether a plural set lacks a category `locale`'s language needs where `plural-coverage`
  /// tells it: not a set whose `other` reads right for every count ("%d", "Выбрано: %d", a
  /// language that puts a noun after a number in the singular). `owner`: the value the set is at
  /// `path` of, with the source's value and the key, where the sentence around it is known;
  /// `specifier`: its variable's format (a decimal's `.1f` asks Czech for `many`, reviews 147, 148).
  private static func lacksNeededCategory(
    _ cases: [String: LocalizedValue], at path: String,
    in owner: (value: LocalizedValue, source: LocalizedValue?, key: String)?, specifier: String?,
    locale: LocaleID
  ) -> Bool {
    let decimals =
      PluralRules.decimalOnlyCategory(locale.identifier) != nil
      && (owner.map {
        LeafPath.countKind(
          ofPluralAt: path, in: $0.value, source: $0.source, key: $0.key, specifier: specifier)
      } ?? LeafPath.countKind(cases, specifier: specifier)) == .floating
    guard let required = PluralRules.requiredCategories(for: locale.identifier, decimals: decimals),
      required.contains(where: { cases[$0.rawValue] == nil })
    else { return false }
    return !PluralCoverageRule.saysOnlyTheNumber(cases)
      && !PluralCoverageRule.otherGivesTheCount(cases, language: locale.language)
      && !(owner.map { PluralCoverageRule.readsAlikeForEveryCount(cases, at: path, in: $0.value) } ?? false)
  }
}
