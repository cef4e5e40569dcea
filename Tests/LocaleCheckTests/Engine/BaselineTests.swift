import Testing

@testable import LocaleCheck

@Suite("Baseline and fingerprints")
struct BaselineTests {
  static let before = [
    "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Sign in"), ("b", "Email"), ("c", "Help")]
    ),
    "App/de.lproj/Localizable.strings": CatalogText.strings([
      ("a", "Sign in"), ("b", "Email"), ("c", "Hilfe"),
    ]),
  ]

  @Test func hidesKnownFindingsAndCountsFixedOnes() throws {
    let old = try Fixture(Self.before).report()
    #expect(old.findings.map(\.key) == ["a", "b"])
    let baseline = Baseline(findings: old.findings)
    let after = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Sign in"), ("b", "Email"), ("c", "Help"),
      ]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Sign in"), ("b", "E-Mail"), ("c", "Help"),
      ]),
    ]).report(baseline: baseline)
    #expect(after.findings.map(\.key) == ["c"])
    #expect(after.baselineHidden == 1)
    #expect(after.baselineFixed == 1)
    #expect(after.summary.suppressed == 1)
    #expect(after.summary.errors == 1)
  }

  @Test func anEntryWhoseFindingAnIgnoreHidesIsNotFixed() throws {
    let old = try Fixture(Self.before).report()
    var ignoring = Configuration()
    ignoring.ignore = [IgnoreEntry(rule: "english-fallback", key: "a")]
    let report = try Fixture(Self.before).report(
      configuration: ignoring, baseline: Baseline(findings: old.findings))
    #expect(report.findings.isEmpty)
    #expect(report.baselineHidden == 1)
    #expect(report.baselineFixed == 0)
  }

  @Test func aParentsFindingKeepsItsFingerprintWhereARunChecksTheChildAlone() throws {
    // Per-locale jobs (`--locales es-MX`) see `es`'s accepted English copy at `es-MX`.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("save", "Save"), ("n", "%lld files")]),
      "App/es.lproj/Localizable.strings": CatalogText.strings([("save", "Save"), ("n", "%@ archivos")]),
      "App/es-MX.lproj/Localizable.strings": CatalogText.strings([("other", "Otro")]),
    ])
    let full = try fixture.report()
    #expect(Set(full.findings.map(\.rule)).isSuperset(of: ["english-fallback", "format-mismatch"]))
    var child = Configuration()
    child.locales = [LocaleID("es-MX")]
    let narrowed = try fixture.report(configuration: child)
    let inherited = narrowed.findings.filter { ["english-fallback", "format-mismatch"].contains($0.rule) }
    #expect(inherited.count == 2 && inherited.allSatisfy { $0.locale == LocaleID("es-MX") })
    let accepted = try fixture.report(configuration: child, baseline: Baseline(findings: full.findings))
    #expect(accepted.findings.isEmpty, "\(accepted.findings)")
    #expect(accepted.baselineHidden == narrowed.findings.count)
  }

  @Test func aParentsDuplicateLabelKeepsItsFingerprintAtTheChild() throws {
    let labels = """
      {"version": 1, "identifiers": {"login.signIn.button": {"key": "a"}, "login.logIn.button": {"key": "b"}}}
      """
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Sign in"), ("b", "Log in")]),
      "App/es.lproj/Localizable.strings": CatalogText.strings([("a", "Entrar"), ("b", "Entrar")]),
      "App/es-MX.lproj/Localizable.strings": CatalogText.strings([("other", "Otro")]),
    ])
    let full = try fixture.report(labels: labels)
    #expect(full.findings.contains { $0.rule == "duplicate-label" && $0.locale == LocaleID("es") })
    var child = Configuration()
    child.locales = [LocaleID("es-MX")]
    let narrowed = try fixture.report(
      configuration: child, labels: labels, baseline: Baseline(findings: full.findings))
    #expect(!narrowed.findings.contains { $0.rule == "duplicate-label" }, "\(narrowed.findings)")
  }

  @Test func fingerprintsSurviveAnInsertedLine() throws {
    let old = try Fixture(Self.before).report()
    let shifted = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Sign in"), ("b", "Email"), ("c", "Help"),
      ]),
      "App/de.lproj/Localizable.strings": "/* moved */\n"
        + CatalogText.strings([("a", "Sign in"), ("b", "Email"), ("c", "Hilfe")]),
    ]).report()
    #expect(shifted.findings.map(\.key) == old.findings.map(\.key))
    for (before, after) in zip(old.findings, shifted.findings) {
      #expect(after.position?.line == (before.position?.line ?? 0) + 1)
      #expect(after.fingerprint == before.fingerprint)
    }
    let baseline = Baseline(findings: old.findings)
    let hidden = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Sign in"), ("b", "Email"), ("c", "Help"),
      ]),
      "App/de.lproj/Localizable.strings": "/* moved */\n"
        + CatalogText.strings([("a", "Sign in"), ("b", "Email"), ("c", "Hilfe")]),
    ]).report(baseline: baseline)
    #expect(hidden.findings.isEmpty)
    #expect(hidden.baselineHidden == 2)
    #expect(hidden.baselineFixed == 0)
  }

  @Test func fingerprintsDifferByRuleLocaleAndKey() {
    let base = Fingerprint.make(
      rule: "english-fallback", locale: "de", bundle: ".", table: "Localizable", key: "a", identifier: "a")
    #expect(base.count == 16)
    #expect(base.allSatisfy { $0.isHexDigit })
    let others = [
      Fingerprint.make(
        rule: "missing-translation", locale: "de", bundle: ".", table: "Localizable", key: "a",
        identifier: "a"),
      Fingerprint.make(
        rule: "english-fallback", locale: "fr", bundle: ".", table: "Localizable", key: "a", identifier: "a"),
      Fingerprint.make(
        rule: "english-fallback", locale: "de", bundle: ".", table: "Localizable", key: "b", identifier: "a"),
      Fingerprint.make(
        rule: "english-fallback", locale: "de", bundle: "App", table: "Localizable", key: "a", identifier: "a"
      ),
    ]
    #expect(Set(others + [base]).count == 5)
  }

  @Test func serializedOutputRoundTripsSortedAndStable() throws {
    let findings = try Fixture(Self.before).report().findings
    let baseline = Baseline(findings: findings.reversed())
    let text = baseline.serialized()
    #expect(text == Baseline(findings: findings).serialized())
    #expect(text.hasSuffix("\n"))
    let parsed = try Baseline.parse(Array(text.utf8), file: "baseline.json")
    #expect(parsed.fingerprints == Set(findings.map(\.fingerprint)))
    #expect(parsed.entries == baseline.entries)
    #expect(parsed.serialized() == text)
    let fingerprints = baseline.entries.map(\.fingerprint)
    #expect(fingerprints == fingerprints.sorted())
    #expect(baseline.entries.first?.rule == "english-fallback")
    #expect(baseline.entries.first?.locale == "de")
  }

  @Test func duplicateFindingsMakeOneEntry() throws {
    let findings = try Fixture(Self.before).report().findings
    #expect(Baseline(findings: findings + findings).entries.count == findings.count)
  }

  @Test func malformedBaselinesAreErrorsWithPositions() {
    #expect(throws: CatalogError.self) { try Baseline.parse(Array("[1]".utf8), file: "b.json") }
    // A file that is no JSON at all says so, not what its first letter might have started.
    // The fields a baseline writes as null where a finding has none.
    let nulls = #"{"version":1,"findings":[{"fingerprint":"a","rule":"r","locale":null,"bundle":null}]}"#
    #expect((try? Baseline.parse(Array(nulls.utf8), file: "b.json"))?.entries.first?.locale == nil)
    #expect(
      throws: CatalogError(file: "b.json", line: 1, column: 1, message: "this is not JSON: found 'not'")
    ) {
      try Baseline.parse(Array("not json\n".utf8), file: "b.json")
    }
    #expect(
      throws: CatalogError(file: "b.json", line: 1, column: 1, message: "this is not JSON: found 'version'")
    ) {
      try Baseline.parse(Array("version: 1\n".utf8), file: "b.json")
    }
    do {
      _ = try Baseline.parse(Array("{\"version\":1,\"findings\":[{\"rule\":\"x\"}]}".utf8), file: "b.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "baseline entry without a 'fingerprint'")
      #expect(error.position == SourcePosition(file: "b.json", line: 1, column: 26))
    }
    do {
      _ = try Baseline.parse(
        Array("{\"version\":1,\"findings\":[{\"fingerprint\":38}]}".utf8), file: "b.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "'fingerprint' must be a string, not a number")
      #expect(error.position == SourcePosition(file: "b.json", line: 1, column: 41))
    }
  }

  @Test(arguments: [
    (
      #"{"version":1,"findings":[{"fingerprint":"a","locale":["de"]}]}"#,
      "1:54: 'locale' must be a string or null, not an array"
    ),
    (
      #"{"version":1,"findings":[{"fingerprint":"a","rule":7}]}"#,
      "1:52: 'rule' must be a string or null, not a number"
    ),
    (
      #"{"version":1,"findings":[{"fingerprint":"a","table":true}]}"#,
      "1:53: 'table' must be a string or null, not a boolean"
    ),
    (#"{}"#, "1:1: no 'findings' array: this is not a labelcheck baseline"),
    (#"{"version":1}"#, "1:1: no 'findings' array: this is not a labelcheck baseline"),
    (
      #"{"version":2,"findings":[]}"#,
      "1:12: unsupported baseline version (expected 1): a newer labelcheck wrote it; update labelcheck or record "
        + "the baseline again"
    ),
    (#"{"version":"1","findings":[]}"#, "1:12: unsupported baseline version (expected 1)"),
    (#"{"version":1,"findigs":[]}"#, "1:14: unknown baseline key 'findigs'"),
  ])
  func aFileThatIsNoBaselineIsNotReadAsAnEmptyOne(text: String, expected: String) {
    do {
      _ = try Baseline.parse(Array(text.utf8), file: "b.json")
      Issue.record("expected an error for \(text)")
    } catch {
      #expect("\(error.position.line):\(error.position.column): \(error.message)" == expected)
    }
  }
}
