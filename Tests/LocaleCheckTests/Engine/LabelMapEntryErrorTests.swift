import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A label map read in part: an entry that cannot be read is left out with its error, and the
/// other entries are checked, so that one slip in a map of hundreds neither hides the run nor
/// takes a run per slip to find (audit 196).
@Suite struct LabelMapEntryErrorTests {
  static let map = """
    { "version": 1,
      "identifiers": {
        "login.email.field": { "key": "Email" },
        "login.password.field": { "key": "Password", "scren": "login" },
        "login.submit.button": { "key": 5 },
        "login.help.link": { "table": "Localizable" },
        "login.email.field": { "key": "Email address" },
        "login.cancel.button": { "key": "Cancel" } } }
    """

  @Test func everyBadEntryIsToldAndTheOthersAreKept() throws {
    let map = try LabelMap.parseInPart(Array(Self.map.utf8), file: "labels.json")
    #expect(map.entries.map(\.identifier) == ["login.email.field", "login.cancel.button"])
    #expect(map.entries.first?.key == "Email", "the first of a twice-written identifier is kept")
    #expect(
      map.entryErrors.map(\.description) == [
        "labels.json:4:50: error: unknown field 'scren' for 'login.password.field' "
          + "(expected key, table, value, hint, visibleText, screen or bundle)",
        "labels.json:5:37: error: 'key' must be a string, not a number",
        "labels.json:6:5: error: 'login.help.link' has no 'key'",
        "labels.json:7:5: error: 'login.email.field' is written twice (first at line 3, column 5)",
      ])
    // Read whole, the map is the first error.
    #expect(throws: map.entryErrors[0]) { try LabelMap.parse(Array(Self.map.utf8), file: "labels.json") }
  }

  @Test func errorsOfTheFileItselfAreStillThrown() {
    for text in [
      #"{"version": 2, "identifiers": {}}"#, #"{"identifers": {"a.b": {"key": "A"}}}"#,
      #"{"identifiers": []}"#, #"{"identifiers": {"a.b": {"key": "A"},"#,
    ] {
      #expect(throws: CatalogError.self, "\(text)") {
        try LabelMap.parseInPart(Array(text.utf8), file: "l.json")
      }
    }
  }

  @Test func theReportCountsTheEntriesLeftOutAsInputErrors() throws {
    let folder = try TempFolder(files: [
      "labels.json": Self.map,
      "App/en.lproj/Localizable.strings": "\"Email\" = \"Email\";\n\"Cancel\" = \"Cancel\";\n",
      "App/de.lproj/Localizable.strings": "\"Email\" = \"E-Mail\";\n\"Cancel\" = \"Cancel\";\n",
    ])
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.labelMap = "labels.json"
    let project = try Project.load(options)
    let report = project.check()
    #expect(report.matrix.map(\.identifier) == ["login.email.field", "login.cancel.button"])
    #expect(report.findings.map(\.rule) == ["english-fallback"], "the entries read are checked")
    #expect(report.inputErrors.count == 4)
    #expect(report.inputErrors.allSatisfy { report.inputErrorKind($0) == "unreadable-entry" })
    #expect(
      ReportText.summaryLine(report)
        == "1 error in 1 of 2 locales; 4 label-map entries could not be read")
    #expect(project.emptyLabelMapWarnings().isEmpty)
  }
}
