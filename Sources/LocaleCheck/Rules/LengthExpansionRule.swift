/// A translation is much longer than the source: it may be truncated at large text sizes.
public struct LengthExpansionRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "length-expansion", name: "Length expansion",
    summary: "The locale's label is more than 1.6 times and 12 characters longer than the source label.",
    rationale:
      "Long labels truncate at large Dynamic Type sizes; VoiceOver users with low vision rely on both.",
    defaultSeverity: .note,
    triggeringExamples: ["'Save' -> 'Änderungen dauerhaft speichern'"],
    nonTriggeringExamples: ["'Save' -> 'Speichern' (fewer than 12 more characters)"])

  public static let checksSubjectsIndependently = true

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    // The cells of a key come one after another and share its source text: its characters are
    // counted once, not once per locale.
    var counted: (source: String, length: Int)?
    context.forEachCell { subject, entry, resolution in
      guard resolution.isOwnValue, resolution.locale != context.sourceLocale,
        let value = resolution.value,
        let label = resolution.label,
        let source = entry.localizations[context.sourceLocale].flatMap(LabelText.displayText(of:))
      else { return }
      let sourceLength = counted.flatMap { $0.source == source ? $0.length : nil } ?? source.count
      counted = (source, sourceLength)
      // A label has at most as many characters as UTF-8 bytes: most labels are settled by that
      // bound, without counting their characters.
      guard Self.isLonger(label.utf8.count, than: sourceLength) else { return }
      let length = label.count
      guard Self.isLonger(length, than: sourceLength) else { return }
      let message =
        "\(resolution.locale) label of \(subject.identifier) has \(length) characters, the source \(sourceLength): "
        + "it may be truncated at large text sizes"
      findings.append(
        finding(
          message, subject: subject, locale: resolution.locale, position: value.position, expected: source,
          actual: label))
    }
    return findings
  }

  /// Whether a label of `length` characters is too long beside a source of `sourceLength`.
  private static func isLonger(_ length: Int, than sourceLength: Int) -> Bool {
    Double(length) > Double(sourceLength) * 1.6 && length > sourceLength + 12
  }
}
