/// What a rule is: its id, default severity, and examples that trigger it and that do not.
public struct RuleDescriptor: Hashable, Sendable {
  /// The stable id used in reports, configuration and suppressions.
  public var id: String
  /// A short human name.
  public var name: String
  /// One sentence: when it fires.
  public var summary: String
  /// Why it matters to a VoiceOver user.
  public var rationale: String
  /// The severity unless configured otherwise.
  public var defaultSeverity: Severity
  /// Examples that trigger the rule (`"de: 'Sign in' for 'Sign in'"`).
  public var triggeringExamples: [String]
  /// Examples that do not.
  public var nonTriggeringExamples: [String]

  /// A descriptor; the examples default to none.
  public init(
    id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity,
    triggeringExamples: [String] = [], nonTriggeringExamples: [String] = []
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}
