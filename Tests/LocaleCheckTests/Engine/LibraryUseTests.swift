import CatalogParser
import TestSupport
import Testing

@testable import LocaleCheck

/// What a library user (an Xcode plugin, a Danger script) needs without the command line's code.
@Suite struct LibraryUseTests {
  @Test func aCatalogTellsWhenItReadNoFile() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "Broken/Localizable.xcstrings": "{\"sourceLanguage\": ",
    ])
    let loader = CatalogLoader(workingDirectory: folder.url.path)
    #expect(!loader.load(paths: ["."]).readsNoFile)
    #expect(loader.load(paths: ["Broken"]).readsNoFile)
    #expect(loader.load(paths: ["Missing"]).readsNoFile)
  }

  @Test func captureErrorsReachTheReport() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "captures/de/login.json": "{\"identifier\": ",
    ])
    let catalog = CatalogLoader(workingDirectory: folder.url.path).load(paths: ["App"])
    let (captures, errors) = UICaptureLoader(workingDirectory: folder.url.path).load("captures")
    #expect(errors.count == 1)
    let report = LocaleChecker().check(catalog, labelMap: nil, captures: captures, captureErrors: errors)
    #expect(report.inputErrors.map(\.position.file) == ["captures/de/login.json"])
    // SARIF then says the run did not succeed.
    let sarif = SARIFReporter().render(report, options: ReportOptions())
    #expect(sarif.contains("\"executionSuccessful\": false"))
  }

  /// A captures folder below the checked paths that cannot be read is told by the catalog walk
  /// and the capture loader alike, at the same place: the report tells it once (audit 210).
  @Test func aCaptureErrorTheCatalogToldIsToldOnce() throws {
    let folder = try TempFolder(files: ["App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n"])
    var catalog = CatalogLoader(workingDirectory: folder.url.path).load(paths: ["App"])
    let unreadable = SourcePosition(file: "App/captures/es", line: 1, column: 1)
    catalog.errors.append(
      CatalogError(position: unreadable, message: "cannot read the folder: Permission denied"))
    let errors = [
      CatalogError(position: unreadable, message: "cannot read the folder: Permission denied"),
      CatalogError(
        file: "App/captures/de/login.json", line: 1, column: 15, message: "unexpected end of file"),
    ]
    let report = LocaleChecker().check(catalog, labelMap: nil, captureErrors: errors)
    #expect(report.inputErrors.map(\.position.file) == ["App/captures/es", "App/captures/de/login.json"])
  }

  @Test func theFolderInTheRepositoryIsFoundFromAnyFolder() throws {
    let folder = try TempFolder(files: [".git/HEAD": "ref: refs/heads/main\n", "App/Sources/.keep": ""])
    #expect(RepositoryFolder.path(of: folder.url.path) == "")
    #expect(RepositoryFolder.path(of: folder.url.appendingPathComponent("App/Sources").path) == "App/Sources")
    #expect(RepositoryFolder.path(of: "/") == nil)
  }
}
