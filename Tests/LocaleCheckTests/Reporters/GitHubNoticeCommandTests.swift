import CatalogParser
import Testing

@testable import LocaleCheck

/// labelcheck's own warnings as workflow commands, for runs whose report is `github`'s.
@Suite struct GitHubNoticeCommandTests {
  @Test func aNoticeAtAnEntryIsAnnotatedThereFromTheRepositoryRootAndItsDataEscaped() {
    // Run in the repository's `ios` folder.
    let notice = ProjectNotice(
      .warning, "'a,b' maps to no key: 100% unbound\nsecond line",
      at: SourcePosition(file: "labels.json", line: 7, column: 5))
    #expect(
      GitHubReporter.command(for: notice, options: ReportOptions(folderInRepository: "ios"))
        == "::warning file=ios/labels.json,line=7,col=5,title=labelcheck::'a,b' maps to no key: 100%25 unbound"
        + "%0Asecond line")
  }

  @Test func aNoteIsANoticeWithoutAFile() {
    #expect(
      GitHubReporter.command(for: ProjectNotice(.note, "2 locales"), options: ReportOptions())
        == "::notice title=labelcheck::2 locales")
  }
}
