import CatalogParser
import Testing

@testable import LocaleCheck

/// `ignore` entries found by key or identifier hide exactly the findings a scan of them would.
@Suite struct IgnoreIndexTests {
  private static func finding(_ rule: String, _ locale: String, key: String, identifier: String) -> Finding {
    Finding(
      rule: rule, severity: .error, locale: LocaleID(locale), identifier: identifier, key: key, message: "m")
  }

  @Test func hidesWhatAnEntryMatchesAndNothingElse() {
    let entries = [
      IgnoreEntry(rule: "english-fallback", locale: LocaleID("de"), key: "Email"),
      IgnoreEntry(identifier: "login.help.button"),
      IgnoreEntry(rule: "length-expansion"),
    ]
    let findings = [
      Self.finding("english-fallback", "de", key: "Email", identifier: "Email"),
      Self.finding("english-fallback", "fr", key: "Email", identifier: "Email"),
      Self.finding("missing-translation", "de", key: "Help", identifier: "login.help.button"),
      Self.finding("length-expansion", "ru", key: "Save", identifier: "Save"),
      Self.finding("format-mismatch", "ru", key: "Save", identifier: "Save"),
    ]
    let index = IgnoreIndex(entries)
    #expect(findings.map(index.hides) == [true, false, true, true, false])
    #expect(findings.map(index.hides) == findings.map { finding in entries.contains { $0.matches(finding) } })
  }
}
