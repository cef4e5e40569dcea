import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A run over one locale's `.lproj` folder, whose source folder beside it is left out (audit 259).
@Suite("Left-out source folders")
struct LeftOutSourceFolderTests {
  private func project(_ paths: [String], in folder: TempFolder) throws -> Project {
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.paths = paths
    return try Project.load(options)
  }

  private func folder() throws -> TempFolder {
    try TempFolder(files: [
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Photos"), ("b", "Settings")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("a", "Fotos"), ("b", "Settings")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("a", "Photos")]),
    ])
  }

  @Test func aLocalesFolderAloneIsToldWhatItLeavesOut() throws {
    let folder = try folder()
    let project = try project(["App/de.lproj", "App/fr.lproj/Localizable.strings"], in: folder)
    // One warning per bundle: both paths are of App.
    #expect(
      project.notes.map(\.description) == [
        "warning: App/de.lproj is one locale's folder: App/en.lproj, its bundle's source-language folder, is "
          + "not among the paths, so de's keys stand as their own source text and nothing is compared with en; "
          + "check App with --locales de"
      ])
  }

  @Test func aRunThatReadsTheSourceFolderOrTheBundleIsNotWarned() throws {
    let folder = try folder()
    #expect(try project(["App/de.lproj", "App/en.lproj"], in: folder).notes.isEmpty)
    #expect(try project(["App"], in: folder).notes.isEmpty)
    #expect(try project(["App/en.lproj"], in: folder).notes.isEmpty)
  }
}
