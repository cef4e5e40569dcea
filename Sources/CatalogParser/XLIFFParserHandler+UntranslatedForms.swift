extension XLIFFParserHandler {
  /// Gives the form's key a value without text in its locale, at the form's unit, unless a form
  /// of that locale already made one, and keeps the form for `fillUntranslatedForms()`: Xcode
  /// exports each form of an untranslated plural as a unit without `<target>`, and what reports
  /// the missing translation then points into this locale's file, not into the first file that
  /// has the key. A form translated later fills the value in.
  func markUntranslated(_ form: XLIFFUntranslatedForm) {
    untranslatedForms.append(form)
    tables[form.table].modifyEntry(forKey: form.key) { entry in
      guard entry.localizations[form.locale] == nil else { return }
      entry.localizations.setValue(
        LocalizedValue(position: form.position, keyPosition: form.position), for: form.locale)
    }
  }

  /// Where some forms of a key are translated, gives the others a form still to translate (state
  /// `new`, no text), as a String Catalog writes one: `missing-translation` reports each at its
  /// unit, and `inspect` counts the key untranslated. A key with no form translated keeps the one
  /// value without text.
  ///
  /// A plural category is the exception: Xcode exports one unit per category the target language
  /// has, so a unit without `<target>` beside translated ones is a category the catalog lacks,
  /// for which the OS shows the locale's `other` form. It gets a form without text or state, as a
  /// catalog's `"few" : {}`, which `plural-coverage` reports as lacking.
  func fillUntranslatedForms() {
    for form in untranslatedForms {
      let path = form.path.map { step in
        switch step {
        case .variation(let kind, let name): "\(kind.rawValue).\(name)"
        case .substitution(let name): "substitutions." + VariablePathName.segment(for: name)
        }
      }.joined(separator: ".")
      tables[form.table].modifyEntry(forKey: form.key) { entry in
        guard entry.localizations[form.locale] != nil else { return }
        entry.localizations.modifyValue(for: form.locale) { value in
          guard !value.isWithoutText, value.leaf(at: path) == nil else { return }
          let draft =
            Self.isPluralCategory(form.path)
            ? LocalizedValue(position: form.position, keyPosition: form.position)
            : LocalizedValue(value: "", state: "new", position: form.position, keyPosition: form.position)
          XLIFFUnitID.store(draft, at: form.path[...], in: &value)
        }
      }
    }
  }

  /// Whether `path` ends in a plural category (`plural.few`, `substitutions.n.plural.few`).
  private static func isPluralCategory(_ path: [XLIFFUnitID.Step]) -> Bool {
    if case .variation(.plural, _) = path.last { return true }
    return false
  }
}
