import Testing

@testable import LocaleCheck

/// A word a language leaves as it is for every count (Italian "file"), which a plural copying
/// the source's `one` in every form is not (audit 304, review 206).
@Suite("english-fallback: words that do not change with the count")
struct EnglishFallbackInvariantWordTests {
  private let suite = EnglishFallbackPluralFormTests()

  @Test func aWordThatDoesNotChangeWithTheCountIsTheLanguagesOwn() throws {
    // Italian "file" in every form, where English's `other` says "files" (audit 304: NearDrop).
    let files = [("one", "%lld file"), ("other", "%lld files")]
    #expect(try suite.messages(["en": files, "it": [("one", "%lld file"), ("other", "%lld file")]]).isEmpty)
    #expect(try suite.messages(["en": files, "sv": [("one", "%lld file"), ("other", "%lld file")]]).isEmpty)
    // Not where the other form copies English's too, nor in a language whose plural changes the
    // word (French, Polish, Russian), nor a phrase (review 206).
    let found = try suite.messages([
      "en": files,
      "it": [("one", "%lld file"), ("other", "%lld files")],
      "fr": [("one", "%lld file"), ("other", "%lld file")],
      "pl": [("one", "%lld file"), ("few", "%lld file"), ("many", "%lld file"), ("other", "%lld file")],
    ])
    #expect(
      found == [
        "fr shows the en text '%lld file' for %lld members (plural.one)",
        "it shows the en text '%lld file' for %lld members (plural.one)",
        "it shows the en text '%lld files' for %lld members (plural.other)",
        "pl shows the en text '%lld file' for %lld members (plural.one)",
        "pl shows the en text '%lld file' for %lld members (plural.few)",
        "pl shows the en text '%lld file' for %lld members (plural.many)",
        "pl shows the en text '%lld file' for %lld members (plural.other)",
      ])
    let phrase = [("one", "%lld new message"), ("other", "%lld new messages")]
    let german = [("one", "%lld new message"), ("other", "%lld new message")]
    #expect(
      try suite.messages(["en": phrase, "de": german]) == [
        "de shows the en text '%lld new message' for %lld members (plural.one)"
      ])
  }

  @Test func aWordEnglishCopiedIntoEveryFormIsReportedOnce() throws {
    // French "file" in every form is English's `one` copied: one finding, at `one` (Italian's
    // "file", which does not change with the count, is no copy: see above).
    let found = try suite.messages([
      "en": [("one", "%lld file"), ("other", "%lld files")],
      "fr": [("one", "%lld file"), ("other", "%lld file")],
    ])
    #expect(found == ["fr shows the en text '%lld file' for %lld members (plural.one)"])
  }
}
