/// What a configuration built in code asks that a run cannot do, told in its report.
extension Configuration {
  /// A warning per unknown rule id and unusable locale (``unknownRuleIDs``, ``unusableLocales``),
  /// which `ConfigurationLoader` and the command line refuse: a library caller's run puts them in
  /// ``Report/notices``, so that a typo in ``onlyRules`` is not a silent pass (audit 224).
  public var problems: [ProjectNotice] {
    let rules = unknownRuleIDs.map { id in
      ProjectNotice(
        .warning,
        "unknown rule id '\(ControlCharacters.escaped(id))'\(RuleRegistry.suggestion(for: id)); "
          + (onlyRules.contains(id) ? "no rule ran for it" : "its settings apply to no rule"))
    }
    let locales = unusableLocales.map { locale in
      ProjectNotice(
        .warning,
        locale == .base
          ? "'Base' holds the source language's text and is no locale of the matrix; its column is checked as one"
          : "'\(ControlCharacters.escaped(locale.identifier))' is no locale (expected one such as de, pt-BR or "
            + "zh-Hans); its column holds only missing translations")
    }
    return rules + locales
  }
}
