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
    #expect(
      try project(["App/de.lproj"], in: folder).notes.map(\.description) == [
        "warning: App/de.lproj is one locale's folder: App/en.lproj, its bundle's source-language folder, is "
          + "not among the paths, so the keys of de stand as their own source text and nothing is compared with en; "
          + "check App with --locales de"
      ])
    // One warning per bundle, naming every locale of its paths (review 178).
    #expect(
      try project(["App/de.lproj", "App/fr.lproj/Localizable.strings"], in: folder).notes.map(\.description)
        == [
          "warning: App/de.lproj, App/fr.lproj/Localizable.strings are in locale folders: App/en.lproj, their "
            + "bundle's source-language folder, is not among the paths, so the keys of de, fr stand as their own "
            + "source text and nothing is compared with en; check App with --locales de,fr"
        ])
  }

  @Test func aConfiguredPathOrARunInsideTheFolderIsToldToo() throws {
    let folder = try folder()
    try folder.write(".labelcheck.json", #"{"version": 1, "paths": ["App/de.lproj"]}"#)
    var options = ProjectOptions(workingDirectory: folder.url.path)
    #expect(try Project.load(options).notes.contains { $0.message.hasPrefix("App/de.lproj is one locale's") })
    options = ProjectOptions(workingDirectory: folder.url.appendingPathComponent("App/de.lproj").path)
    #expect(
      try Project.load(options).notes.contains {
        $0.message.hasPrefix(". is one locale's folder: ../en.lproj")
      })
  }

  @Test func aRunThatReadsTheSourceFolderOrTheBundleIsNotWarned() throws {
    let folder = try folder()
    #expect(try project(["App/de.lproj", "App/en.lproj"], in: folder).notes.isEmpty)
    #expect(try project(["App"], in: folder).notes.isEmpty)
    #expect(try project(["App/en.lproj"], in: folder).notes.isEmpty)
  }
}
