/// The settings of a run, from `.labelcheck.json` and then the command line (SPEC section 2).
public struct Configuration: Hashable, Sendable {
  /// Catalog paths to check when none are given.
  public var paths: [String] = []
  /// Paths the walk passes by: globs relative to the configuration's folder (`externals/*`,
  /// `**/Fixtures`), or names anywhere (`Tests`), as SwiftLint's `excluded`.
  public var exclude: [String] = []
  /// The locales of the matrix; empty for every locale found.
  public var locales: [LocaleID] = []
  /// The source language, instead of the one the catalogs declare.
  public var sourceLocale: LocaleID?
  /// The label map file.
  public var labels: String?
  /// The UI captures folder.
  public var captures: String?
  /// Per-rule severity and switches, by rule id.
  public var rules: [String: RuleSetting] = [:]
  /// Values allowed to equal the source text (`OK`, `Wi-Fi`).
  public var allowIdentical: [String] = []
  /// Suppressions.
  public var ignore: [IgnoreEntry] = []
  /// The baseline file.
  public var baseline: String?
  /// The lowest severity that fails the run.
  public var failOn: FailThreshold = .error
  /// Only these rules run, when not empty (`--rule`).
  public var onlyRules: [String] = []
  /// The folder relative paths in the configuration are resolved against.
  public var directory: String?
  /// Where the file writes the paths it names, for errors about them.
  public var positions = ConfigurationPositions()

  /// The defaults: every rule on at its default severity, every locale found, no ignores and
  /// no baseline, failing on errors.
  public init() {}

  /// Whether the rule `id` runs.
  ///
  /// Rules named with `--rule` run even where the file disables them: command-line flags win.
  public func isEnabled(_ id: String) -> Bool {
    if !onlyRules.isEmpty { return onlyRules.contains(id) }
    return rules[id]?.enabled ?? true
  }

  /// The rule ids of ``onlyRules`` and ``rules`` that no rule has, sorted: a typo would run no
  /// rule at all, or leave the rule it meant on. `ConfigurationLoader` and the command line refuse
  /// them; a configuration built in code should be checked with this before a run.
  public var unknownRuleIDs: [String] {
    Set(onlyRules + rules.keys).filter { RuleRegistry.descriptor(for: $0) == nil }.sorted()
  }

  /// The locales of ``locales`` and ``sourceLocale`` that name no locale: not well formed
  /// (`de|x`), or `Base`, whose folder holds the source language's text. A run would check a
  /// column of nothing but missing translations; `ConfigurationLoader` and the command line refuse
  /// them, and a configuration built in code should be checked with this before a run.
  public var unusableLocales: [LocaleID] {
    (locales + [sourceLocale].compactMap { $0 }).filter {
      $0 == .base || !LocaleID.isWellFormed($0.identifier)
    }.uniquedInOrder()
  }

  /// The severity of rule `id` after configuration.
  public func severity(of id: String, default defaultSeverity: Severity) -> Severity {
    rules[id]?.severity ?? defaultSeverity
  }
}
