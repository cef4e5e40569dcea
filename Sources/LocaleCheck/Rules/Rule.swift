/// A check of the locale matrix: a type with a descriptor that turns a `CheckContext` into findings.
///
/// Rules emit findings at their default severity; the engine applies the configured severity,
/// switches, ignores and the baseline.
public protocol Rule: Sendable {
  /// The rule's id, default severity, summary, rationale and examples.
  static var descriptor: RuleDescriptor { get }
  /// Whether a subject's findings depend on that subject's cells only, read through
  /// `CheckContext.forEachCell`: the engine may then check parts of the subjects at the same time,
  /// each in a context restricted to them (`CheckContext.subjectRange`).
  static var checksSubjectsIndependently: Bool { get }
  init()
  /// The findings for everything in `context`.
  func check(_ context: CheckContext) -> [Finding]
}

extension Rule {
  /// By default a rule sees every subject at once.
  public static var checksSubjectsIndependently: Bool { false }
}

extension Rule {
  /// A finding about the value `resolution` shows, the locale's own or one it inherits from a
  /// parent that the run leaves out: that one keeps the parent's fingerprint.
  func finding(
    _ message: String, subject: Subject, resolution: Resolution, position: SourcePosition?,
    expected: String? = nil, actual: String? = nil, part: String? = nil
  ) -> Finding {
    // A value made only of variations has no position of its own: its shown case's stands in,
    // so that a finding about its main text still points into the file.
    let position = position ?? resolution.value.flatMap(LabelText.displayedPosition(of:))
    return finding(
      message, subject: subject, locale: resolution.locale, position: position, expected: expected,
      actual: actual, part: part, inheritedFrom: resolution.inheritedFrom)
  }

  /// A finding of this rule about `subject` in `locale`, at the rule's default severity.
  ///
  /// `inheritedFrom`: the parent whose value the finding is about, where the locale shows its
  /// parent's (see `Resolution.inheritedFrom`): the fingerprint is the one the parent's finding has.
  func finding(
    _ message: String, subject: Subject, locale: LocaleID?, position: SourcePosition?,
    expected: String? = nil,
    actual: String? = nil, part: String? = nil, inheritedFrom: LocaleID? = nil
  ) -> Finding {
    // A part (a variation path) tells apart findings of one key that a rule may report several
    // times. Without one, and with the bundle named alike both ways, `Finding` makes the same hash.
    let fingerprint =
      part == nil && subject.fingerprintBundle == subject.bundle && inheritedFrom == nil
      ? nil
      : fingerprint(subject: subject, locale: inheritedFrom ?? locale, part: part)
    var finding = Finding(
      rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, locale: locale,
      identifier: subject.identifier, bundle: subject.bundle, table: subject.table, key: subject.key,
      message: message, expected: expected, actual: actual, position: position, fingerprint: fingerprint)
    if inheritedFrom != locale { finding.ownerLocale = inheritedFrom }
    finding.fingerprintPart = part
    return finding
  }

  /// The fingerprint of this rule's finding about `subject` in `locale` (and `part`): a finding
  /// reported in one locale about another's text or gap takes that locale's.
  func fingerprint(subject: Subject, locale: LocaleID?, part: String? = nil) -> String {
    Fingerprint.make(
      rule: Self.descriptor.id, locale: locale?.identifier, bundle: subject.fingerprintBundle,
      table: subject.table, key: subject.key, identifier: subject.identifier, part: part)
  }
}
