import Testing

@testable import LocaleCheck

/// Two elements of one capture with one identifier: advice to give each its own holds where both
/// are on one screen at once, not for one control in two dumps of a file, and an identifier drift
/// that is a neighbour's repeated identifier is told as such (audit 241).
@Suite struct CaptureSharedIdentifierTests {
  private let catalog = CatalogText.xcstrings([
    "Archive": ["en": "Archive", "de": "Archivieren"], "Delete": ["en": "Delete", "de": "Löschen"],
  ])

  private static func row(_ identifier: String, _ label: String, address: Int) -> String {
    "Button, 0x\(address), {{0.0, \(address).0}, {390.0, 44.0}}, identifier: '\(identifier)', label: '\(label)'"
  }

  @Test func oneControlInTwoDumpsOfAFileIsNoSharedIdentifier() throws {
    let before = WindowDump.text([Self.row("inbox.archive", "Archivieren", address: 3)])
    let after = WindowDump.text([Self.row("inbox.archive", "Archive", address: 4)])
    let report = try WindowDump.report(
      catalog: catalog,
      captures: [
        "en": WindowDump.text([Self.row("inbox.archive", "Archive", address: 3)]),
        "de": before + "\n" + after,
      ],
      screen: "inbox")
    #expect(
      report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.message) == [
        "de capture of inbox shows the source-language text 'Archive' for inbox.archive, but the catalog "
          + "resolves 'Archivieren'"
      ])
    // On one screen at once, the advice stands.
    let once = try WindowDump.report(
      catalog: catalog,
      captures: [
        "en": WindowDump.text([Self.row("inbox.archive", "Archive", address: 3)]),
        "de": WindowDump.text([
          Self.row("inbox.archive", "Archivieren", address: 3),
          Self.row("inbox.archive", "Archive", address: 4),
        ]),
      ], screen: "inbox")
    #expect(
      once.findings.map(\.message).contains { $0.hasSuffix("give each element its own identifier") },
      "\(once.findings.map(\.message))")
  }

  @Test func oneMismatchInTwoDumpsOfAFileIsOneFinding() throws {
    // Audit 266: a dump before and after a step shows the same wrong label twice; a third shows
    // another wrong label, which is told too.
    let dump = { (label: String, address: Int) in
      WindowDump.text([Self.row("inbox.archive", label, address: address)])
    }
    let report = try WindowDump.report(
      catalog: catalog,
      captures: [
        "en": dump("Archive", 3),
        "de": dump("Archiv", 3) + "\n" + dump("Archiv", 4) + "\n" + dump("Archivieren!", 5),
      ],
      screen: "inbox")
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(mismatches.map(\.actual) == ["Archiv", "Archivieren!"])
    #expect(mismatches.first?.position?.line == 4)
  }

  @Test func aNeighboursRepeatedIdentifierIsToldAsSuch() throws {
    let rows = { (archive: String, archiveLabel: String, deleteLabel: String) in
      WindowDump.text([
        Self.row(archive, archiveLabel, address: 3), Self.row("inbox.delete", deleteLabel, address: 4),
      ])
    }
    let report = try WindowDump.report(
      catalog: catalog,
      captures: [
        "en": rows("inbox.archive", "Archive", "Delete"),
        "de": rows("inbox.delete", "Archivieren", "Löschen"),
      ], screen: "inbox")
    let drift = report.findings.filter { $0.rule == "identifier-drift" }.map(\.message)
    #expect(drift.count == 1)
    #expect(
      drift.first?.hasPrefix("de capture of inbox has 'inbox.delete', another element's identifier, at ")
        == true,
      "\(drift)")
    #expect(
      drift.first?.hasSuffix("where en has 'inbox.archive': give each element its own identifier") == true)
  }

  @Test func aJSONCapturesPathsAreNoDumps() throws {
    // Review 171: a JSON capture is one tree, whatever its paths start with (`3`, `4`).
    let capture = try CaptureBindingTests.capture(
      "de", "inbox",
      [("inbox.archive", "Archivieren", "Button", "3"), ("inbox.archive", "Löschen", "Button", "4")])
    let english = try CaptureBindingTests.capture(
      "en", "inbox", [("inbox.archive", "Archive", "Button", "3")])
    let files = ["Localizable.xcstrings": catalog]
    let messages = try CaptureBindingTests.report(files, [english, capture]).findings.map(\.message)
    #expect(messages.contains { $0.hasSuffix("give each element its own identifier") }, "\(messages)")
  }

  @Test func aFileOfTwoDumpsRepeatsNoIdentifier() throws {
    // Review 171: the same dump twice, with a control the source's capture has and this one lacks.
    let german = WindowDump.text([Self.row("inbox.delete", "Löschen", address: 3)])
    let report = try WindowDump.report(
      catalog: catalog,
      captures: [
        "en": WindowDump.text([
          Self.row("inbox.archive", "Archive", address: 3), Self.row("inbox.delete", "Delete", address: 4),
        ]),
        "de": german + "\n" + german,
      ], screen: "inbox")
    #expect(
      report.findings.filter { $0.rule == "identifier-drift" }.isEmpty, "\(report.findings.map(\.message))")
  }
}
