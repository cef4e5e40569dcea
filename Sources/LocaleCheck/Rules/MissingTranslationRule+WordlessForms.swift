import CatalogParser

extension MissingTranslationRule {
  /// Plural forms of a translation that keep only the placeholders where the source's form and
  /// the translation's other forms have words (Delta Chat's Russian `one` "%d " for "%d contact",
  /// beside `few` "%d контакта"): VoiceOver reads the number alone, and no other rule sees it, as
  /// the placeholders agree and no text is blank (audit 188). A plain value that does so is a
  /// translator's choice as often as not ("%1$@ / %2$@" for "%1$@ of %2$@").
  func wordlessForms(of value: LocalizedValue, subject: Subject, entry: StringEntry, resolution: Resolution)
    -> [Finding]
  {
    guard value.variations != nil || value.substitutions != nil,
      let source = entry.localizations[resolution.sourceLocale]
    else { return [] }
    let leaves = value.leaves
    var groupsWithWords = Set<String>()
    for (path, leaf) in leaves
    where LeafPath.pluralCategory(in: path) != nil && Self.hasWords(leaf.value ?? "") {
      groupsWithWords.insert(LeafPath.pluralGroup(of: path))
    }
    return leaves.compactMap { path, leaf -> Finding? in
      guard LeafPath.pluralCategory(in: path) != nil,
        groupsWithWords.contains(LeafPath.pluralGroup(of: path)),
        let text = leaf.value, text.containsUTF8Byte(UInt8(ascii: "%")), Self.isOnlyPlaceholders(text),
        !LabelText.isUntranslatedState(leaf.state),
        !LeafPath.isNeverShownPluralForm(path, of: value, in: resolution.locale.identifier, source: source),
        let sourceText = Self.counterpart(of: path, in: source), Self.hasWords(sourceText)
      else { return nil }
      return finding(
        "\(resolution.locale) has no words for the \(path) form of '\(sourceText)'"
          + "\(Self.naming(subject, besides: sourceText)): its translation '\(text)' keeps only the placeholder, "
          + "so VoiceOver reads the number alone", subject: subject, resolution: resolution,
        position: leaf.position ?? value.position, actual: text, part: path)
    }
  }

  /// The source's text of the plural form at `path`: the same form, else its plural's `other`;
  /// where the two vary by device otherwise (the source's iPhone plural, a plain one here), the
  /// form of the same path without devices, or under the source's `other` device or its first.
  private static func counterpart(of path: String, in source: LocalizedValue) -> String? {
    var bare = Substring(path)
    if bare.hasPrefix("device."), let dot = bare.dropFirst("device.".count).firstIndex(of: ".") {
      bare = bare[bare.index(after: dot)...]
    }
    let devices =
      (source.variations?.device?.keys.sorted { ($0 == "other" ? "" : $0) < ($1 == "other" ? "" : $1) }) ?? []
    for candidate in [path, String(bare)] + devices.map({ "device.\($0).\(bare)" }) {
      if let same = source.leaf(at: candidate)?.value { return same }
      if let other = source.leaf(at: LeafPath.pluralGroup(of: candidate) + ".other")?.value { return other }
    }
    return nil
  }
  /// Whether `text` is placeholders and white space only ("%d ", "%lld"), no variable.
  private static func isOnlyPlaceholders(_ text: String) -> Bool {
    let placeholders = FormatSpecifierParser.parse(text).filter { $0.text != "%%" }
    guard !placeholders.isEmpty, !placeholders.contains(where: { $0.substitutionName != nil }) else {
      return false
    }
    return LabelText.isBlank(FormatSpecifierParser.text(text, without: placeholders))
  }

  /// Whether `text` has a letter outside its placeholders.
  private static func hasWords(_ text: String) -> Bool {
    LabelText.withoutPlaceholders(text).contains(where: \.isLetter)
  }
}
