/// A locale's value is the source-language text, copied instead of translated.
public struct EnglishFallbackRule: Rule {
  /// `english-fallback`, an error by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "english-fallback", name: "Source-language text in a translation",
    summary: "The locale's value is identical to the source-language value although its language differs.",
    rationale:
      "Users of that locale hear the source language although a translation seems to exist. Where the text is "
      + "right in that language too (a name, a word both languages share), list it in the configuration's "
      + "allowIdentical.",
    defaultSeverity: .error,
    triggeringExamples: [
      "de: 'Promo code' for 'Promo code'",
      "ru: 'Save' for a German app's 'Sichern' whose en translation is 'Save' (English carried over)",
      "uk: 'Search us\u{0435}rs' (a Cyrillic '\u{0435}') for 'Search users'",
      "ja: 'Begin smooth', the key, where the en text now reads 'Begin smoothening'",
    ],
    nonTriggeringExamples: [
      "de: 'OK' listed in allowIdentical", "fr: '%@' (no letters)",
      "en-GB: 'Color' for 'Color' (same language)",
      "shouldTranslate: false", "a comment with Interface Builder's note \"Do not localize\"",
      "ja: 'X' (one character)",
      "fr: 'JavaScript', 'UTF-16', 'iCloud', 'PDF' (names, codes and acronyms, no words)",
      "de: InfoPlist CFBundleDisplayName 'Damus' (the app's name)",
      "de: 'Signal %@' where de's InfoPlist keeps the app's name 'Signal' (the name beside an argument)",
      "de: NSHumanReadableCopyright '© 2024 Proton AG' (a company's name)",
      "fr: 'Русский' where the table lists languages by their own names (a language picker)",
    ])

  /// `true`: a subject's findings depend on its own cells only; see
  /// ``Rule/checksSubjectsIndependently``.
  public static let checksSubjectsIndependently = true

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    var languagePickers = LanguagePickers()
    var keyTables = KeyTextTables(context: context)
    context.forEachShownCell { subject, entry, resolution in
      let locale = resolution.locale
      guard entry.shouldTranslate, !InfoPlistKeys.isAppName(entry.key, table: subject.table),
        !InfoPlistKeys.isSlip(entry.key, table: subject.table), !resolution.speaksSourceLanguage,
        context.judgesValue(of: resolution, entry: entry),
        let value = resolution.value,
        let source = context.sourceValue(of: entry, subject: subject, resolution: resolution),
        !AppKitRetitledMenuItems.isRetitled(entry, sourceLocale: resolution.sourceLocale)
      else { return }
      var copied = (locale: resolution.sourceLocale, value: source)
      var copies = copiedTexts(of: value, source: source, key: entry.key, locale: locale, context: context)
      if copies.isEmpty, let english = englishTranslation(of: entry, for: resolution, source: source) {
        copied = english
        copies = copiedTexts(
          of: value, source: english.value, key: entry.key, locale: locale, context: context)
      }
      // Info.plist's own English where the source language's `InfoPlist.strings` words it
      // otherwise: a copy of it is English all the same (audit 319), except in English
      // (review 219: a `de` app's English Info.plist that `en.lproj` repeats).
      if copies.isEmpty, locale.language != "en", let infoPlistText = entry.infoPlistText,
        Self.readsAsEnglishProse(infoPlistText.value ?? "")
      {
        copied = (LocaleID("en"), infoPlistText)
        copies = copiedTexts(
          of: value, source: infoPlistText, key: entry.key, locale: locale, context: context)
      }
      var copiesKey = false
      if copies.isEmpty,
        let key = copiedKey(
          of: entry, value: value, source: source, resolution: resolution,
          keysAreTexts: { keyTables.keysAreSourceTexts(of: subject, sourceLocale: resolution.sourceLocale) })
      {
        copied = (resolution.sourceLocale, key)
        copies = copiedTexts(of: value, source: key, key: entry.key, locale: locale, context: context)
        copiesKey = true
      }
      for (part, text, position) in copies {
        if TranslationIntent.saysDoNotTranslate(entry, sourceLocale: resolution.sourceLocale) { return }
        // The app's name (`InfoPlist` `CFBundleDisplayName`) where the locale's `InfoPlist` keeps it.
        if context.isKeptAppName(LabelText.trimmed(text), of: subject, in: locale)
          || namesKeptWordsOnly(text, subject: subject, locale: locale, context: context)
        {
          continue
        }
        // Simplified Chinese copied into Traditional (or back) where both write it alike.
        if ChineseScripts.readsAlike(text, from: copied.locale, in: locale) { continue }
        // A Japanese app's "Streaming", English already.
        if LatinSourceText.readsAsEnglish([text], in: locale, source: resolution.sourceLocale) { continue }
        if languagePickers.isLanguagesOwnName(text, of: subject, resolution: resolution, context: context) {
          continue
        }
        // An identifier's label that is a machine token ("chevron.right", "ic_close") is no
        // English: `label-is-identifier` tells it in every locale (audit 146).
        let bare = LabelText.trimmedWithoutDirectionMarks(text)
        if subject.isRealIdentifier || subject.isLabelMapPart, part.isEmpty,
          IdentifierShape.looksLikeMachineToken(bare),
          !context.isAppName(bare)
        {
          continue
        }
        let where_ = part.isEmpty ? "" : " (\(part))"
        // An App Shortcut's phrase is what a user says, never shown (audit 137).
        let isPhrase = part.hasPrefix("stringSet") || PhraseSet.isPlainPhrase(text, table: subject.table)
        let message =
          "\(locale) \(isPhrase ? "says" : "shows") the \(copied.locale) "
          + "\(isPhrase ? "phrase" : "text") '\(Self.withVisibleJoiners(LabelText.trimmed(text)))'"
          // Not "'Promo code' for Promo code", where the key is the text (audit 158).
          + (copiesKey
            ? ", its key, for the source text '\(LabelText.trimmed(source.value ?? ""))'"
            : part.isEmpty && subject.displayName == LabelText.trimmed(text)
              ? "" : " for \(subject.displayName)\(where_)")
          + (copied.locale == resolution.sourceLocale
            ? "" : " (the \(copied.locale) translation; the source language is \(resolution.sourceLocale))")
          + Self.punctuationRemark(text, source: copied.value.leaf(at: part), locale: locale)
        // Every form, each with its own fingerprint: fixing one must not be what reveals the next.
        findings.append(
          finding(
            message, subject: subject, resolution: resolution, position: position ?? value.position,
            actual: text, part: PhraseSet.fingerprintPart(ofPath: part, text: text, in: value)))
      }
    }
    return findings
  }

  /// The texts of a translated value that copy the source's: its leaves' (not the forms of a
  /// variable its text does not name, never shown: `format-mismatch` tells the lost count), else
  /// the label its variables compose.
  private func copiedTexts(
    of value: LocalizedValue, source: LocalizedValue, key: String, locale: LocaleID, context: CheckContext
  ) -> [(part: String, text: String, position: SourcePosition?)] {
    let copies = value.leaves.filter { !LeafPath.isFormOfUnnamedVariable(at: $0.path, in: value) }.flatMap {
      path, leaf in
      copiedTexts(of: leaf, at: path, in: value, source: source, key: key, locale: locale, context: context)
    }
    return copies.isEmpty ? composedCopy(of: value, source: source, locale: locale, context: context) : copies
  }

  /// The texts of one leaf of a translated value that copy the source, each with the part of
  /// the value it is and where it is written: the leaf's text, or each phrase of an App
  /// Shortcuts set that copies one of the source's phrases (`stringSet[1]`).
  private func copiedTexts(
    of leaf: LocalizedValue, at path: String, in value: LocalizedValue, source: LocalizedValue, key: String,
    locale: LocaleID, context: CheckContext
  ) -> [(part: String, text: String, position: SourcePosition?)] {
    // A form in an untranslated state is `missing-translation`'s, whatever its text; a form of a
    // category the language never uses (or, for whole numbers, a Czech `many`) is never shown.
    guard
      path.isEmpty
        || !(LabelText.isUntranslatedState(leaf.state)
          || LeafPath.isNeverShownPluralForm(path, of: value, in: locale.identifier, source: source, key: key))
    else { return [] }
    guard let text = leaf.value else {
      guard let phrases = leaf.stringSet, !LabelText.isUntranslatedState(leaf.state) else { return [] }
      let sourcePhrases = PhraseSet.sourcePhrases(at: path, in: source)
      return phrases.enumerated().compactMap { index, phrase in
        let copies = sourcePhrases.contains {
          isFallback(phrase, source: $0, locale: locale, context: context)
        }
        return copies ? (PhraseSet.path(path, index: index), phrase, leaf.position(ofPhrase: index)) : nil
      }
    }
    // A plain translation of a varied source is compared with the form that stands for it
    // (`other`): "%lld Points" for "%lld Point" / "%lld Points"; so is a plural form the source
    // language lacks (`few`).
    guard let sourceText = LeafPath.sourceText(standingFor: path, in: source, translation: value),
      // A form's ending is the format's business: a translator who moves the source forms' full
      // stop into the format copies the whole sentence, told once (review 120: Bitwarden).
      isFallback(text, source: sourceText, locale: locale, context: context, comparesEndings: path.isEmpty)
        || (LeafPath.pluralCategory(in: path) != nil
          && (Self.withoutTheFormsArgumentNumber(text, sourceText).map {
            isFallback($0.text, source: $0.source, locale: locale, context: context)
          } == true
            || copiesWithItsNumberWritten(
              text, source: sourceText, path: path, of: value, locale: locale, context: context)))
        || copiesWordsAroundMovedPlaceholders(text, source: sourceText, locale: locale, context: context)
        || copiesAnotherSourceForm(
          text, path: path, of: value, source: source, locale: locale, context: context)
        || (path.isEmpty && value.variations == nil
          && copiesAVariationOf(source, text: text, locale: locale, context: context))
        // A device's form that copies the source's text for another device ("Tap to reply" on a
        // Mac, English's iPhone text; audit 218).
        || (path.hasPrefix("device.") && LeafPath.pluralCategory(in: path) == nil
          && copiesAVariationOf(source, text: text, locale: locale, context: context)),
      !Self.isDeclinedOwnWord(text, at: path, in: value, source: source, locale: locale),
      !Self.isInvariantOwnWord(text, at: path, in: value, source: source, locale: locale),
      path.isEmpty ? composesACopy(value, source: source, locale: locale, context: context) : true
    else { return [] }
    return [(path, text, leaf.position)]
  }

  /// Whether a format that puts its variables' forms in place (`%1$#@files@ in %2$#@folders@`)
  /// shows the source's label: the sentence its forms make, not the format alone, which may
  /// keep only a word both languages share ("in": "%lld Dateien in %lld Ordnern").
  /// A format with more words of its own, or another one, is English however its forms read
  /// ("%1$@ pinged %2$#@new_knocks@ in a conversation", "%#@files@ selected", "Add %#@files@").
  private func composesACopy(
    _ value: LocalizedValue, source: LocalizedValue, locale: LocaleID, context: CheckContext
  ) -> Bool {
    guard value.substitutions != nil, let format = value.value, format.contains("#@"),
      let label = LabelText.readableText(of: value), let sourceLabel = LabelText.readableText(of: source)
    else { return true }
    if isFallback(label, source: sourceLabel, locale: locale, context: context) { return true }
    let ownText = FormatSpecifierParser.text(format, without: FormatSpecifierParser.parse(format))
    let words = ownText.split(whereSeparator: { !$0.isLetter })
    // One word many languages write alike may be the translation's own ("in"); any other is
    // English ("selected", "Add"; reviews 108, 109).
    return words.count >= 2 || words.contains { !Self.sharedShortWords.contains($0.lowercased()) }
  }

  /// Short words that German, Dutch, the Romance and the Scandinavian languages write as English
  /// or as one another does, which a format around variables may keep as the translation's own.
  private static let sharedShortWords: Set<String> = [
    "in", "a", "e", "o", "y", "i", "de", "en", "et", "da", "di", "im", "am", "an", "per", "con", "du",
  ]

  /// `comparesEndings`: also a copy of several words that only changes its ending (a plain value's,
  /// not a plural form's).
  func isFallback(
    _ text: String, source: String, locale: LocaleID, context: CheckContext, comparesEndings: Bool = false
  ) -> Bool {
    // A copy that only writes the argument numbers ("%1$d Private Tabs" for "%d Private Tabs", as
    // translation tools and translators do) shows the same text.
    if text != source, let numbered = Self.withArgumentNumbers(text, source) {
      return isFallback(numbered.text, source: numbered.source, locale: locale, context: context)
    }
    if text != source, let unix = Self.withUnixLineEnds(text, source), unix.text == unix.source {
      return isFallback(unix.text, source: unix.source, locale: locale, context: context)
    }
    // A copy whose spaces inside were collapsed or whose line break became a space keeps its English.
    if Self.differsOnlyInSpacing(text, source) {
      return isFallback(source, source: source, locale: locale, context: context)
    }
    // A copy whose quotation marks or right-to-left punctuation changed (`『${value}』` for
    // `‘${value}’`, "Delete؟") keeps its English.
    if text != source,
      Self.differsOnlyInQuotationMarks(text, source) || Self.differsOnlyInRightToLeftPunctuation(text, source)
        || (comparesEndings && Self.differsOnlyInEnding(text, source))
    {
      return isFallback(source, source: source, locale: locale, context: context)
    }
    // Other marks and other case at once ("Didn’t get a link?"): judged as the case alone.
    if let marked = Self.withSourceQuotationMarks(text, source, locale: locale) {
      return isFallback(marked, source: source, locale: locale, context: context)
    }
    // Judged as either writes it: "GIF" for "Gif" is an acronym, "IOS" for "iOS" a product's name.
    if Self.differsOnlyInCase(text, source, locale: locale) {
      return isFallback(text, source: text, locale: locale, context: context)
        && isFallback(source, source: source, locale: locale, context: context)
    }
    // An English copy with a look-alike letter of another script ("Search usеrs", a Cyrillic
    // "е") is still English to VoiceOver and to the eye (audit 275).
    if text != source, let folded = Self.withLatinLookalikes(text), Self.withLatinLookalikes(source) == nil {
      return isFallback(
        folded, source: source, locale: locale, context: context, comparesEndings: comparesEndings)
    }
    // Texts that trimming leaves as they are (most) are compared as they are, without trimming copies.
    if text.hasPrintableASCIIEdges && source.hasPrintableASCIIEdges && text != source { return false }
    // Right-to-left files often wrap copied Latin text in direction marks, and editors leave zero
    // width spaces and byte order marks, which VoiceOver does not speak: "\u{200F}Settings" is
    // the source's "Settings".
    // Both sides lose them: a source with a stray byte order mark copied as it is is a copy too.
    if !(text.hasPrintableASCIIEdges && source.hasPrintableASCIIEdges),
      LabelText.hasInvisibleCharacterAtAnEdge(text) || LabelText.hasInvisibleCharacterAtAnEdge(source)
    {
      let unmarked = LabelText.removingInvisibleCharacters(text) ?? text
      let unmarkedSource = LabelText.removingInvisibleCharacters(source) ?? source
      return isFallback(unmarked, source: unmarkedSource, locale: locale, context: context)
    }
    // Texts that start with other characters than white space keep their first character when
    // trimmed (a character is white space when its first scalar is): if those differ, so do the
    // trimmed texts. This settles most translations in other scripts without trimming them.
    if !LabelText.startsWithWhitespace(text) && !LabelText.startsWithWhitespace(source)
      && text.first != source.first
    {
      return false
    }
    let trimmed = LabelText.trimmed(text)
    // One character has no words but a unit's letter the language writes in its own script ("g").
    guard trimmed == LabelText.trimmed(source),
      LabelText.hasWords(trimmed, in: locale), !CompanyName.isCompanyName(trimmed),
      !TechnicalAcronyms.isProductName(trimmed, in: locale)
    else {
      return false
    }
    return !context.isAllowedIdentical(trimmed)
  }
}
