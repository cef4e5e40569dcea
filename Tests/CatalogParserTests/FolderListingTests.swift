import Foundation
import Testing

@testable import CatalogParser

/// Folders are listed with `readdir`, so that names that are not UTF-8 and unreadable folders
/// are reported instead of silently leaving locales out of the check.
@Suite final class FolderListingTests {
  /// The folders this test made, removed when it ends.
  private var roots: [URL] = []

  deinit { for root in roots { try? FileManager.default.removeItem(at: root) } }

  /// A fresh folder holding `names` (raw bytes) as empty files, or as folders when they end in `/`.
  private func makeFolder(_ names: [[UInt8]]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
    roots.append(root)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for name in names {
      let path = Array(root.path.utf8) + [0x2F] + name
      let created = (path + [0]).withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { cPath in
          name.last == 0x2F ? mkdir(cPath.baseAddress!, 0o755) : creat(cPath.baseAddress!, 0o644)
        }
      }
      #expect(created >= 0, "could not create \(String(decoding: name, as: UTF8.self))")
      if created > 0 && name.last != 0x2F { close(created) }
    }
    return root.path
  }

  /// Whether the temporary folder's file system stores names that are not UTF-8: APFS refuses
  /// to create them (`EILSEQ`), so there no such name can be met.
  static let storesNamesThatAreNotUTF8: Bool = {
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listing-probe-\(UUID().uuidString)")
    let path = Array(probe.path.utf8) + [0xFF, 0]
    return path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { cPath in
        let created = creat(cPath.baseAddress!, 0o600)
        guard created >= 0 else { return false }
        close(created)
        unlink(cPath.baseAddress!)
        return true
      }
    }
  }()

  @Test func listsSortedNames() throws {
    let root = try makeFolder([Array("b.strings".utf8), Array("a.lproj/".utf8), Array("C.strings".utf8)])
    let listing = try FolderListing.read(root).get()
    #expect(listing.names == ["C.strings", "a.lproj", "b.strings"])
    #expect(listing.undecodableNames.isEmpty)
  }

  @Test(.enabled(if: storesNamesThatAreNotUTF8, "the file system refuses names that are not UTF-8"))
  func keepsUndecodableNamesApart() throws {
    let root = try makeFolder([Array("b.strings".utf8), Array("a.lproj/".utf8), [0x66, 0xFF, 0x2E, 0x78]])
    let listing = try FolderListing.read(root).get()
    #expect(listing.names == ["a.lproj", "b.strings"])
    #expect(listing.undecodableNames == ["f\u{FFFD}.x"])
  }

  @Test func aFileIsNotAFolder() throws {
    let root = try makeFolder([Array("file.strings".utf8)])
    let result = FolderListing.read(root + "/file.strings")
    #expect(throws: FolderListingError.self) { try result.get() }
    if case .failure(let error) = result {
      #expect(!error.isMissing && error.reason == String(cString: strerror(ENOTDIR)))
    }
    if case .failure(let error) = FolderListing.read(root + "/nowhere") { #expect(error.isMissing) }
  }

  @Test(.enabled(if: storesNamesThatAreNotUTF8, "the file system refuses names that are not UTF-8"))
  func discoveryReportsLocalizationNamesThatAreNotUTF8() throws {
    // "\xFF.lproj/" holds a table that would be dropped in silence; "notes\xFF.txt" is no catalog.
    let root = try makeFolder([
      Array("en.lproj/".utf8), Array("en.lproj/Localizable.strings".utf8), [0xFF] + Array(".lproj/".utf8),
      Array("en.lproj/Main".utf8) + [0xFE] + Array(".strings".utf8),
      Array("notes".utf8) + [0xFF] + Array(".txt".utf8),
    ])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(files.map(\.context.displayPath) == ["en.lproj/Localizable.strings"])
    #expect(
      errors.map(\.description) == [
        "\u{FFFD}.lproj:1:1: error: the name is not valid UTF-8, so it is not read; rename it",
        "en.lproj/Main\u{FFFD}.strings:1:1: error: the name is not valid UTF-8, so it is not read; rename it",
      ])
  }

  @Test func namesWithControlCharactersAreReportedOnOneLine() throws {
    // A line break in a name would split the diagnostic (or forge one); an escape sequence
    // would reach the terminal.
    let root = try makeFolder([
      Array("x\ny.xcstrings".utf8), Array("fr.lproj/".utf8), Array("fr.lproj/e\u{1B}[31mvil.strings".utf8),
      Array("note\n.txt".utf8),
    ])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(files.isEmpty)
    #expect(
      errors.map(\.description) == [
        "x\\u{A}y.xcstrings:1:1: error: the name holds control characters, so it is not read; rename it",
        "fr.lproj/e\\u{1B}[31mvil.strings:1:1: error: the name holds control characters, so it is not read; rename it",
      ])
  }

  @Test func namesWithC1ControlsSeparatorsOrBidiOverridesAreReported() throws {
    // Shown escaped, such a path would name no file that Xcode or GitHub could open.
    let root = try makeFolder(
      ["nel\u{85}x", "ls\u{2028}x", "rlo\u{202E}gnp.exe"].flatMap { name in
        [
          Array("\(name)/".utf8), Array("\(name)/de.lproj/".utf8),
          Array("\(name)/de.lproj/Localizable.strings".utf8),
        ]
      })
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(files.isEmpty)
    #expect(
      errors.map(\.position.file) == ["ls\\u{2028}x", "nel\\u{85}x", "rlo\\u{202E}gnp.exe"])
  }

  @Test func aBundleFolderWithControlCharactersIsReportedNotSkipped() throws {
    // Its locales would drop out of the check unseen; a folder without catalogs stays unmentioned.
    let root = try makeFolder([
      Array("My\u{1B}[31mApp/".utf8), Array("My\u{1B}[31mApp/de.lproj/".utf8),
      Array("My\u{1B}[31mApp/de.lproj/Localizable.strings".utf8), Array("notes\n/".utf8),
      Array("notes\n/readme.txt".utf8), Array("en.lproj/".utf8), Array("en.lproj/Localizable.strings".utf8),
    ])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(files.map(\.context.displayPath) == ["en.lproj/Localizable.strings"])
    #expect(
      errors.map(\.description) == [
        "My\\u{1B}[31mApp:1:1: error: the name holds control characters, so it is not read; rename it"
      ])
  }
}
