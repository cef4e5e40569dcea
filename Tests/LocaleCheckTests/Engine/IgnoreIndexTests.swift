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

  /// Audit 182: one entry with `*` hides a list's indexed rows, found like the others.
  @Test func aPatternHidesEveryNameItMatches() {
    let entries = [
      IgnoreEntry(rule: "unbound-identifier", identifier: "feed.cell_*"),
      IgnoreEntry(key: "*.title", identifier: "settings.*"),
      IgnoreEntry(key: "Required*"),
    ]
    let findings = [
      Self.finding("unbound-identifier", "de", key: "a", identifier: "feed.cell_0"),
      Self.finding("unbound-identifier", "de", key: "a", identifier: "feed.cell_"),
      Self.finding("unbound-identifier", "de", key: "a", identifier: "feed.cells"),
      Self.finding("identifier-taxonomy", "de", key: "a", identifier: "feed.cell_12"),
      Self.finding("english-fallback", "fr", key: "sound.title", identifier: "settings.sound"),
      Self.finding("english-fallback", "fr", key: "sound.title", identifier: "home.sound"),
      Self.finding("english-fallback", "fr", key: "Required*", identifier: "form.required"),
      Self.finding("english-fallback", "fr", key: "Required field", identifier: "form.field"),
    ]
    let index = IgnoreIndex(entries)
    #expect(findings.map(index.hides) == [true, true, false, false, true, false, true, true])
    #expect(findings.map(index.hides) == findings.map { finding in entries.contains { $0.matches(finding) } })
  }

  @Test(arguments: [
    ("feed.cell_*", "feed.cell_7", true), ("*", "", true), ("a*b*c", "abc", true), ("a*b*c", "a-b-b-c", true),
    ("a*b*c", "acb", false), ("ab*ba", "aba", false), ("*.button", "login.submit.button", true),
    ("login.*.button", "login.button", false), ("Save", "Save*", false), ("é*", "école", true),
    (#"a\*b"#, "a*b", true), (#"a\*b"#, "axxb", false), (#"a\**"#, "a*b", true), (#"a\**"#, "ab", false),
    (#"C:\Users"#, #"C:\Users"#, true), (#"\x*"#, #"\xy"#, true), (#"C:\\Users\\*"#, #"C:\Users\a"#, true),
    (#"C:\\Users\\*"#, #"C:\Users*"#, false), ("a**b", "ab", true), ("a***", "a", true), ("**", "x", true),
    ("f" + String(repeating: "*", count: 1000) + "d", "fed", true),
  ])
  func patternMatching(_ pattern: String, _ text: String, _ matches: Bool) {
    #expect(IgnorePattern.matches(pattern, text) == matches)
  }

  /// Audit 222: a run of `*`s is one, kept as one empty text (a million of them hung a run).
  @Test func aRunOfStarsIsOne() {
    #expect(IgnorePattern.parts(of: "a***b") == ["a", "b"])
    #expect(IgnorePattern.parts(of: "**a**") == ["", "a", ""])
    #expect(IgnorePattern.parts(of: String(repeating: "*", count: 10_000)) == ["", ""])
    #expect(IgnorePattern.parts(of: #"a\**\*b"#) == ["a*", "*b"])
  }

  /// Audit 222: patterns that start with `*` and share their first characters, asked about long
  /// sentence keys, are found as a scan finds them.
  @Test func patternsThatStartWithAStarAreFoundAsAScanFinds() {
    let patterns =
      (0..<40).map { "*zzq\($0)*" } + ["*beta*", "*a*", "*Sentence key 3*", "*y"]
      + (0..<30).map { "feed.cell_\($0)_*" } + ["*é*", "*e\u{301}x*"] + (0..<20).map { "feed.*_\($0)_*" }
    let index = IgnorePatternIndex(
      patterns.enumerated().map { ($0.offset, IgnorePattern.parts(of: $0.element)) })
    let sentence = String(repeating: "Long sentence key ", count: 20)
    let names = [
      sentence, sentence + "zzq12", "zzq3 beta", "xzzq39y", "Sentence key 3", "zz", "a", "feed.cell_12_title",
      "feed.cell_2_", "feed.cell_29", "caf\u{E9}", "e\u{301}x",
    ]
    for name in names {
      let scanned = patterns.indices.filter { IgnorePattern.matches(patterns[$0], name) }
      #expect(index.entries(matching: name) == scanned, "\(name)")
    }
  }

  /// Review 158: an entry whose `\*` makes it a name with a star is found by that name.
  @Test func anEscapedStarIsFoundByTheName() {
    let entries = [IgnoreEntry(key: #"a\*b"#), IgnoreEntry(rule: "english-fallback", identifier: #"x\*"#)]
    let findings = [
      Self.finding("english-fallback", "de", key: "a*b", identifier: "i"),
      Self.finding("english-fallback", "de", key: "axb", identifier: "i"),
      Self.finding("english-fallback", "de", key: "k", identifier: "x*"),
      Self.finding("english-fallback", "de", key: "k", identifier: "xy"),
    ]
    let index = IgnoreIndex(entries)
    #expect(findings.map(index.hides) == [true, false, true, false])
    #expect(index.entries(hidingNoneOf: findings).isEmpty)
  }

  /// Audit 219: patterns are found by the text before their first `*`, each name matched once,
  /// and the index finds what a scan of every pattern finds.
  @Test func thePatternIndexFindsWhatAScanFinds() {
    let patterns = [
      "feed.cell_*", "feed.*", "*.title", "*", "feed.cell_1*0", #"x\*"#, "f*d.c*", "*cell_100", "f*.title",
      "*e*",
    ]
    let index = IgnorePatternIndex(
      patterns.enumerated().map { ($0.offset, IgnorePattern.parts(of: $0.element)) })
    for name in ["feed.cell_100", "feed.cell_10", "feed.title", "home.title", "x*", "fd.c", "", "feed.", "e"]
    {
      let scanned = patterns.indices.filter { IgnorePattern.matches(patterns[$0], name) }
      #expect(index.entries(matching: name) == scanned, "\(name)")
      #expect(index.entries(matching: name) == scanned, "\(name), asked again")
    }
    #expect(index.entries(matching: nil).isEmpty)
  }

  /// Review 160: a name is looked up by its texts where that is cheaper, else every pattern is
  /// asked; both find what a scan finds.
  @Test func bothWaysOfFindingAgreeWithAScan() {
    let patterns = (0..<60).map { "p\($0)_*" } + ["*_x", "*"]
    let index = IgnorePatternIndex(
      patterns.enumerated().map { ($0.offset, IgnorePattern.parts(of: $0.element)) })
    let names = ["p7_x", "p42_", "p7", "q_x", String(repeating: "Long sentence key ", count: 20) + "_x"]
    for name in names {
      let scanned = patterns.indices.filter { IgnorePattern.matches(patterns[$0], name) }
      #expect(index.entries(matching: name) == scanned, "\(name)")
    }
  }
}
