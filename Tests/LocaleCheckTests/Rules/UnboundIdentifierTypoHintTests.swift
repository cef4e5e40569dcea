import Testing

@testable import LocaleCheck

/// A label map entry that binds nothing names the key or table it most likely meant.
@Suite("unbound-identifier: did you mean")
struct UnboundIdentifierTypoHintTests {
  static func messages(_ identifiers: String) throws -> [String] {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "menu.edit": ["en": "Edit", "de": "Bearbeiten"],
        "menu.connect_to": ["en": "Connect to", "de": "Verbinden"],
      ])
    ])
    let labels = "{ \"version\": 1, \"identifiers\": { \(identifiers) } }"
    return try fixture.report(labels: labels).findings.filter { $0.rule == "unbound-identifier" }.map(
      \.message)
  }

  @Test func aMistypedKeyNamesTheClosestKeyOfTheTable() throws {
    #expect(
      try Self.messages(#""app.edit": { "key": "menu.edti" }"#) == [
        "app.edit is bound to 'menu.edti' in Localizable, but no Localizable table has that key "
          + "(did you mean 'menu.edit'?)"
      ])
  }

  @Test func aKeyInAnotherCaseIsNamedAsSuch() throws {
    #expect(
      try Self.messages(#""app.edit": { "key": "Menu.Edit" }"#) == [
        "app.edit is bound to 'Menu.Edit' in Localizable, but no Localizable table has that key "
          + "(did you mean 'menu.edit'? keys are matched exactly)"
      ])
  }

  @Test func aMistypedTableNamesTheClosestTable() throws {
    #expect(
      try Self.messages(#""app.edit": { "key": "menu.edit", "table": "Localizble" }"#) == [
        "app.edit is bound to 'menu.edit' in Localizble, but the project has no Localizble table "
          + "(did you mean table 'Localizable'?)"
      ])
  }

  @Test func aShortOrALongKeyIsNotMatchedToAnotherWord() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "No": ["en": "No"], "save.alert.confirm.18": ["en": "Save"],
      ])
    ])
    let labels =
      #"{ "version": 1, "identifiers": { "a": { "key": "OK" }, "b": { "key": "stale.alert.confirm.0" } } }"#
    let messages = try fixture.report(labels: labels).findings.filter { $0.rule == "unbound-identifier" }
      .map(\.message)
    #expect(
      messages == [
        "a is bound to 'OK' in Localizable, but no Localizable table has that key",
        "b is bound to 'stale.alert.confirm.0' in Localizable, but no Localizable table has that key",
      ])
  }

  @Test func lettersAreCountedNotBytesAndTheNamedBundlesKeysAreOffered() throws {
    let fixture = try Fixture([
      "App/Localizable.xcstrings": CatalogText.xcstrings([
        "Сохранить файл": ["en": "Save file"], "確実": ["en": "Certain"],
      ]),
      "Widget/Localizable.xcstrings": CatalogText.xcstrings(["Open widget": ["en": "Open widget"]]),
    ])
    let labels = """
      { "version": 1, "identifiers": { "a": { "key": "Сохарнить файл" }, "b": { "key": "確定" },
        "c": { "key": "Open widgte", "bundle": "App" }, "d": { "key": "OPEN WIDGET", "bundle": "Widget" } } }
      """
    let messages = try fixture.report(labels: labels).findings.filter { $0.rule == "unbound-identifier" }
      .map(\.message)
    #expect(messages.count == 4)
    #expect(messages[3].hasSuffix("(did you mean 'Open widget'? keys are matched exactly)"))
    #expect(messages[0].hasSuffix("(did you mean 'Сохранить файл'?)"))
    #expect(!messages[1].contains("did you mean") && !messages[2].contains("did you mean"))
  }

  @Test func nothingCloseNamesNothing() throws {
    #expect(
      try Self.messages(
        #""app.help": { "key": "help.sheet.title" }, "app.x": { "key": "x", "table": "Settings" }"#)
        == [
          "app.help is bound to 'help.sheet.title' in Localizable, but no Localizable table has that key",
          "app.x is bound to 'x' in Settings, but the project has no Settings table",
        ])
  }
}
