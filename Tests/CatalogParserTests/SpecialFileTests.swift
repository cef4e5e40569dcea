import Foundation
import Testing

@testable import CatalogParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pipes, devices and folders where a file is expected end in an error or in what they hold,
/// never in a wait: a FIFO nobody writes to, or a link to `/dev/zero` among the catalogs.
@Suite struct SpecialFileTests {
  /// A fresh folder, removed after `body`.
  private func withFolder(_ body: (String) throws -> Void) throws {
    let folder = NSTemporaryDirectory() + "labelcheck-special-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  @Test func aFIFONobodyWritesToReadsAsEmpty() throws {
    try withFolder { folder in
      let fifo = folder + "/baseline.json"
      try #require(mkfifo(fifo, 0o600) == 0)
      #expect(try FileReader.readBytes(atPath: fifo, displayPath: "baseline.json").isEmpty)
    }
  }

  @Test func onlyRegularFilesAreReadWhenAsked() throws {
    try withFolder { folder in
      let fifo = folder + "/Fifo.strings"
      try #require(mkfifo(fifo, 0o600) == 0)
      for path in [fifo, "/dev/zero", "/dev/null", folder] {
        let error = #expect(throws: CatalogError.self, "\(path)") {
          _ = try FileReader.readBytes(atPath: path, displayPath: "x.strings", regularFilesOnly: true)
        }
        #expect(error?.position == SourcePosition(file: "x.strings", line: 1, column: 1))
        #expect(error?.message.hasPrefix("not a regular file") == true)
      }
    }
  }

  @Test func captureFilesThatAreNotFilesAreErrorsAndTheOthersAreRead() throws {
    try withFolder { folder in
      let english = folder + "/captures/en"
      try FileManager.default.createDirectory(atPath: english, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: english + "/zero.json", withDestinationPath: "/dev/zero")
      try Data(#"{"elements":[{"identifier":"a.b","label":"A"}]}"#.utf8).write(
        to: URL(fileURLWithPath: english + "/login.json"))
      let (captures, errors) = UICaptureLoader(workingDirectory: folder).load("captures")
      #expect(errors.map(\.position.file) == ["captures/en/zero.json"])
      #expect(errors.first?.message.hasPrefix("not a regular file") == true)
      #expect(captures.map(\.screen) == ["login"])
    }
  }

  @Test func catalogFilesThatAreNotFilesAreErrorsAndTheOthersAreRead() throws {
    try withFolder { folder in
      let lproj = folder + "/de.lproj"
      try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
      try #require(mkfifo(lproj + "/Fifo.strings", 0o600) == 0)
      try FileManager.default.createSymbolicLink(
        atPath: lproj + "/Zero.strings", withDestinationPath: "/dev/zero")
      try Data("\"Save\" = \"Sichern\";\n".utf8).write(to: URL(fileURLWithPath: lproj + "/Main.strings"))
      let catalog = CatalogLoader(workingDirectory: folder).load(paths: ["."])
      #expect(
        catalog.errors.map(\.position.file).sorted() == ["de.lproj/Fifo.strings", "de.lproj/Zero.strings"])
      #expect(catalog.errors.allSatisfy { $0.message.hasPrefix("not a regular file") })
      #expect(
        catalog.table(named: "Main")?.entry(forKey: "Save")?.localizations[LocaleID("de")]?.value == "Sichern"
      )
    }
  }
}
