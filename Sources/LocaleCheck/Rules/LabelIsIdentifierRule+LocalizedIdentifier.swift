import CatalogParser

/// An identifier built from a translation's text: a locale's label is the identifier itself
/// where the source's is another text (`Iniciar sesión` on a button whose English is "Log In").
/// The translation is right; the identifier is what to mend, in code (audit 182).
extension LabelIsIdentifierRule {
  /// The cause and the place to tell it, where `label` of `subject` in `resolution`'s locale is the
  /// identifier, words and no token, which that locale's capture shows, and the source language
  /// says otherwise: the clause for the message, and where the capture's element is. (A token
  /// for a label, `login.submit.button`, is the translation's mistake: told as ever.)
  func localizedIdentifierCause(
    label: String, subject: Subject, entry: StringEntry, resolution: Resolution, context: CheckContext
  ) -> (clause: String, position: SourcePosition)? {
    guard label == subject.identifier, resolution.locale != resolution.sourceLocale,
      let source = context.sourceValue(of: entry, subject: subject, resolution: resolution),
      let sourceText = LabelText.displayText(of: source).map(LabelText.trimmedWithoutDirectionMarks),
      !sourceText.isEmpty, sourceText != label
    else { return nil }
    guard !IdentifierShape.looksLikeMachineToken(label),
      // A regional capture (`es-MX/`) of the language's catalog column shows it too.
      let element = context.captures.lazy.filter({ $0.locale.language == resolution.locale.language })
        .compactMap({
          capture in
          capture.elements.first { $0.identifier == subject.identifier }
        }).first
    else { return nil }
    let clause =
      ": the identifier is built from the \(resolution.locale) text (\(resolution.sourceLocale): "
      + "'\(sourceText)'); give the control an identifier that no language changes"
    return (clause, element.labelPosition)
  }
}
