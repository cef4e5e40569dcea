/// A suppression: findings matching every given field are hidden (an omitted field matches all).
public struct IgnoreEntry: Hashable, Sendable {
  public var rule: String?
  public var locale: LocaleID?
  public var key: String?
  public var identifier: String?

  public init(rule: String? = nil, locale: LocaleID? = nil, key: String? = nil, identifier: String? = nil) {
    self.rule = rule
    self.locale = locale
    self.key = key
    self.identifier = identifier
  }

  /// Whether `finding` is hidden by this entry.
  public func matches(_ finding: Finding) -> Bool {
    if let rule, rule != finding.rule { return false }
    if let locale, locale != finding.locale { return false }
    if let key, key != finding.key { return false }
    if let identifier, identifier != finding.identifier { return false }
    return true
  }
}
