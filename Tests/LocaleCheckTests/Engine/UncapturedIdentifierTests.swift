import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A control that one locale's UI capture of a screen leaves out where another locale's shows it:
/// its label there was checked against the catalogs alone, so the matrix shows `○`, not ✓, and a
/// note says so (audits 135, 232, 233).
@Suite("Uncaptured identifiers")
struct UncapturedIdentifierTests {
  /// A JSON capture of `screen` in `locale` with `(identifier, label)` buttons.
  static func capture(_ locale: String, _ screen: String, _ elements: [(id: String, label: String)]) -> String
  {
    let items = elements.map { "{\"identifier\":\"\($0.id)\",\"label\":\"\($0.label)\",\"type\":\"button\"}" }
    return
      "{\"locale\":\"\(locale)\",\"screen\":\"\(screen)\",\"elements\":[\(items.joined(separator: ","))]}"
  }

  static let catalogs = [
    "en.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Sign in"), ("Cancel", "Cancel")]),
    "de.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Anmelden"), ("Cancel", "Abbrechen")]),
    "fr.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Se connecter"), ("Cancel", "Annuler")]),
  ]

  static func project(_ captures: [String: String]) throws -> (Project, Report) {
    let configuration = [".labelcheck.json": #"{"version": 1, "captures": "captures"}"#]
    let folder = try TempFolder(files: catalogs.merging(captures) { $1 }.merging(configuration) { $1 })
    let project = try Project.load(in: folder)
    return (project, project.check())
  }

  @Test func aControlMissingFromOneLocalesCaptureShowsACircleAndANote() throws {
    let (project, report) = try Self.project([
      "captures/en/login.json": Self.capture(
        "en", "login", [("login.submit", "Sign in"), ("login.cancel", "Cancel")]),
      "captures/de/login.json": Self.capture(
        "de", "login", [("login.submit", "Anmelden"), ("login.cancel", "Abbrechen")]),
      "captures/fr/login.json": Self.capture("fr", "login", [("login.submit", "Se connecter")]),
    ])
    let cancel = try #require(report.matrix.first { $0.identifier == "login.cancel" })
    #expect(cancel.cells[LocaleID("fr")]?.status == "ok")
    #expect(cancel.cells[LocaleID("fr")]?.isUncaptured == true)
    #expect(cancel.cells[LocaleID("de")]?.isUncaptured == false)
    #expect(
      report.matrix.first { $0.identifier == "login.submit" }?.cells[LocaleID("fr")]?.isUncaptured == false)
    let text = TextReporter().render(report, options: ReportOptions(showAll: true, width: 120))
    let row = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("  login.cancel ") })
    #expect(row.split(separator: " ").dropFirst() == ["✓", "✓", "○"])
    #expect(text.contains("○ ok in the catalogs, not in the locale's UI capture"))
    // Still ok in the summary: the catalogs are right.
    #expect(text.components(separatedBy: "\n").contains { $0.hasPrefix("fr ") && $0.contains("2/2") })
    let notes = project.uncapturedIdentifierNotes(in: report)
    #expect(
      notes.map(\.description) == [
        "note: 'login.cancel' (login) is in the captures of de, en but not of fr: its fr label is checked "
          + "against the catalogs alone, not against the running app"
      ])
    #expect(project.warnings(after: report).contains(notes[0]))
  }

  @Test func aControlTheLocaleShowsOnAnotherScreenIsCaptured() throws {
    // Moved to another screen in French: its French label was seen at run time.
    let (project, report) = try Self.project([
      "captures/en/login.json": Self.capture(
        "en", "login", [("login.submit", "Sign in"), ("login.cancel", "Cancel")]),
      "captures/fr/login.json": Self.capture("fr", "login", [("login.submit", "Se connecter")]),
      "captures/fr/welcome.json": Self.capture("fr", "welcome", [("login.cancel", "Annuler")]),
    ])
    #expect(report.matrix.allSatisfy { row in row.cells.values.allSatisfy { !$0.isUncaptured } })
    #expect(project.uncapturedIdentifierNotes(in: report).isEmpty)
  }

  @Test func aLocaleWithoutACaptureOfTheScreenIsNotTold() throws {
    // German has no capture of `login` at all: nothing there was meant to be seen at run time.
    let (project, report) = try Self.project([
      "captures/en/login.json": Self.capture(
        "en", "login", [("login.submit", "Sign in"), ("login.cancel", "Cancel")]),
      "captures/en/home.json": Self.capture("en", "home", [("home.done", "Sign in")]),
      "captures/de/home.json": Self.capture("de", "home", [("home.done", "Anmelden")]),
    ])
    #expect(report.matrix.allSatisfy { row in row.cells.values.allSatisfy { !$0.isUncaptured } })
    #expect(project.uncapturedIdentifierNotes(in: report).isEmpty)
  }

  @Test func aCellWithAFindingShowsTheFindingAndSeveralIdentifiersShareOneNote() throws {
    let (project, report) = try Self.project([
      "fr.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Sign in"), ("Cancel", "Annuler")]),
      "captures/en/login.json": Self.capture(
        "en", "login", [("login.submit", "Sign in"), ("login.cancel", "Cancel")]),
      "captures/fr/login.json": Self.capture("fr", "login", [("login.help", "Aide")]),
    ])
    let submit = try #require(report.matrix.first { $0.identifier == "login.submit" })
    #expect(submit.cells[LocaleID("fr")]?.status == "english-fallback")
    #expect(submit.cells[LocaleID("fr")]?.isUncaptured == false)
    let notes = project.uncapturedIdentifierNotes(in: report).map(\.message)
    #expect(
      notes == [
        "2 identifiers ('login.cancel' (login), 'login.submit' (login)) are in the captures of en but not of fr: "
          + "their labels there are checked against the catalogs alone, not against the running app"
      ])
  }

  @Test func theHelperListsLeftOutIdentifiersByLocaleAndScreen() throws {
    func parsed(_ locale: String, _ screen: String, _ ids: [String]) throws -> UICapture {
      let text = Self.capture(locale, screen, ids.map { ($0, "x") })
      return try UICaptureParser.parse(
        Array(text.utf8), file: "captures/\(locale)/\(screen).json", locale: LocaleID(locale), screen: screen,
        isJSON: true)
    }
    let uncaptured = UncapturedIdentifiers(captures: [
      try parsed("en", "a", ["one", "two"]), try parsed("en", "b", ["three"]),
      try parsed("de", "a", ["one"]), try parsed("de", "b", []),
    ])
    #expect(uncaptured.screens(leaving: "two", outIn: LocaleID("de")) == ["a"])
    #expect(uncaptured.screens(leaving: "three", outIn: LocaleID("de")) == ["b"])
    #expect(uncaptured.screens(leaving: "one", outIn: LocaleID("de")).isEmpty)
    #expect(uncaptured.screens(leaving: "two", outIn: LocaleID("en")).isEmpty)
    #expect(UncapturedIdentifiers(captures: [try parsed("en", "a", ["one"])]).isEmpty)
  }

  @Test func oneControlLeftOutOfManyLocalesIsOneNoteAndARenamedOneIsCaptured() throws {
    // Only English shows the banner: one note for both other locales, not one each (review 175).
    let banner = try Self.project([
      "captures/en/login.json": Self.capture(
        "en", "login", [("login.submit", "Sign in"), ("login.cancel", "Cancel")]),
      "captures/de/login.json": Self.capture("de", "login", [("login.submit", "Anmelden")]),
      "captures/fr/login.json": Self.capture("fr", "login", [("login.submit", "Se connecter")]),
    ])
    #expect(
      banner.0.uncapturedIdentifierNotes(in: banner.1).map(\.message) == [
        "'login.cancel' (login) is in the captures of en but not of de, fr: its labels there are checked against "
          + "the catalogs alone, not against the running app"
      ])
    // German built the identifier from its text at the same place: the element is captured, and
    // identifier-drift tells the rename.
    let element = { (id: String, label: String, path: String) in
      "{\"identifier\":\"\(id)\",\"label\":\"\(label)\",\"type\":\"button\",\"path\":\"\(path)\"}"
    }
    let renamed = try Self.project([
      "captures/en/login.json": "{\"locale\":\"en\",\"screen\":\"login\",\"elements\":["
        + element("login.submit", "Sign in", "0/0") + "," + element("login.cancel", "Cancel", "0/1") + "]}",
      "captures/de/login.json": "{\"locale\":\"de\",\"screen\":\"login\",\"elements\":["
        + element("login.submit", "Anmelden", "0/0") + "," + element("login.abbrechen", "Abbrechen", "0/1")
        + "]}",
    ])
    #expect(renamed.1.findings.contains { $0.rule == "identifier-drift" })
    #expect(renamed.0.uncapturedIdentifierNotes(in: renamed.1).isEmpty)
  }
}
