import Foundation
import Testing

@testable import CatalogParser

/// Which property lists a walk reads as source text: those beside the tables that translate them.
@Suite("Discovery: Info.plist and Settings bundle schemas")
struct SourcePropertyListDiscoveryTests {
  static func makeTree(_ paths: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plist-\(UUID().uuidString)")
    for path in paths {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    return root
  }

  static func found(_ files: [DiscoveredFile]) -> [String] {
    files.filter { $0.format == .propertyList }.map {
      "\($0.context.displayPath)|\($0.context.bundle)|\($0.context.table)|\($0.context.locale?.identifier ?? "-")"
    }
  }

  @Test func plistsBesideLocaleFoldersAreFoundAndOthersAreNot() throws {
    let root = try Self.makeTree([
      "App/Info.plist", "App/App-Info.plist", "App/Config.plist", "App/GoogleService-Info.plist",
      "App/de.lproj/Localizable.strings",
      "App/Settings.bundle/Root.plist", "App/Settings.bundle/Audio.plist",
      "App/Settings.bundle/de.lproj/Root.strings",
      // A target that localizes nothing, and a Settings bundle without translations.
      "Tool/Info.plist", "Tool/Settings.bundle/Root.plist",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (files, errors) = CatalogDiscovery(workingDirectory: root.path).discover(["."])
    #expect(errors.isEmpty)
    // Beside `Info.plist`, `App-Info.plist` is another configuration's.
    #expect(
      Self.found(files) == [
        "App/Info.plist|App|InfoPlist|Base",
        "App/Settings.bundle/Audio.plist|App/Settings.bundle|Audio|Base",
        "App/Settings.bundle/Root.plist|App/Settings.bundle|Root|Base",
      ])
  }

  @Test func excludedPlistIsNotRead() throws {
    let root = try Self.makeTree(["App/Info.plist", "App/de.lproj/InfoPlist.strings"])
    defer { try? FileManager.default.removeItem(at: root) }
    var discovery = CatalogDiscovery(workingDirectory: root.path)
    discovery.exclusion.add(["App/Info.plist"], base: root.path)
    #expect(Self.found(discovery.discover(["."]).files).isEmpty)
  }

  @Test func aFileNamedOnItsOwnBringsNoPlist() throws {
    // `matrix App/de.lproj/Localizable.strings`: its sibling `InfoPlist.strings` is not read, so
    // the prompts would all be missing.
    let root = try Self.makeTree([
      "App/Info.plist", "App/de.lproj/Localizable.strings", "App/de.lproj/InfoPlist.strings",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let discovery = CatalogDiscovery(workingDirectory: root.path)
    #expect(Self.found(discovery.discover(["App/de.lproj/Localizable.strings"]).files).isEmpty)
    #expect(Self.found(discovery.discover(["App"]).files) == ["App/Info.plist|App|InfoPlist|Base"])
  }

  @Test func infoPlistBesideTablesWhoseInfoPlistTableIsElsewhereIsNotRead() throws {
    // Its translations are in `Resources`: read, its prompts would be a table no locale has; nor
    // is it `Resources`'s, which may be a widget's folder with its own plist elsewhere.
    let root = try Self.makeTree([
      "App/Info.plist", "App/de.lproj/Localizable.strings", "App/Resources/de.lproj/InfoPlist.strings",
      "Widget/Info.plist", "Widget/InfoPlist.xcstrings", "Widget/de.lproj/Widget.strings",
      // A sibling target without an `InfoPlist` table of its own: its prompts are its own.
      "MacApp/Info.plist", "MacApp/de.lproj/Localizable.strings",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = CatalogDiscovery(workingDirectory: root.path).discover(["."]).files
    #expect(
      Self.found(files) == [
        "MacApp/Info.plist|MacApp|InfoPlist|Base", "Widget/Info.plist|Widget|InfoPlist|Base",
      ])
  }

  @Test func aFolderOfInfoPlistTablesTakesThePlistAboveIt() throws {
    // Signal's layout (audit 278), and one two folders down.
    let root = try Self.makeTree([
      "Signal/Signal-Info.plist", "Signal/translations/de.lproj/InfoPlist.strings",
      "Signal/translations/de.lproj/Localizable.strings",
      "Deep/Info.plist", "Deep/Resources/Localization/de.lproj/InfoPlist.strings",
      // Two folders of `InfoPlist` tables below one plist, and a folder with two plists.
      "Apps/Info.plist", "Apps/A/de.lproj/InfoPlist.strings", "Apps/B/de.lproj/InfoPlist.strings",
      "Pair/Info.plist", "Pair/Two/Kodi-Info.plist", "Pair/Two/XBMC-Info.plist",
      "Pair/Two/de.lproj/InfoPlist.strings",
      // A widget whose own plist is in a folder below its tables (review 190) or beside them, and
      // one below an app's String Catalog (review 191).
      "Host/Info.plist", "Host/Widget/Support/Info.plist", "Host/Widget/de.lproj/InfoPlist.strings",
      "Side/Info.plist", "Side/Widget/Config/Info.plist", "Side/Widget/Resources/de.lproj/InfoPlist.strings",
      "Cat/Info.plist", "Cat/Localizable.xcstrings", "Cat/Widget/InfoPlist.xcstrings",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let discovery = CatalogDiscovery(workingDirectory: root.path)
    #expect(
      Self.found(discovery.discover(["."]).files) == [
        "Deep/Info.plist|Deep/Resources/Localization|InfoPlist|Base",
        "Signal/Signal-Info.plist|Signal/translations|InfoPlist|Base",
      ])
    // Not above the folder the run walks.
    #expect(Self.found(discovery.discover(["Signal/translations"]).files).isEmpty)
  }

  @Test func withoutInfoPlistOnlyALoneTargetPlistIsRead() throws {
    let root = try Self.makeTree([
      "Old/Old-Info.plist", "Old/GoogleService-Info.plist", "Old/de.lproj/InfoPlist.strings",
      "Two/Kodi Remote-Info.plist", "Two/XBMC Remote-Info.plist", "Two/de.lproj/InfoPlist.strings",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = CatalogDiscovery(workingDirectory: root.path).discover(["."]).files
    #expect(Self.found(files) == ["Old/Old-Info.plist|Old|InfoPlist|Base"])
  }
}
