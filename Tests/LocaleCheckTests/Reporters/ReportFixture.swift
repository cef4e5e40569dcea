import LocaleCheck

/// A small report that exercises every reporter: five locales, subjects on two screens, catalog keys
/// without a screen (one of them CJK), findings of every severity, one without a position, one
/// without a locale, a path with a space and a message full of characters that need escaping.
enum ReportFixture {
  static let de = LocaleID("de")
  static let es = LocaleID("es")
  static let ru = LocaleID("ru")
  static let ja = LocaleID("ja")
  static let ar = LocaleID("ar")

  /// The message with `%`, `,`, `:`, `|`, `<`, `&`, `"` and a line break.
  static let trickyMessage =
    "Label \"Schaltfläche Einstellungen\" names the role: 50% <b>&</b>, a | b\nsay it once"

  static let longIdentifier = "settings.notifications.quietHours.scheduleStartTimePicker.wheel"

  static var report: Report {
    Report(
      sourceLocale: LocaleID("en"), locales: [de, es, ru, ja, ar],
      summary: ReportSummary(subjects: 6, locales: 5, errors: 4, warnings: 4, notes: 1, suppressed: 1),
      matrix: matrix, findings: findings, rules: rules)
  }

  static var matrix: [MatrixRow] {
    [
      row("login.email.field", key: "Email", screen: "login", cells: [ru: ("stale-translation", "Почта")]),
      row(
        "login.submit.button", key: "Sign in", screen: "login",
        cells: [de: ("english-fallback", "Sign in"), ja: ("missing-translation", nil)]),
      row(
        "settings.title", key: "Settings", screen: "settings", bundle: "My App",
        cells: [de: ("role-in-label", "Schaltfläche Einstellungen"), es: ("format-mismatch", "Ajustes %d")]),
      row(longIdentifier, key: "Start", screen: "settings", cells: [:]),
      row(
        "%lld items", key: "%lld items", screen: nil,
        cells: [ru: ("plural-coverage", "%lld элементов"), ja: ("length-expansion", "%lld 個のアイテムがあります")]),
      row("ようこそ", key: "ようこそ", screen: nil, cells: [:], missing: [ar]),
    ]
  }

  static var findings: [Finding] {
    let catalog = "Resources/Localizable.xcstrings"
    let spaced = "My App/Localizable.xcstrings"
    let unsorted = [
      Finding(
        rule: "english-fallback", severity: .error, locale: de, identifier: "login.submit.button",
        bundle: ".", table: "Localizable", key: "Sign in",
        message: "de label 'Sign in' is the English text", actual: "Sign in",
        position: SourcePosition(file: catalog, line: 12, column: 9)),
      Finding(
        rule: "missing-translation", severity: .error, locale: ja, identifier: "login.submit.button",
        bundle: ".", table: "Localizable", key: "Sign in", message: "ja has no translation of 'Sign in'",
        position: SourcePosition(file: catalog, line: 12, column: 9)),
      Finding(
        rule: "stale-translation", severity: .warning, locale: ru, identifier: "login.email.field",
        bundle: ".", table: "Localizable", key: "Email", message: "ru translation needs review",
        actual: "Почта", position: SourcePosition(file: catalog, line: 5, column: 7)),
      Finding(
        rule: "role-in-label", severity: .warning, locale: de, identifier: "settings.title",
        bundle: "My App", table: "Localizable", key: "Settings", message: trickyMessage,
        actual: "Schaltfläche Einstellungen", position: SourcePosition(file: spaced, line: 3, column: 5)),
      Finding(
        rule: "format-mismatch", severity: .error, locale: es, identifier: "settings.title",
        bundle: "My App", table: "Localizable", key: "Settings",
        message: "es has %d where the source has no placeholder", expected: "Settings", actual: "Ajustes %d",
        position: SourcePosition(file: spaced, line: 3, column: 20)),
      Finding(
        rule: "plural-coverage", severity: .error, locale: ru, identifier: "%lld items", bundle: ".",
        table: "Localizable", key: "%lld items", message: "ru plural lacks the categories few, many",
        position: SourcePosition(file: catalog, line: 20, column: 13)),
      Finding(
        rule: "length-expansion", severity: .note, locale: ja, identifier: "%lld items", bundle: ".",
        table: "Localizable", key: "%lld items", message: "ja label is 2.1 times as long as the source",
        position: SourcePosition(file: catalog, line: 24, column: 13)),
      Finding(
        rule: "unbound-identifier", severity: .warning, locale: es, identifier: "login.forgot.link",
        message: "login.forgot.link has no catalog key", actual: "¿Olvidaste la contraseña?"),
      Finding(
        rule: "duplicate-key", severity: .warning, bundle: ".", table: "Localizable", key: "Email",
        message: "key 'Email' appears twice; the last one wins",
        position: SourcePosition(file: "Resources/de.lproj/Localizable.strings", line: 7, column: 1)),
    ]
    return unsorted.sorted(by: Finding.reportOrder)
  }

  static var rules: [RuleDescriptor] {
    [
      rule("missing-translation", "Missing translation", .error, triggering: ["ja: no value for 'Sign in'"]),
      rule(
        "english-fallback", "English fallback", .error, triggering: ["de: 'Sign in' for 'Sign in'"],
        nonTriggering: ["de: 'OK' for 'OK' (allowIdentical)"]),
      rule("stale-translation", "Stale translation", .warning),
      rule("format-mismatch", "Format mismatch", .error),
      rule("plural-coverage", "Plural coverage", .error),
      rule("role-in-label", "Role in label", .warning),
      rule("duplicate-key", "Duplicate key", .warning),
      rule("length-expansion", "Length expansion", .note),
      rule("identifier-taxonomy", "Identifier taxonomy", .note),
      rule("english-fallback", "English fallback (listed twice)", .error),
    ]
  }

  private static func row(
    _ identifier: String, key: String, screen: String?, bundle: String = ".",
    cells problems: [LocaleID: (String, String?)], missing: Set<LocaleID> = []
  ) -> MatrixRow {
    var cells: [LocaleID: MatrixCell] = [:]
    for locale in [de, es, ru, ja, ar] where !missing.contains(locale) {
      let (status, label) = problems[locale] ?? ("ok", "\(key) (\(locale.identifier))")
      cells[locale] = MatrixCell(status: status, label: label)
    }
    return MatrixRow(
      identifier: identifier, table: "Localizable", key: key, screen: screen, bundle: bundle, cells: cells)
  }

  private static func rule(
    _ id: String, _ name: String, _ severity: Severity, triggering: [String] = [],
    nonTriggering: [String] = []
  ) -> RuleDescriptor {
    RuleDescriptor(
      id: id, name: name, summary: "\(name) fires.", rationale: "VoiceOver users hear \(name.lowercased()).",
      defaultSeverity: severity, triggeringExamples: triggering, nonTriggeringExamples: nonTriggering)
  }
}
