import Testing

@testable import LocaleCheck

/// MediaWiki markup that translatewiki.net's translators write (`{{PLURAL:%d|…|…}}`): no Apple
/// format reads it, so the app shows it as written (audit 281, Wikipedia's Slovenian file).
@Suite("format-mismatch: MediaWiki markup")
struct FormatMismatchWikiMarkupTests {
  @Test func aTranslationThatWritesPluralMarkupIsTold() throws {
    let messages = try Fixture.messages(
      of: "format-mismatch", "{{PLURAL:%1$d|%1$d članek|%1$d članka|%1$d članki}} sinhroniziran",
      source: "%d articles synced", locale: "sl")
    #expect(
      messages == [
        "sl value of k: '{{PLURAL:…}}' here is MediaWiki markup, which no Apple format reads, so the app "
          + "shows it as written: a plural variation (a .stringsdict rule) chooses the form by the count"
      ])
  }

  @Test func genderMarkupBesideALostArgumentIsNamedWithIt() throws {
    let messages = try Fixture.messages(
      of: "format-mismatch", "{{gender:$1|Uporabnik|Uporabnica}}", source: "%@ edited", locale: "sl")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("argument 1 (%@ in the source) is missing here") == true)
    #expect(messages.first?.contains("'{{gender:…}}' here is MediaWiki markup") == true)
  }

  @Test func aSpaceInsideTheBracesIsMarkupToo() throws {
    // MediaWiki trims it (review 192).
    let messages = try Fixture.messages(
      of: "format-mismatch", "{{ PLURAL:%1$d|%1$d članek|%1$d članki}}", source: "%d articles", locale: "sl")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("'{{PLURAL:…}}' here is MediaWiki markup") == true)
  }

  @Test func markupInAPlainTextIsToldButNotTranslatewikisOwn() throws {
    // Review 193: a String Catalog's plain text; translatewiki.net's files count `$1`.
    #expect(
      try Fixture.messages(
        of: "format-mismatch", "{{GENDER:|Izbrisal|Izbrisala}} članek", source: "Article deleted",
        locale: "sl"
      )
      .count == 1)
    #expect(
      try Fixture.messages(
        of: "format-mismatch", "{{PLURAL:$1|Članek izbrisan|Članka izbrisana}}", source: "Article deleted",
        locale: "sl"
      )
      .isEmpty)
    // A space after the colon too (review 194).
    #expect(
      try Fixture.messages(
        of: "format-mismatch", "{{PLURAL: $1|Članek izbrisan|Članka izbrisana}}", source: "Article deleted",
        locale: "sl"
      )
      .isEmpty)
  }

  @Test(arguments: [
    ("{{PLURAL:%d|file|files}}", "{{PLURAL:%d|datoteka|datoteki}}"),  // the source writes it too
    ("%@ items", "{{%@}} predmetov"), ("Hello %@", "Pozdravljen {{ime}}: %@"), ("Save", "Shrani"),
  ])
  func otherBracesAndSourcesWithMarkupPass(source: String, translation: String) throws {
    let messages = try Fixture.messages(of: "format-mismatch", translation, source: source, locale: "sl")
    #expect(messages.allSatisfy { !$0.contains("MediaWiki markup") })
  }
}
