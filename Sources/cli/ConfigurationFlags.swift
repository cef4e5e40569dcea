import LocaleCheck

/// The command-line flags that change the configuration: they win over the configuration file.
enum ConfigurationFlags {
  /// Checks the flags and applies them to `configuration`.
  static func apply(_ arguments: ParsedArguments, to configuration: inout Configuration) throws {
    let locales = try requestedLocales(arguments)
    if !locales.isEmpty { configuration.locales = locales.map(LocaleID.init) }
    if let sourceLocale = arguments.value("--source-locale") {
      configuration.sourceLocale = LocaleID(sourceLocale)
    }
    try checkRuleFlags(arguments)
    configuration.onlyRules = arguments.list("--rule")
    for id in arguments.list("--disable") { configuration.rules[id, default: RuleSetting()].enabled = false }
    if let failOn = arguments.value("--fail-on") {
      let choice = try OptionChoice.parse(
        failOn, among: FailThreshold.allCases.map(\.rawValue), option: "--fail-on")
      configuration.failOn = FailThreshold(rawValue: choice) ?? .error
    }
  }

  /// The `--locales` list, checked with `--source-locale`: well-formed, and none of them `Base`.
  private static func requestedLocales(_ arguments: ParsedArguments) throws -> [String] {
    let locales = arguments.list("--locales")
    if arguments.value("--locales") != nil && locales.isEmpty {
      throw CLIError("--locales names no locale (expected a list such as de,es,pt-BR)")
    }
    let sourceLocale = arguments.value("--source-locale")
    for (flag, value) in locales.map({ ("--locales", $0) })
      + (sourceLocale.map { [("--source-locale", $0)] } ?? [])
    where !LocaleID.isLanguageTag(value) {
      let expected =
        LocaleID.androidSpelling(of: value).map { "Android's spelling of \($0): write \($0)" }
        ?? "expected a locale such as de, pt-BR or zh-Hans"
      throw CLIError("invalid \(flag) '\(ControlCharacters.escaped(value))' (\(expected))")
    }
    if let base = locales.first(where: { LocaleID($0) == .base }) {
      throw CLIError(
        "--locales '\(base)' is no locale: Base.lproj holds the source language's text, which "
          + "--source-locale names; leave \(base) out")
    }
    if let sourceLocale, LocaleID(sourceLocale) == .base {
      throw CLIError(
        "--source-locale '\(sourceLocale)' is no locale: Base.lproj holds the source language's text; "
          + "name that language (such as --source-locale en)")
    }
    return locales
  }

  /// Refuses `--rule` and `--disable` values that name no rule, an unknown one, or the same one.
  private static func checkRuleFlags(_ arguments: ParsedArguments) throws {
    // Each value on its own: `--rule "$RULES"` with an empty variable must not be dropped unseen.
    for flag in ["--rule", "--disable"]
    where arguments.repeated(flag).contains(where: {
      $0.split(separator: ",").allSatisfy { $0.trimmingWhitespace.isEmpty }
    }) {
      throw CLIError(
        "\(flag) names no rule (expected a rule id such as missing-translation; see 'labelcheck rules')")
    }
    for flag in ["--rule", "--disable"] {
      for id in arguments.list(flag) where RuleRegistry.descriptor(for: id) == nil {
        throw CLIError(
          "\(flag): unknown rule id '\(id)'\(RuleRegistry.suggestion(for: id)); see 'labelcheck rules'")
      }
    }
    if let both = arguments.list("--rule").first(where: arguments.list("--disable").contains) {
      throw CLIError("'\(both)' is given to both --rule and --disable; keep one")
    }
  }
}
