/// A rule's configuration: a different severity, or switched off.
public struct RuleSetting: Hashable, Sendable {
  public var severity: Severity?
  public var enabled: Bool?

  public init(severity: Severity? = nil, enabled: Bool? = nil) {
    self.severity = severity
    self.enabled = enabled
  }
}
