import CatalogParser

extension MissingTranslationRule {
  /// An empty `.strings` value of a locale of the source language (`en-GB`): it needs no
  /// translation, but CFBundle shows its empty text all the same, not the source's.
  func emptySourceLanguageValue(
    subject: Subject, entry: StringEntry, resolution: Resolution, context: CheckContext
  ) -> [Finding] {
    // The source locale's own empty text (and a copy of an empty source) is `empty-label`'s.
    guard resolution.locale != resolution.sourceLocale, let owner = resolution.emptyValueFrom else {
      return []
    }
    let infoPlist = emptyInfoPlistValue(
      subject: subject, entry: entry, resolution: resolution, context: context)
    guard infoPlist.isEmpty,
      let shown = entry.localizations[resolution.sourceLocale].flatMap(LabelText.readableText(of:)),
      !LabelText.isBlank(shown)
    else { return infoPlist }
    // `en-AU` without the key shows `en-GB`'s empty text.
    let whose =
      owner == resolution.locale ? "\(owner)'s text" : "\(resolution.locale) shows \(owner)'s empty text"
    return emptyValueFinding(
      "\(whose) of '\(shown)'\(Self.naming(subject, besides: shown))\(owner == resolution.locale ? " is empty" : ""): "
        + "the app shows no text, and VoiceOver reads nothing", subject: subject, entry: entry,
      resolution: resolution)
  }

  /// The finding of an empty `.strings` value, at the value: the locale's own, or the parent's
  /// it shows, whose fingerprint it takes.
  func emptyValueFinding(
    _ message: String, subject: Subject, entry: StringEntry, resolution: Resolution
  ) -> [Finding] {
    let owner = resolution.emptyValueFrom ?? resolution.locale
    return [
      finding(
        message, subject: subject, locale: resolution.locale, position: entry.localizations[owner]?.position,
        actual: "", inheritedFrom: resolution.emptyValueParent)
    ]
  }

  /// An `InfoPlist.strings` value left empty for a key whose source text is Info.plist's own
  /// (`"NSCameraUsageDescription" = "";` where the source language's file does not repeat the
  /// key): CFBundle takes the empty text over Info.plist's, so the permission alert explains
  /// nothing.
  func emptyInfoPlistValue(
    subject: Subject, entry: StringEntry, resolution: Resolution, context: CheckContext
  ) -> [Finding] {
    guard entry.localizations[resolution.sourceLocale] == nil, let owner = resolution.emptyValueFrom,
      context.table(for: subject)?.isInfoPlist == true
    else { return [] }
    let whose =
      owner == resolution.locale
      ? "\(owner)'s InfoPlist value" : "\(resolution.locale) shows \(owner)'s empty InfoPlist value"
    return emptyValueFinding(
      "\(whose) of \(subject.displayName)\(owner == resolution.locale ? " is empty" : ""): the app shows no text "
        + "instead of Info.plist's, and VoiceOver reads nothing", subject: subject, entry: entry,
      resolution: resolution)
  }
}
