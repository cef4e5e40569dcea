import Testing

@testable import LocaleCheck

/// An app's own numbered tokens (`%0`, `%1`: Stats, Qt-style code), which it replaces itself: a
/// number and a space after a `%` read as printf's octal (`%1 o` in "%1 of %2"), but no app
/// passes such a text to `String(format:)`.
@Suite("format-mismatch: numbered tokens")
struct FormatMismatchNumberedTokenTests {
  @Test func tokensANumberAndASpaceFollowAreText() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        // exelban/stats: "%0 of %1 used", moved in Persian, hyphenated in German.
        "used": ["en": "%0 of %1 used", "de": "%0 von %1 belegt", "fa": "%0 از %1 استفاده شده"],
        "open": ["en": "Open %0 settings", "de": "%0-Einstellungen öffnen"],
        "items": ["en": "%1 items in %2", "de": "%1 Objekte in %2"],
        "owner": ["en": "%1's Mac", "de": "Mac von %1"],
      ])
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }

  @Test func aTokenBesidePrintfsPlaceholdersLeavesThemCompared() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "items": ["en": "%1 items in %2", "de": "%1 Objekte in %@"],
        "width": ["en": "%5d items", "de": "%@ Objekte"],
        "positional": ["en": "%1$@ of %2$@", "de": "%1$@ von %2$d"],
        "selected": ["en": "%@ selected", "de": "%@ ausgewählt von %2 d"],
      ])
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message).sorted() == [
        "de value of items: argument 1 (%@) is not in the source",
        "de value of positional: argument 2 is %2$@ in the source but %2$d here",
        // A token where an argument is meant: no hint about writing a percent sign.
        "de value of selected: argument 2 (%2 d) is not in the source",
        "de value of width: argument 1 is %5d in the source but %@ here",
      ])
  }
}
