import CatalogParser

/// A suppression: findings matching every given field are hidden (an omitted field matches all).
public struct IgnoreEntry: Hashable, Sendable {
  /// The rule id a hidden finding has; `nil` for any rule.
  public var rule: String?
  /// The locale a hidden finding is about (its own, or the ``Finding/ownerLocale`` it reports
  /// for); `nil` for any, also none (an entry with a locale never hides a finding without one).
  public var locale: LocaleID?
  /// The catalog key a hidden finding is about, compared exactly, or with `*` for any run of
  /// characters (``IgnorePattern``); `nil` for any.
  public var key: String?
  /// The identifier a hidden finding is about (the key, for catalog keys checked as their own
  /// subjects), compared as `key` is; `nil` for any.
  public var identifier: String?
  /// The table a hidden finding is about (`Root`, `InfoPlist`), compared as `key` is; `nil` for
  /// any.
  public var table: String?
  /// The bundle a hidden finding is about, its folder relative to the project
  /// (`App/Settings.bundle`), compared as `key` is (`*Settings.bundle`); `nil` for any.
  public var bundle: String?
  /// Where the entry is written in the configuration, for a warning when it hides nothing; not
  /// part of what the entry is (two entries of the same fields are equal wherever written).
  public var position: SourcePosition?

  /// An entry with the given fields; the configuration refuses one with none, which would hide
  /// every finding.
  public init(
    rule: String? = nil, locale: LocaleID? = nil, key: String? = nil, identifier: String? = nil,
    table: String? = nil, bundle: String? = nil, position: SourcePosition? = nil
  ) {
    self.position = position
    self.table = table
    self.bundle = bundle
    self.rule = rule
    self.locale = locale
    self.key = key
    self.identifier = identifier
  }

  /// Whether `finding` is hidden by this entry.
  ///
  /// `projectBundle`: the finding's bundle as the project names it, relative to the project's
  /// folder rather than to where the run started (``Catalog/projectBundle(_:)``); as written
  /// where omitted.
  public func matches(_ finding: Finding, projectBundle: (String) -> String = { $0 }) -> Bool {
    matches(finding, names: splitNames, projectBundle: projectBundle)
  }

  /// Whether `finding` is hidden by this entry, whose names are already split (`names`; see
  /// ``SplitNames``).
  func matches(_ finding: Finding, names: SplitNames, projectBundle: (String) -> String) -> Bool {
    if let rule, rule != finding.rule { return false }
    // A finding a child reports about its parent's text or file is the parent's too (review 102).
    if let locale, locale != finding.locale && locale != finding.ownerLocale { return false }
    func fits(_ parts: [String]?, _ name: String?) -> Bool {
      guard let parts else { return true }
      return name.map { IgnorePattern.matches(parts: parts, $0) } ?? false
    }
    // A bundle is named as the project names it, wherever the run starts, as a baseline's
    // bundles are (review 166).
    return fits(names.key, finding.key) && fits(names.identifier, finding.identifier)
      && fits(names.table, finding.table)
      && (names.bundle == nil || fits(names.bundle, finding.bundle.map(projectBundle)))
  }

  /// The fields the entry gives, as warnings name them: `rule english-fallback, key 'Menu'`.
  public var fieldList: String {
    [
      rule.map { "rule \($0)" }, locale.map { "locale \($0.identifier)" },
      // A line break in a name would split the `file:line:column` line it is told in (audit 222).
      key.map { "key '\(ControlCharacters.escaped($0))'" },
      identifier.map { "identifier \(ControlCharacters.escaped($0))" },
      table.map { "table '\(ControlCharacters.escaped($0))'" },
      bundle.map { "bundle '\(ControlCharacters.escaped($0))'" },
    ].compactMap { $0 }.joined(separator: ", ")
  }

  /// What an unused entry's warning asks to mend: "the key or identifier", or the table or bundle
  /// it names (an `unbound-identifier` finding has neither, so such an entry never hides one).
  var namesWhat: String {
    guard key == nil && identifier == nil, table != nil || bundle != nil else {
      return "the key or identifier"
    }
    return table != nil && bundle != nil ? "the table or bundle" : table != nil ? "the table" : "the bundle"
  }

  /// Equal fields, wherever written.
  public static func == (lhs: IgnoreEntry, rhs: IgnoreEntry) -> Bool {
    (lhs.rule, lhs.locale, lhs.key, lhs.identifier, lhs.table, lhs.bundle)
      == (rhs.rule, rhs.locale, rhs.key, rhs.identifier, rhs.table, rhs.bundle)
  }

  /// Hashes the fields that ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(locale)
    hasher.combine(key)
    hasher.combine(identifier)
    hasher.combine(table)
    hasher.combine(bundle)
  }
}
