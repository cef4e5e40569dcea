extension FormatMismatchRule {
  /// The phrases of a translated App Shortcuts set (`stringSet`) whose App Intents parameters
  /// do not fit the source's phrases, each at its index (`stringSet[1]`): the system offers no
  /// phrase without `${applicationName}`, and shows a misspelt parameter as written.
  func phraseMismatches(
    _ phrases: [String], of leaf: LocalizedValue, at path: String, in value: LocalizedValue,
    source: LocalizedValue
  ) -> [Mismatch] {
    let sourcePhrases = PhraseSet.sourcePhrases(at: path, in: source)
    guard !LabelText.isUntranslatedState(leaf.state), !sourcePhrases.isEmpty else { return [] }
    return phrases.enumerated().compactMap { index, phrase in
      // An empty phrase lacks every parameter; what to mend is the phrase (audit 125).
      let empty = LabelText.isBlank(phrase) ? "the phrase is empty, so no one can say it" : nil
      guard
        let problem = empty ?? IntentParameters.phraseProblem(sourcePhrases: sourcePhrases, phrase: phrase)
      else { return nil }
      return Mismatch(
        path: PhraseSet.path(path, index: index), problem: problem,
        position: leaf.position(ofPhrase: index) ?? value.position, text: phrase,
        sourceText: sourcePhrases.joined(separator: "\n"))
    }
  }
}
