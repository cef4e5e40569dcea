import TestSupport
import Testing

@testable import LocaleCheck

/// The JSON and SARIF reporters write their documents in parts (`JSONDocument`) and as bytes
/// (`renderUTF8`): the same text as the whole document value.
@Suite("Reports in parts")
struct ReportPartsTests {
  @Test func reportersWriteTheirDocuments() throws {
    let catalog = CatalogLoader(workingDirectory: TestPaths.corpus.path).load(paths: [
      "mozilla-l10n__focusios-l10n"
    ])
    let report = LocaleChecker().check(catalog)
    try #require(report.findings.count > 2 * JSONDocument.chunkSize)
    let json = JSONReporter()
    #expect(
      json.render(report, options: ReportOptions()) == json.document(report).serialized(pretty: true) + "\n")
    #expect(
      json.renderUTF8(report, options: ReportOptions())
        == Array(json.render(report, options: ReportOptions()).utf8))
    let sarif = SARIFReporter()
    #expect(
      sarif.renderUTF8(report, options: ReportOptions())
        == Array(sarif.render(report, options: ReportOptions()).utf8))
    #expect(
      sarif.render(report, options: ReportOptions()) == sarif.document(report).serialized(pretty: true) + "\n"
    )
  }
}
