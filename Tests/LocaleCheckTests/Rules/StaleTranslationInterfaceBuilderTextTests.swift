import Testing

@testable import LocaleCheck

/// A storyboard's translation whose file's comment records an older Interface Builder text than
/// the source language's file records was made from that text (audit 302: Hidden Bar).
@Suite("stale-translation: older storyboard texts")
struct StaleTranslationInterfaceBuilderTextTests {
  static func strings(_ pairs: [(id: String, recorded: String, value: String)]) -> String {
    pairs.map { pair in
      "/* Class = \"NSTextFieldCell\"; title = \"\(pair.recorded)\"; ObjectID = \"\(pair.id)\"; */\n"
        + "\"\(pair.id).title\" = \"\(pair.value)\";\n"
    }.joined(separator: "\n")
  }

  static let english = strings([
    ("cXt-8R-PHo", "Folded", "Folded"), ("iyS-g5-5mk", "Shown", "Shown"), ("aB1-cD-eF2", "Quit", "Quit"),
  ])

  /// The messages of `stale-translation` for a `Main.strings` table in `english` and `german`.
  static func messages(english: String = english, german: String) throws -> [String] {
    try Fixture(["App/en.lproj/Main.strings": english, "App/de.lproj/Main.strings": german])
      .findings(of: "stale-translation").map(\.message)
  }

  @Test func aFileGeneratedFromAnOlderStoryboardIsTold() throws {
    let german = Self.strings([
      ("cXt-8R-PHo", "Hidden", "Versteckt"), ("iyS-g5-5mk", "Shown", "Angezeigt"),
      ("aB1-cD-eF2", "Quit", "Beenden"),
    ])
    let messages = try Self.messages(german: german)
    #expect(
      messages == [
        "de translation 'Versteckt' of cXt-8R-PHo.title comes from a file whose comment records Interface "
          + "Builder's text 'Hidden', where the en file's comment records 'Folded': one of the two files was "
          + "generated from an older storyboard or XIB; generate the older one again, and review the translation"
      ])
  }

  @Test func aTextThatDiffersOnlyInSpacingIsAlike() throws {
    // Review 204: a space before a line break in one file's comment.
    let german = Self.strings([
      ("cXt-8R-PHo", "Folded ", "Eingeklappt"), ("iyS-g5-5mk", "Shown", "Angezeigt"),
      ("aB1-cD-eF2", "Quit", "Beenden"),
    ])
    #expect(try Self.messages(german: german).isEmpty)
  }

  @Test func aSmallTableIsToldAndAnOwnLanguageFileIsNot() throws {
    // Review 205: two keys, one changed, told; `ibtool`'s German whose shared words agree is not.
    let english = Self.strings([("cXt-8R-PHo", "Folded", "Folded"), ("iyS-g5-5mk", "Shown", "Shown")])
    let german = Self.strings([("cXt-8R-PHo", "Hidden", "Hidden"), ("iyS-g5-5mk", "Shown", "Angezeigt")])
    #expect(try Self.messages(english: english, german: german).count == 1)
    let ibtool = Self.strings([
      ("cXt-8R-PHo", "Abbrechen", "Abbrechen"), ("iyS-g5-5mk", "OK", "OK"),
      ("aB1-cD-eF2", "Version", "Version"),
    ])
    let source = Self.strings([
      ("cXt-8R-PHo", "Cancel", "Cancel"), ("iyS-g5-5mk", "OK", "OK"), ("aB1-cD-eF2", "Version", "Version"),
    ])
    #expect(try Self.messages(english: source, german: ibtool).isEmpty)
  }

  @Test func aFileWhoseCommentsAreItsOwnLanguagesIsNotTold() throws {
    // `ibtool` writes the file's own language into its comments: none agrees with the source's.
    let german = Self.strings([
      ("cXt-8R-PHo", "Versteckt", "Versteckt"), ("iyS-g5-5mk", "Angezeigt", "Angezeigt"),
      ("aB1-cD-eF2", "Beenden", "Beenden"),
    ])
    #expect(try Self.messages(german: german).isEmpty)
  }
}
