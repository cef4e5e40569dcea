import Foundation
import Testing

@testable import CatalogParser

/// Which storyboards and XIBs a walk reads: those in `Base.lproj` whose tables `.lproj` folders
/// translate.
@Suite("Discovery: storyboards and XIBs")
struct InterfaceBuilderDocumentDiscoveryTests {
  static func found(_ files: [DiscoveredFile]) -> [String] {
    files.filter { $0.format == .interfaceBuilder }.map {
      "\($0.context.displayPath)|\($0.context.bundle)|\($0.context.table)"
    }
  }

  @Test func documentsBesideTheirTablesAreFoundAndOthersAreNot() throws {
    let root = try SourcePropertyListDiscoveryTests.makeTree([
      "App/Base.lproj/Main.storyboard", "App/Base.lproj/Main.xib", "App/Base.lproj/Settings.xib",
      "App/Base.lproj/LaunchScreen.storyboard", "App/de.lproj/Main.strings", "App/fr.lproj/Settings.strings",
      // No table of its name, and a table in another bundle.
      "Widget/Base.lproj/Main.storyboard", "Widget/de.lproj/Localizable.strings",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let (files, errors) = CatalogDiscovery(workingDirectory: root.path).discover(["."])
    #expect(errors.isEmpty)
    // A storyboard before a XIB of the same name: a table has one document.
    #expect(
      Self.found(files) == [
        "App/Base.lproj/Main.storyboard|App|Main", "App/Base.lproj/Settings.xib|App|Settings",
      ])
  }

  @Test func aTableNamedOnItsOwnOrAnExcludedDocumentBringsNone() throws {
    let root = try SourcePropertyListDiscoveryTests.makeTree([
      "App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let named = CatalogDiscovery(workingDirectory: root.path).discover(["App/de.lproj/Main.strings"])
    #expect(Self.found(named.files).isEmpty)
    var discovery = CatalogDiscovery(workingDirectory: root.path)
    discovery.exclusion.add(["*.storyboard"], base: root.path)
    #expect(Self.found(discovery.discover(["."]).files).isEmpty)
  }
}
