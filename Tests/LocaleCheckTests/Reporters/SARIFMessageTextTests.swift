import Testing

@testable import LocaleCheck

/// Quoted keys and labels stay text in SARIF viewers (SARIF 2.1.0 sections 3.11.5 and 3.11.6).
@Suite struct SARIFMessageTextTests {
  @Test func bracesAreDoubledSoNoViewerFillsThemIn() {
    #expect(SARIFMessageText.plain("Delete {0} items?") == "Delete {{0}} items?")
    #expect(SARIFMessageText.plain("Open ${applicationName}") == "Open ${{applicationName}}")
  }

  @Test func anEmbeddedLinkShapeIsEscaped() {
    #expect(SARIFMessageText.plain("Read the [Terms](1) first") == "Read the \\[Terms\\](1) first")
    #expect(SARIFMessageText.plain("[a\\b](https://x)") == "\\[a\\\\b\\](https://x)")
  }

  @Test func plainTextStaysAsItIs() {
    for text in ["de shows the en text 'Save'", "Tags [beta]", "C:\\Users (1)", "a ] b ( c", ""] {
      #expect(SARIFMessageText.plain(text) == text)
    }
  }

  @Test func resultMessagesAreEscaped() throws {
    var report = ReportFixture.report
    report.findings[0].message = "de shows the en text 'Delete {0} items?'"
    let text = SARIFReporter().render(report, options: ReportOptions())
    #expect(text.contains("de shows the en text 'Delete {{0}} items?'"))
  }
}
