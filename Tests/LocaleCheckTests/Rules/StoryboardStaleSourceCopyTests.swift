import Testing

@testable import LocaleCheck

/// A storyboard's `en.lproj` copy of its texts, made once and never regenerated, lacks the keys
/// that later translations hold: the storyboard in `Base.lproj` is the source, not the copy.
@Suite("Storyboard tables whose en.lproj copy is older than their translations")
struct StoryboardStaleSourceCopyTests {
  static func object(_ id: String, _ base: String, _ text: String) -> String {
    "/* Class = \"NSButtonCell\"; title = \"\(base)\"; ObjectID = \"\(id)\"; */\n\"\(id).title\" = \"\(text)\";\n"
  }

  func fixture(extra: [String: String] = [:]) throws -> Fixture {
    try Fixture(
      [
        "App/Base.lproj/Beta.xib": "<document/>",
        "App/en.lproj/Beta.strings": Self.object("6RM-Ow-USQ", "Action", "Action"),
        "App/de.lproj/Beta.strings": Self.object("6RM-Ow-USQ", "Action", "Aktion")
          + Self.object("QpH-S1-GSe", "Pin History", "Pin History")
          + Self.object("sYs-Da-TSj", "Hide pinned items", "Angeheftete ausblenden"),
        "App/es.lproj/Beta.strings": Self.object("6RM-Ow-USQ", "Action", "Acción")
          + Self.object("QpH-S1-GSe", "Pin History", "Fijar historial")
          + Self.object("sYs-Da-TSj", "Hide pinned items", "Ocultar fijados"),
        "App/it.lproj/Beta.strings": Self.object("6RM-Ow-USQ", "Action", "Azione"),
      ].merging(extra) { $1 })
  }

  @Test func keysTheCopyLacksAreTheStoryboardsNoDeadKeys() throws {
    let fixture = try fixture()
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
    // Their text is the comments': a copy of it is English, a locale without them shows it.
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Pin History' for QpH-S1-GSe.title"
      ])
    let missing = try fixture.findings(of: "missing-translation")
    #expect(
      missing.map(\.message).sorted() == [
        "it has no translation for 'Hide pinned items' (sYs-Da-TSj.title); VoiceOver reads the en text",
        "it has no translation for 'Pin History' (QpH-S1-GSe.title); VoiceOver reads the en text",
      ])
    // In the locale's own file, not at the comment of another locale's.
    #expect(missing.allSatisfy { $0.position?.file == "App/it.lproj/Beta.strings" })
  }

  @Test func aKeyOnlyOneTranslationHoldsStaysDead() throws {
    // One file's key may be one the storyboard lost since: only files of two languages settle a key.
    let fixture = try fixture(extra: [
      "App/it.lproj/Beta.strings": Self.object("6RM-Ow-USQ", "Action", "Azione")
        + Self.object("old-12-key", "Old", "Vecchio")
    ])
    #expect(try fixture.findings(of: "identifier-drift").compactMap(\.key) == ["old-12-key.title"])
    // Nor do two files of one language (iina's `sr-CS` and `sr-Cyrl`, one translation twice).
    let serbian = Self.object("6RM-Ow-USQ", "Action", "Akcija") + Self.object("old-12-key", "Old", "Staro")
    let twice = try self.fixture(extra: [
      "App/sr-CS.lproj/Beta.strings": serbian, "App/sr-Cyrl.lproj/Beta.strings": serbian,
    ])
    #expect(
      try twice.findings(of: "identifier-drift").compactMap(\.key) == [
        "old-12-key.title", "old-12-key.title",
      ])
  }
}
