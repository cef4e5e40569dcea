/// A rule's configuration: a different severity, or switched off.
public struct RuleSetting: Hashable, Sendable {
  /// The severity the rule's findings get instead of its default; `nil` keeps the default.
  public var severity: Severity?
  /// `false` switches the rule off (unless `--rule` names it); `nil` or `true` leaves it on.
  public var enabled: Bool?

  /// A setting; a `nil` field leaves that part of the rule as it is by default.
  public init(severity: Severity? = nil, enabled: Bool? = nil) {
    self.severity = severity
    self.enabled = enabled
  }
}
