import CatalogParser

extension EnglishFallbackRule {
  /// Whether a plural form copies another of the source's forms than the one it stands for: a
  /// Russian `few` that reads "%d member", the English `one`, is English all the same. In a
  /// language that tells counts apart by `one` and `other` only, not where the translation's own
  /// form of that category reads the same: that form is reported, and a word the language does
  /// not inflect ("%d file" in Italian) is one finding, not one per form. Where it has more
  /// (Russian `few`, `many`), each form is reported: fixing `one` must not reveal the others.
  /// In a language written in Latin letters with more forms, only where two or more of them copy
  /// the source's: one may be the language's own word (Croatian and Romanian `few` "%d minute").
  func copiesAnotherSourceForm(
    _ text: String, path: String, of value: LocalizedValue, source: LocalizedValue, locale: LocaleID,
    context: CheckContext
  ) -> Bool {
    let sourceForms = LeafPath.sourcePluralForms(of: path, in: source, translation: value)
    guard !sourceForms.isEmpty, let owner = LeafPath.pluralOwner(of: path) else { return false }
    let ownForms = value.leaf(at: owner)?.variations?.plural ?? [:]
    let countsBeyondOne = PluralRules.requiredCategories(for: locale.identifier).map {
      !$0.isSubset(of: [.one, .other])
    }
    // In a language written in Latin letters the word may be its own (Croatian and Romanian
    // `few` "%d minute"): a copy there only where more of its forms copy English ones.
    if Self.mayDeclineBorrowedWords(locale) {
      let copies = ownForms.values.filter { form in
        form.value.map { text in
          sourceForms.values.contains { isFallback(text, source: $0, locale: locale, context: context) }
        }
          ?? false
      }
      guard copies.count >= 2 else { return false }
    }
    return sourceForms.contains { category, sourceText in
      (countsBeyondOne == true || ownForms[category]?.value != text)
        && (isFallback(text, source: sourceText, locale: locale, context: context)
          || copiesWordsAroundMovedPlaceholders(text, source: sourceText, locale: locale, context: context))
    }
  }

  /// Whether a plain translation copies one of the varied source's forms or device cases other
  /// than the one it stands for (audit 186): the source's `one` form ("%lld song"), or its Mac
  /// text ("Click to continue") where the translation is one text for every device.
  func copiesAVariationOf(
    _ source: LocalizedValue, text: String, locale: LocaleID, context: CheckContext
  ) -> Bool {
    guard source.variations != nil else { return false }
    // Romanian's or Croatian's "%lld minute" may be its own word (see `copiesAnotherSourceForm`).
    let skipsForms = Self.mayDeclineBorrowedWords(locale)
    return source.leaves.contains { path, leaf in
      guard !path.isEmpty, !(skipsForms && LeafPath.pluralCategory(in: path) != nil),
        let sourceText = leaf.value
      else { return false }
      return isFallback(text, source: sourceText, locale: locale, context: context)
    }
  }
}
