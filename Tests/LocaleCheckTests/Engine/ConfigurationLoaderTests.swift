import Foundation
import Testing

@testable import LocaleCheck

@Suite("Configuration file")
struct ConfigurationLoaderTests {
  static func parse(_ text: String) throws(CatalogError) -> Configuration {
    try ConfigurationLoader.parse(Array(text.utf8), file: ".labelcheck.json")
  }

  /// The error `text` gives; fails the test when it parses.
  static func error(_ text: String) -> CatalogError? {
    do {
      _ = try parse(text)
      Issue.record("expected an error for \(text)")
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryKeyOfTheSpec() throws {
    let configuration = try Self.parse(
      """
      {"version":1, "paths":["App","Widgets"], "locales":["de","pt_BR"], "sourceLocale":"en-GB",
       "labels":"labels.json", "captures":"captures",
       "rules":{"role-in-label":{"severity":"error"}, "length-expansion":{"enabled":false}},
       "allowIdentical":["OK","Wi-Fi"],
       "ignore":[{"rule":"english-fallback","locale":"de","key":"Email"}, {"identifier":"login.help"}],
       "baseline":".labelcheck-baseline.json", "failOn":"warning"}
      """)
    #expect(configuration.paths == ["App", "Widgets"])
    #expect(configuration.locales == [LocaleID("de"), LocaleID("pt-BR")])
    #expect(configuration.sourceLocale == LocaleID("en-GB"))
    #expect(configuration.labels == "labels.json")
    #expect(configuration.captures == "captures")
    #expect(configuration.rules["role-in-label"] == RuleSetting(severity: .error))
    #expect(configuration.rules["length-expansion"] == RuleSetting(enabled: false))
    #expect(configuration.allowIdentical == ["OK", "Wi-Fi"])
    #expect(
      configuration.ignore == [
        IgnoreEntry(rule: "english-fallback", locale: LocaleID("de"), key: "Email"),
        IgnoreEntry(identifier: "login.help"),
      ])
    #expect(configuration.baseline == ".labelcheck-baseline.json")
    #expect(configuration.failOn == .warning)
    #expect(configuration.isEnabled("role-in-label"))
    #expect(!configuration.isEnabled("length-expansion"))
    #expect(configuration.severity(of: "role-in-label", default: .warning) == .error)
    #expect(configuration.severity(of: "empty-label", default: .error) == .error)
  }

  @Test func anEmptyObjectIsTheDefault() throws {
    #expect(try Self.parse("{}") == Configuration())
  }

  @Test func unknownKeysAreErrorsNamingThem() throws {
    let error = try #require(Self.error("{\"version\":1,\n  \"colour\":true}"))
    #expect(error.message == "unknown configuration key 'colour'")
    #expect(error.position == SourcePosition(file: ".labelcheck.json", line: 2, column: 3))
    let typo = try #require(Self.error("{\"version\":1, \"locale\":[\"de\"]}"))
    #expect(typo.message == "unknown configuration key 'locale' (did you mean 'locales'?)")
  }

  @Test func excludePatternsWithGlobSyntaxTheyDoNotReadAreErrors() throws {
    // `{Kit,Other}` would match nothing, unseen; brackets match themselves (`Vendor [old]`).
    let error = try #require(Self.error(#"{"version": 1, "exclude": ["Vendor/*", "Vendor/{Kit,Other}"]}"#))
    #expect(
      error.message
        == "exclude pattern 'Vendor/{Kit,Other}' uses '{…,…}', alternatives that exclude patterns do not "
        + "read (they know *, ? and **): write one pattern for each")
    #expect(error.position == SourcePosition(file: ".labelcheck.json", line: 1, column: 40))
    #expect(
      try Self.parse(
        #"{"version": 1, "exclude": ["**/Fixtures", "*.generated.strings", "Kit?", "Vendor [old]"]}"#
      )
      .exclude.count == 4)
  }

  @Test func localesThatAreNoLocalesAreErrors() throws {
    let locales = try #require(Self.error("{\"locales\":[\"de\", \"de|x\"]}"))
    #expect(locales.message == "'locales' has 'de|x', which is no locale (such as de, pt-BR or zh-Hans)")
    #expect(locales.position == SourcePosition(file: ".labelcheck.json", line: 1, column: 19))
    let typo = try #require(Self.error("{\"locales\":[\"fr\", \"xx-YY-ZZ\"]}"))
    #expect(typo.message == "'locales' has 'xx-YY-ZZ', which is no locale (such as de, pt-BR or zh-Hans)")
    let source = try #require(Self.error("{\"sourceLocale\":\"en us\"}"))
    #expect(source.message.hasPrefix("'sourceLocale' has 'en us'"))
    let base = try #require(Self.error("{\"locales\":[\"Base\"]}"))
    #expect(
      base.message
        == "'locales' has 'Base', which is no locale: Base.lproj holds the source language's text; leave it out"
    )
    let ignoreBase = try #require(Self.error(#"{"ignore":[{"rule":"english-fallback","locale":"Base"}]}"#))
    #expect(ignoreBase.message.hasSuffix("write that language (such as \"en\")"))
    let sourceBase = try #require(Self.error("{\"sourceLocale\":\"Base\"}"))
    #expect(
      sourceBase.message.hasSuffix(
        "Base.lproj holds the source language's text; write that language (such as \"en\")"))
    #expect(
      try Self.parse("{\"locales\":[\"pt_BR\", \"English\"]}").locales == [LocaleID("pt-BR"), LocaleID("en")])
  }

  @Test func unknownRuleIdsAreErrorsNamingThem() throws {
    let rules = try #require(Self.error("{\"rules\":{\"role-in-labels\":{\"severity\":\"error\"}}}"))
    #expect(rules.message == "unknown rule id 'role-in-labels' (did you mean 'role-in-label'?)")
    #expect(rules.position == SourcePosition(file: ".labelcheck.json", line: 1, column: 11))
    let ignore = try #require(Self.error("{\"ignore\":[{\"rule\":\"english\"}]}"))
    #expect(ignore.message.hasPrefix("unknown rule id 'english'"))
    #expect(ignore.position == SourcePosition(file: ".labelcheck.json", line: 1, column: 20))
  }

  @Test func choicesAreReadInAnyCase() throws {
    let configuration = try Self.parse(
      #"{"failOn": "Warning", "rules": {"empty-label": {"severity": "NOTE"}}}"#)
    #expect(configuration.failOn == .warning)
    #expect(configuration.rules["empty-label"]?.severity == .note)
    #expect(
      Self.error("{\"version\":1}\n,")?.message == "unexpected content after the end of the JSON document")
  }

  @Test(arguments: [
    (
      "{\"rules\":{\"empty-label\":{\"level\":\"error\"}}}",
      "unknown rule setting 'level' (expected severity or enabled)"
    ),
    (
      "{\"ignore\":[{\"file\":\"x\"}]}",
      "unknown ignore field 'file' (expected rule, locale, key, identifier, table or bundle)"
    ),
    ("{\"version\":2}", "unsupported configuration version (expected 1)"),
    ("{\"locales\":\"de\"}", "'locales' must be an array, not a string"),
    ("{\"paths\":[1]}", "'paths' must hold strings, but its entry 1 is a number"),
    (
      "{\"allowIdentical\":[\"OK\", true]}",
      "'allowIdentical' must hold strings, but its entry 2 is a boolean"
    ),
    ("{\"locales\":[\"de\", 3]}", "'locales' must hold strings, but its entry 2 is a number"),
    ("{\"sourceLocale\":null}", "'sourceLocale' must be a string, not null"),
    ("{\"rules\":[]}", "'rules' must be an object, not an array"),
    ("{\"rules\":{\"empty-label\":{\"enabled\":\"no\"}}}", "'enabled' must be true or false, not a string"),
    ("{\"failOn\":\"errors\"}", "invalid failOn 'errors' (expected one of error, warning, note, never)"),
    (
      "{\"rules\":{\"empty-label\":{\"severity\":\"fatal\"}}}",
      "invalid severity 'fatal' (expected one of note, warning, error)"
    ),
    ("{\"ignore\":{}}", "'ignore' must be an array, not an object"),
    (
      "{\"ignore\":[\"english-fallback\"]}",
      "an 'ignore' entry must be an object such as {\"rule\": \"english-fallback\"}, not a string"
    ),
    (
      "{\"ignore\":[3]}",
      "an 'ignore' entry must be an object such as {\"rule\": \"english-fallback\"}, not a number"
    ),
    (
      "{\"ignore\":[{\"rule\":\"empty-label\"}, {}]}",
      "an ignore entry needs rule, locale, key, identifier, table or bundle: an empty one would hide every "
        + "finding"
    ),
    (
      "{\"ignore\":[{\"key\":\"*\",\"identifier\":\"**\"}]}",
      "an ignore entry of only '*' would hide every finding; give its rule, locale or a longer pattern"
    ),
    (
      "{\"ignore\":[{\"locale\":\"not a locale\"}]}",
      "'locale' has 'not a locale', which is no locale (such as de, pt-BR or zh-Hans)"
    ),
    ("{\"failOn\":\"never\", \"failOn\":\"error\"}", "'failOn' is written twice (first at line 1, column 2)"),
    (
      "{\"rules\":{\"empty-label\":{\"enabled\":false}, \"empty-label\":{}}}",
      "'empty-label' is written twice (first at line 1, column 11)"
    ),
    ("[]", "expected an object"),
    (
      "{\"ignore\":[{\"rule\":\"empty-label\",\"until\":2025}]}",
      "unknown ignore field 'until' (expected rule, locale, key, identifier, table or bundle)"
    ),
    (
      "{\"version\":1,\"locales\":[\"de\",]}",
      "expected a value, found ']': JSON allows no comma before a closing bracket"
    ),
    ("// labelcheck\n{}", "expected a value, found '/': JSON has no comments"),
    ("version: 1", "this is not JSON: found 'version'"),
    ("---\nversion: 1", "this is not JSON: found '---'"),
    ("- de\n- fr", "this is not JSON: found '-'"),
    ("{\"version\":-x}", "expected a number"),
    ("]", "expected a value, found ']'"),
    (
      "{\"version\":1,}",
      "expected a string as object key, found '}': JSON allows no comma before a closing bracket"
    ),
    ("{// settings\n}", "expected a string as object key, found '/': JSON has no comments"),
    ("{'version':1}", "expected a string as object key, found ''': JSON strings take double quotes"),
    ("{\u{1}\"version\":1}", "expected a string as object key, found U+0001"),
    ("{\u{A0}\"version\":1}", "expected a string as object key, found U+00A0"),
    ("{\u{FEFF}\"version\":1}", "expected a string as object key, found U+FEFF"),
    ("{é:1}", "expected a string as object key, found 'é'"),
    ("{\u{301}:1}", "expected a string as object key, found U+0301"),
    ("{\"labels\":\"\"}", "'labels' has an empty path; name a file or folder ('.' for this one)"),
    ("{\"paths\":[\"App\", \"\"]}", "'paths' has an empty path; name a file or folder ('.' for this one)"),
    ("{\"paths\":['App']}", "expected a value, found ''': JSON strings take double quotes"),
  ])
  func wrongShapesAreErrors(text: String, message: String) throws {
    let error = try #require(Self.error(text))
    #expect(error.message == message)
    #expect(error.position.file == ".labelcheck.json")
    #expect(error.position.line == 1)
  }

  @Test func loadRemembersTheFolderAndFindLooksUpwards() throws {
    let fixture = try Fixture([
      "project/.labelcheck.json": "{\"locales\":[\"de\"]}",
      "project/App/Sub/placeholder.txt": "",
    ])
    let folder = fixture.root.appendingPathComponent("project").path
    let found = try #require(ConfigurationLoader.find(from: folder + "/App/Sub"))
    #expect(found == folder + "/.labelcheck.json")
    let configuration = try ConfigurationLoader.load(path: found, displayPath: ".labelcheck.json")
    #expect(configuration.locales == [LocaleID("de")])
    #expect(configuration.directory == folder)
  }

  /// Audit 174: a file above the repository's root is no configuration of the project's (a clone
  /// in CI has none there); the root's own is found.
  @Test func findStopsAtTheRepositorysRoot() throws {
    let fixture = try Fixture([
      ".labelcheck.json": "{}",
      "repo/.git/HEAD": "ref: refs/heads/main\n",
      "repo/App/Sub/placeholder.txt": "",
      "other/App/placeholder.txt": "",
    ])
    let root = fixture.root.path
    #expect(ConfigurationLoader.find(from: root + "/repo/App/Sub") == nil)
    #expect(ConfigurationLoader.find(from: root + "/other/App") == root + "/.labelcheck.json")
    try Data("{}".utf8).write(to: fixture.root.appendingPathComponent("repo/.labelcheck.json"))
    #expect(ConfigurationLoader.find(from: root + "/repo/App/Sub") == root + "/repo/.labelcheck.json")
  }
}
