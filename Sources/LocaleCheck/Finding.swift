/// One thing a user of some locale would hear wrong, with where to fix it.
public struct Finding: Hashable, Sendable {
  /// The rule id (`english-fallback`, ...).
  public var rule: String
  /// The severity after configuration.
  public var severity: Severity
  /// The locale it applies to, where it applies to one.
  public var locale: LocaleID?
  /// The UI identifier (equals `key` when catalog keys are checked as their own subjects).
  public var identifier: String?
  /// The bundle of the table.
  public var bundle: String?
  /// The table.
  public var table: String?
  /// The catalog key.
  public var key: String?
  /// A sentence a translator understands.
  public var message: String
  /// The label that was expected, where there is one.
  public var expected: String?
  /// The label that was found.
  public var actual: String?
  /// The key or value (or capture line) that causes it.
  public var position: SourcePosition?
  /// A stable id that survives unrelated edits (no line numbers), for baselines and code scanning.
  public var fingerprint: String
  /// The screen of an identifier that has no row in the matrix (a captured identifier bound to no
  /// key, a label-map entry whose key is missing), for reports that group by screen (JUnit's
  /// class names); not part of the JSON report, whose fields SPEC fixes.
  public var screen: String?
  /// The locale whose text, gap or file the finding is about, where another locale reports it
  /// (`de` for a `de-AT` finding about `de.lproj`, under `--locales de-AT`): `ignore` entries of
  /// either locale hide it. Not part of the JSON report, whose fields SPEC fixes.
  public var ownerLocale: LocaleID?
  /// Other subjects the finding is about, whose matrix cells show it too (the other control of a
  /// `duplicate-label` pair); not part of the JSON report, whose fields SPEC fixes.
  public var alsoAbout: [Subject] = []
  /// The fingerprints of the finding's parts (each category a plural lacks or leaves empty): a
  /// baseline records them, and accepts the finding while it accepts every part, so that a
  /// plural losing another form is new and one getting a form back is still accepted. Not part
  /// of the JSON report, whose fields SPEC fixes.
  public var facets: [String] = []
  /// The part of the value its fingerprint hashes (`substitutions.n`), where a rule made it with
  /// one, and each facet's; so that a baseline entry written under another identifier can be
  /// matched (``BaselineRenamedIdentifiers``). Not part of the JSON report, whose fields SPEC fixes.
  public var fingerprintPart: String?
  /// The parts of ``facets``, in order.
  public var facetParts: [String] = []

  /// A finding; without a `fingerprint`, one is made from the rule, locale, bundle, table, key
  /// and identifier. ``screen`` is set separately.
  public init(
    rule: String, severity: Severity, locale: LocaleID? = nil, identifier: String? = nil,
    bundle: String? = nil, table: String? = nil, key: String? = nil, message: String,
    expected: String? = nil, actual: String? = nil, position: SourcePosition? = nil,
    fingerprint: String? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.locale = locale
    self.identifier = identifier
    self.bundle = bundle
    self.table = table
    self.key = key
    self.message = message
    self.expected = expected
    self.actual = actual
    self.position = position
    self.fingerprint =
      fingerprint
      ?? Fingerprint.make(
        rule: rule, locale: locale?.identifier, bundle: bundle, table: table, key: key, identifier: identifier
      )
  }
}
