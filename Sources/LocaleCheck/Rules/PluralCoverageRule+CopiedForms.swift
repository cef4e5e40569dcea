import CatalogParser

extension PluralCoverageRule {
  /// The problem of a complete plural set one of whose forms holds another form's text where the
  /// language writes those counts otherwise, the first of the language's checks that tells one
  /// (their languages differ, so at most one applies): a Czech, Slovak or Lithuanian `other`
  /// beside a decimal-only `many` (`decimalOnly`), a Romanian `other` without "de", an East
  /// Slavic `few` or `many`, or a West Slavic `one`. `nil` where none does.
  static func copiedFormProblem(
    _ cases: [String: LocalizedValue], locale: LocaleID, decimalOnly: PluralCategory?,
    sourceForms: () -> Set<String>, textBeforeSet: () -> Substring
  ) -> FormCopy? {
    if decimalOnly == .many, let message = decimalFormHoldingThePlural(cases, locale: locale) {
      return FormCopy(message: message, part: "many for other", form: nil)
    }
    if let message = romanianOtherWithoutConnective(cases, locale: locale, sourceForms: sourceForms) {
      return FormCopy(message: message, part: "few for other", form: .other)
    }
    if let copy = eastSlavicFewRepeatingMany(cases, locale: locale, textBeforeSet: textBeforeSet) {
      return FormCopy(message: copy.message, part: "\(copy.copied.rawValue) for few", form: .few)
    }
    if let message = eastSlavicFewAndManySwapped(cases, locale: locale, textBeforeSet: textBeforeSet) {
      return FormCopy(message: message, part: "few and many swapped", form: .few)
    }
    return eastSlavicManyOrOneCopy(cases, locale: locale, textBeforeSet: textBeforeSet)
      ?? westSlavicOneAndPluralAlike(cases, locale: locale)
  }
}
