/// The capture side of `identifier-drift`: the same place of a screen has different identifiers
/// in different locales' captures, so the identifier was built from localized text.
enum CaptureIdentifierDrift {
  static func findings(_ context: CheckContext, rule: RuleDescriptor) -> [Finding] {
    // Without two captures there is nothing to compare (and no need to index the subjects, which
    // are every catalog key when there are no captures).
    guard context.captures.count > 1 else { return [] }
    var findings: [Finding] = []
    let byScreen = Dictionary(grouping: context.captures, by: \.screen)
    // The subject the reference identifier is, so that the finding names its table and key and
    // its matrix cell shows it.
    var subjects: [String: Subject] = [:]
    for subject in context.subjects where subjects[subject.identifier] == nil {
      subjects[subject.identifier] = subject
    }
    for screen in byScreen.keys.sorted() {
      let captures = byScreen[screen]!.sorted { $0.locale < $1.locale }
      guard captures.count > 1 else { continue }
      for (path, elements) in elementsByPath(captures) {
        guard let reference = referenceIdentifier(elements, source: context.sourceLocale) else { continue }
        for capture in captures {
          let element = elements[capture.locale]
          guard element?.identifier != reference else { continue }
          let seen = element?.identifier.map { "'\($0)'" } ?? "no identifier"
          let message =
            "\(capture.locale) capture of \(screen) has \(seen) at \(path) where other locales have '\(reference)': "
            + "the identifier is derived from localized text"
          let subject = subjects[reference]
          findings.append(
            Finding(
              rule: rule.id, severity: rule.defaultSeverity, locale: capture.locale, identifier: reference,
              bundle: subject?.bundle, table: subject?.table, key: subject?.key, message: message,
              actual: element?.identifier,
              position: element?.position ?? SourcePosition(file: capture.file, line: 1, column: 1),
              fingerprint: subject.flatMap { $0.fingerprintBundle == $0.bundle ? nil : $0 }.map {
                Fingerprint.make(
                  rule: rule.id, locale: capture.locale.identifier, bundle: $0.fingerprintBundle,
                  table: $0.table,
                  key: $0.key, identifier: reference)
              }))
        }
      }
    }
    return findings
  }

  /// For each tree path, each locale's element there (only paths where some element has an identifier).
  private static func elementsByPath(_ captures: [UICapture]) -> [(String, [LocaleID: CapturedElement])] {
    var result: [String: [LocaleID: CapturedElement]] = [:]
    for capture in captures {
      for element in capture.elements {
        guard let path = element.path else { continue }
        result[path, default: [:]][capture.locale] = element
      }
    }
    return result.filter { $0.value.values.contains { $0.identifier != nil } }.sorted { $0.key < $1.key }
  }

  /// The source locale's identifier at a place, else the one most locales agree on.
  private static func referenceIdentifier(_ elements: [LocaleID: CapturedElement], source: LocaleID)
    -> String?
  {
    if let sourceElement = elements[source] { return sourceElement.identifier }
    var counts: [String: Int] = [:]
    for element in elements.values {
      if let identifier = element.identifier { counts[identifier, default: 0] += 1 }
    }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }
}
