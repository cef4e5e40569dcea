import Testing

@testable import LocaleCheck

@Suite("Finding order")
struct FindingOrderTests {
  @Test func findingsAreSortedByFileLineColumnRuleLocale() throws {
    let fixture = try Fixture([
      "b.xcstrings": CatalogText.xcstrings(["Save button": ["en": "Save button", "de": "Save button"]]),
      "a.xcstrings": CatalogText.xcstrings([
        "Sign in": ["en": "Sign in", "de": "Anmelden"], "Menu": ["en": "Menu", "de": "Menu", "fr": "Menu"],
      ]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("x", "Button"), ("y", "Save")]),
    ])
    let findings = try fixture.report().findings
    #expect(!findings.isEmpty)
    let keys = findings.map {
      ($0.position!.file, $0.position!.line, $0.position!.column, $0.rule, $0.locale?.identifier ?? "")
    }
    for (earlier, later) in zip(keys, keys.dropFirst()) {
      #expect(earlier <= later, "\(earlier) before \(later)")
    }
    #expect(findings.first?.position?.file == "App/en.lproj/Localizable.strings")
    #expect(findings.last?.position?.file == "b.xcstrings")
  }

  @Test func sameLineOrdersByRuleThenLocale() {
    let position = SourcePosition(file: "a", line: 1, column: 1)
    let findings = [
      Finding(
        rule: "role-in-label", severity: .warning, locale: LocaleID("de"), message: "", position: position),
      Finding(
        rule: "english-fallback", severity: .error, locale: LocaleID("fr"), message: "", position: position),
      Finding(
        rule: "english-fallback", severity: .error, locale: LocaleID("de"), message: "", position: position),
      Finding(
        rule: "a", severity: .error, message: "", position: SourcePosition(file: "a", line: 1, column: 2)),
    ]
    let sorted = findings.sorted(by: Finding.reportOrder)
    #expect(
      sorted.map { "\($0.rule)/\($0.locale?.identifier ?? "")" } == [
        "english-fallback/de", "english-fallback/fr", "role-in-label/de", "a/",
      ])
  }

  @Test func reportersSortTheFindingsOfAReportMadeByHand() throws {
    let fixture = try Fixture([
      "a.xcstrings": CatalogText.xcstrings([
        "Menu": ["en": "Menu", "de": "Menu", "fr": "Menu"],
        "Save button": ["en": "Save button", "de": "Save button"],
      ])
    ])
    let report = try fixture.report()
    #expect(report.findings.count > 2)
    var shuffled = report
    shuffled.findings.reverse()
    #expect(
      XcodeReporter().render(shuffled, options: ReportOptions())
        == XcodeReporter().render(report, options: ReportOptions()))
  }

  @Test func exactDuplicatesAreReportedOnce() throws {
    let fixture = try Fixture(["a.xcstrings": CatalogText.xcstrings(["Save": ["en": "Save", "de": "Save"]])])
    let checker = LocaleChecker()
    let catalog = fixture.catalog()
    let context = CheckContext(
      catalog: catalog, subjects: SubjectBinder.catalogKeySubjects(in: catalog),
      locales: checker.matrixLocales(for: catalog), configuration: checker.configuration)
    let once = checker.runRules(context)
    #expect(!once.isEmpty)
    // Same fingerprint, other message: both kept; same finding twice: kept once.
    var variant = once[0]
    variant.message += " (again)"
    #expect(LocaleChecker.removingDuplicates(once + once + [variant]) == once + [variant])
    #expect(LocaleChecker.removingDuplicates([variant] + once + [variant] + once) == [variant] + once)
    #expect(LocaleChecker.removingDuplicates(once) == once)
  }

  @Test func sortingByKeysGivesReportOrderWithTiesInTheirOrder() {
    // Few files, lines, rules, locales and identifiers, so that findings tie at every level.
    let files: [String?] = [nil, "b.strings", "a.xcstrings", "a/b.xliff", ""]
    let rules = ["role-in-label", "english-fallback", "missing-translation"]
    let locales: [LocaleID?] = [nil, LocaleID("de"), LocaleID("zh-Hant"), LocaleID("de-CH")]
    var state: UInt64 = 2_463_534_242
    func next(_ count: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(count))
    }
    let findings = (0..<600).map { index in
      Finding(
        rule: rules[next(rules.count)], severity: .error, locale: locales[next(locales.count)],
        identifier: ["a", "b", nil][next(3)], message: "m\(next(3))",
        position: files[next(files.count)].map {
          SourcePosition(file: $0, line: 1 + next(3), column: 1 + next(2))
        },
        fingerprint: "\(index)")
    }
    #expect(Finding.sortedInReportOrder(findings) == findings.sorted(by: Finding.reportOrder))
    let sorted = findings.sorted(by: Finding.reportOrder)
    #expect(Finding.sortedInReportOrder(sorted) == sorted)
  }
}
