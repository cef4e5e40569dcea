import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// `english-fallback`'s copies of one word in a table its locale otherwise translates are counted
/// in one note that says where a word both languages share goes (audits 226, 232).
@Suite struct KeptWordNoteTests {
  static let english = """
    "menu" = "Menu";
    "open" = "Open file";
    "close" = "Close window";
    "save" = "Save changes";
    "version" = "Version";
    "filter" = "Filter";
    "title" = "Welcome back";
    "quit" = "Quit now";
    "help" = "Get help";
    "print" = "Print page";

    """

  static func notes(german: String, french: String? = nil, config: String? = nil) throws -> [String] {
    var files = ["en.lproj/Localizable.strings": english, "de.lproj/Localizable.strings": german]
    files["fr.lproj/Localizable.strings"] = french
    files[".labelcheck.json"] = config
    let folder = try TempFolder(files: files)
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    return project.keptWordNotes(in: project.check()).map(\.description)
  }

  static let translatedGerman = """
    "menu" = "Menü";
    "open" = "Datei öffnen";
    "close" = "Fenster schließen";
    "save" = "Änderungen sichern";
    "version" = "Version";
    "filter" = "Filter";
    "title" = "Willkommen zurück";
    "quit" = "Jetzt beenden";
    "help" = "Hilfe holen";
    "print" = "Seite drucken";

    """

  @Test func oneWordCopiesInAnOtherwiseTranslatedTableAreCountedInOneNote() throws {
    let french = Self.translatedGerman.replacingOccurrences(of: "\"Filter\"", with: "\"Filtre\"")
    #expect(
      try Self.notes(german: Self.translatedGerman, french: french) == [
        "note: 3 english-fallback findings copy one word in a table its locale otherwise translates "
          + "('Version' in de and fr, 'Filter' in de): a word that is right in that language too goes in "
          + "allowIdentical (every locale) or in an ignore entry with its locale"
      ])
  }

  @Test func anUntranslatedLocaleOrACopiedSentenceGetsNoNote() throws {
    // Most of the table is English: its copies are untranslated text, not kept words.
    #expect(try Self.notes(german: Self.english).isEmpty)
    // A stub of one copy translates nothing else (review 167).
    #expect(try Self.notes(german: "\"filter\" = \"Filter\";\n").isEmpty)
    let sentence = Self.translatedGerman.replacingOccurrences(
      of: "\"Willkommen zurück\"", with: "\"Welcome back\""
    )
    .replacingOccurrences(of: "\"Version\";", with: "\"Fassung\";")
    .replacingOccurrences(of: "\"Filter\";", with: "\"Sieb\";")
    #expect(try Self.notes(german: sentence).isEmpty)
  }

  @Test func wordsTheConfigurationAllowsLeaveNoNote() throws {
    let config = #"{"version": 1, "allowIdentical": ["Version", "Filter"]}"#
    #expect(try Self.notes(german: Self.translatedGerman, config: config).isEmpty)
  }

  @Test func oneWordIsLettersWithAnInnerApostropheOrHyphen() {
    #expect(Project.isOneWord("E-Mail") && Project.isOneWord("保存") && Project.isOneWord("Aujourd'hui"))
    #expect(!Project.isOneWord("Save all") && !Project.isOneWord("X") && !Project.isOneWord("%@"))
    #expect(!Project.isOneWord("2FA") && !Project.isOneWord(nil))
  }

  @Test func aFieldLabelCopiedWithItsValueIsOneWord() {
    // Audit 298: Simplenote's German "Name: A-Z"; review 204: not a command on an argument.
    #expect(
      Project.isOneWord(Project.wordsOnly("Name: A-Z")) && Project.isOneWord(Project.wordsOnly("Link: %@")))
    #expect(!Project.isOneWord(Project.wordsOnly("Block %@")) && !Project.isOneWord(Project.wordsOnly("%@")))
    // Review 205: a value of three letters is no range.
    #expect(
      !Project.isOneWord(Project.wordsOnly("Sound: Off"))
        && !Project.isOneWord(Project.wordsOnly("Show: All")))
    #expect(
      !Project.isOneWord(Project.wordsOnly("%ld re-blogs"))
        && !Project.isOneWord(Project.wordsOnly("Step: %d")))
    #expect(
      !Project.isOneWord(Project.wordsOnly("Hide CotEditor"))
        && !Project.isOneWord(Project.wordsOnly("I Agree")))
  }

  @Test func aSentenceOfAScriptWithoutSpacesIsNoWord() {
    // A copied Japanese sentence is letters alone, but no word to keep (audit 251).
    #expect(!Project.isOneWord("保存したファイルの一覧を表示します"))
    #expect(!Project.isOneWord("ตั้งค่าการแจ้งเตือน"))
    #expect(Project.isOneWord("保存") && Project.isOneWord("設定画面"))
    #expect(Project.isOneWord("ダウンロード"))
    #expect(Project.isOneWord("Notifications") && !Project.isOneWord("Open file"))
  }
}
