import CatalogParser

extension EnglishFallbackRule {
  /// Whether a plural form that copies the source's is the language's own word, inflected in its
  /// other forms: Polish `one` "%d folder" beside "%d foldery", "%d folderów", "%d folderu". In a
  /// language written in Latin letters with more forms than `one` and `other`, where every other
  /// form of the set writes the copied words with an ending, the word is borrowed and declined,
  /// not left in English; not where one does not ("%d folder" beside Sorbian "%d rjadowaki"),
  /// nor where those forms copy the source too ("%d files").
  static func isDeclinedOwnWord(
    _ text: String, at path: String, in value: LocalizedValue, source: LocalizedValue, locale: LocaleID
  ) -> Bool {
    guard let owner = LeafPath.pluralOwner(of: path), ParentLocales.isWrittenInLatin(locale),
      PluralRules.requiredCategories(for: locale.identifier).map({ !$0.isSubset(of: [.one, .other]) })
        == true,
      let forms = value.leaf(at: owner)?.variations?.plural
    else { return false }
    let stem = words(of: text)
    guard !stem.isEmpty else { return false }
    let sourceForms = Set(LeafPath.sourcePluralForms(of: path, in: source, translation: value).values)
    let others = forms.values.compactMap(\.value).filter { $0 != text }
    return !others.isEmpty && sourceForms.isDisjoint(with: others)
      && others.allSatisfy { other in
        let inflected = words(of: other)
        return inflected.count > stem.count && inflected.hasPrefix(stem)
      }
  }

  /// The text without its placeholders, trimmed and in lowercase: "%d Folder" is "folder".
  private static func words(of text: String) -> String {
    FormatSpecifierParser.text(text, without: FormatSpecifierParser.parse(text)).trimmingWhitespace
      .lowercased()
  }
}
