import Testing

@testable import LocaleCheck

@Suite("Label map")
struct LabelMapTests {
  static func parse(_ text: String) throws(CatalogError) -> LabelMap {
    try LabelMap.parse(Array(text.utf8), file: "labels.json")
  }

  @Test func readsEveryFieldWithDefaults() throws {
    let text = """
      { "version": 1,
        "identifiers": {
          "login.submit.button": { "key": "Sign in", "table": "Auth", "value": "login.submit.value",
                                   "hint": "login.submit.hint", "visibleText": "Sign in", "screen": "start" },
          "login.help": { "key": "Help" },
          "Toolbar": { "key": "Tools" } } }
      """
    let map = try Self.parse(text)
    #expect(map.entries.map(\.identifier) == ["login.submit.button", "login.help", "Toolbar"])
    let full = map.entries[0]
    #expect(full.key == "Sign in")
    #expect(full.table == "Auth")
    #expect(full.value == "login.submit.value")
    #expect(full.hint == "login.submit.hint")
    #expect(full.visibleText == "Sign in")
    #expect(full.screen == "start")
    #expect(full.position == Fixture.locate("\"login.submit.button\"", in: text, file: "labels.json"))
    let plain = map.entries[1]
    #expect(plain.table == "Localizable")
    #expect(plain.screen == nil)
    #expect(SubjectBinder.screen(of: plain.identifier) == "login")
    #expect(SubjectBinder.screen(of: "Toolbar") == nil)
  }

  @Test func subjectsTakeTheDefaultScreenAndTheFirstBundleWithTheKey() throws {
    let fixture = try Fixture([
      "Widget/en.lproj/Localizable.strings": CatalogText.strings([("Other", "Other")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Help", "Help")]),
    ])
    let map = try Self.parse(
      "{\"identifiers\":{\"login.help\":{\"key\":\"Help\"},\"x\":{\"key\":\"Help\",\"screen\":\"s\"}}}")
    let bound = SubjectBinder.subjects(from: map, in: fixture.catalog())
    #expect(bound.unbound.isEmpty)
    #expect(bound.subjects.map(\.bundle) == ["App", "App"])
    #expect(bound.subjects.map(\.screen) == ["login", "s"])
    #expect(bound.subjects.allSatisfy { $0.isRealIdentifier })
  }

  @Test func aKeyBindsToTheBundleThatHasItsSourceText() throws {
    // A stray translation-only copy sorts first (Legacy < MyApp), and so does a key gone from the code.
    let fixture = try Fixture([
      "Legacy/pt-BR.lproj/Localizable.strings": CatalogText.strings([("search.title", "Pesquisar")]),
      "MyApp/en.lproj/Localizable.strings": CatalogText.strings([("search.title", "Search")]),
      "MyApp/de.lproj/Localizable.strings": CatalogText.strings([("other", "Andere")]),
      "Old/Localizable.xcstrings": CatalogText.xcstrings(
        ["Sign in": ["en": "Sign in"]], extra: ["Sign in": "\"extractionState\":\"stale\""]),
      "Zeta/Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]]),
    ])
    let map = try Self.parse(
      "{\"identifiers\":{\"search.title\":{\"key\":\"search.title\"},\"login.submit\":{\"key\":\"Sign in\"}}}"
    )
    let bound = SubjectBinder.subjects(from: map, in: fixture.catalog())
    #expect(bound.subjects.map(\.bundle) == ["MyApp", "Zeta"])
    // So the German translation MyApp lacks is reported, as it is without the label map.
    let missing = try fixture.findings(
      of: "missing-translation", labels: #"{"identifiers":{"search.title":{"key":"search.title"}}}"#)
    #expect(missing.contains { $0.locale == LocaleID("de") && $0.bundle == "MyApp" })
  }

  @Test func unknownFieldsAreErrorsNamingThem() throws {
    do {
      _ = try Self.parse("{\"identifiers\":{\"a.b\":{\"key\":\"A\",\n \"lable\":\"x\"}}}")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.message
          == "unknown field 'lable' for 'a.b' (expected key, table, value, hint, visibleText, screen or bundle)"
      )
      #expect(error.position == SourcePosition(file: "labels.json", line: 2, column: 2))
    }
    do {
      _ = try Self.parse("{\"version\":1,\"ids\":{}}")
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "unknown label map key 'ids'")
      #expect(error.position == SourcePosition(file: "labels.json", line: 1, column: 14))
    }
  }

  @Test(arguments: [
    ("{\"identifiers\":{\"a.b\":{\"table\":\"T\"}}}", "'a.b' has no 'key'"),
    ("{\"identifiers\":{\"a.b\":{\"key\":1}}}", "'key' must be a string, not a number"),
    ("{\"identifiers\":[]}", "'identifiers' must be an object, not an array"),
    ("{\"version\":3}", "unsupported label map version (expected 1)"),
    (
      "{\"identifiers\":{\"a.b\":{\"key\":\"A\"},\n\"a.b\":{\"key\":\"B\"}}}",
      "'a.b' is written twice (first at line 1, column 17)"
    ),
    // A table is named without its file's extension, as `NSLocalizedString(tableName:)` takes it.
    (
      "{\"identifiers\":{\"a.b\":{\"key\":\"A\",\"table\":\"Localizable.strings\"}}}",
      "'table' names a table, not its file: write 'Localizable', not 'Localizable.strings'"
    ),
    (
      "{\"identifiers\":{\"a.b\":{\"key\":\"A\",\"table\":\"InfoPlist.xcstrings\"}}}",
      "'table' names a table, not its file: write 'InfoPlist', not 'InfoPlist.xcstrings'"
    ),
    (
      "{\"identifiers\":{\"a.b\":{\"key\":\"A\",\"table\":\"en.lproj/Localizable.Strings\"}}}",
      "'table' names a table, not its file: write 'Localizable', not 'en.lproj/Localizable.Strings'"
    ),
  ])
  func malformedEntriesAreErrors(text: String, message: String) {
    do {
      _ = try Self.parse(text)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
    }
  }
}
