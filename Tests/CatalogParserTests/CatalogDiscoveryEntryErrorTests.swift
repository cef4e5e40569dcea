import Foundation
import Testing

@testable import CatalogParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Entries a walk cannot reach, or whose kind is not what their names say, are reported: each
/// would otherwise take a locale out of the check unseen.
@Suite("Discovery: entries that cannot be read as named")
final class CatalogDiscoveryEntryErrorTests {
  private let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "discovery-entries-\(UUID().uuidString)"
  ).path

  deinit { try? FileManager.default.removeItem(atPath: root) }

  private func write(_ path: String, _ text: String = "") throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func aLocaleFolderThatIsAFileAndFoldersNamedAsFilesAreReported() throws {
    try write("App/en.lproj/Main.strings")
    // What Git checks a linked folder out as with core.symlinks=false: a file holding the target.
    try write("App/fr.lproj", "../Shared/fr.lproj")
    try write("App/Localizable.xcstrings/contents.json")
    try write("App/es.lproj/Main.strings/x")
    try write("Docs/notes.strings/readme.txt")
    // A translator's delivery unpacked into a folder of the file's name: read where it holds one.
    try write("Translations/fr.xliff/fr.xliff.zip")
    try write("Translations/de.xliff/de.xliff", "<xliff version=\"1.2\"/>")
    let discovery = CatalogDiscovery(workingDirectory: root)
    let (files, errors) = discovery.discover(["."])
    #expect(
      files.map(\.context.displayPath) == ["App/en.lproj/Main.strings", "Translations/de.xliff/de.xliff"])
    #expect(
      errors.map(\.description) == [
        "App/Localizable.xcstrings:1:1: error: a folder, not a .xcstrings file, so it is not read",
        "App/es.lproj/Main.strings:1:1: error: a folder, not a .strings file, so it is not read",
        "App/fr.lproj:1:1: error: a .lproj is a folder; this is a file (a link checked out as text, as Git "
          + "does with core.symlinks=false?), so its locale is not read",
        "Translations/fr.xliff:1:1: error: a folder, not a .xliff file, and nothing in it is read",
      ])
    let named = discovery.discover(["App/es.lproj/Main.strings", "App/fr.lproj"]).errors
    #expect(named.map(\.position.file) == ["App/es.lproj/Main.strings", "App/fr.lproj"])
  }

  @Test(.enabled(if: PATH_MAX > 2048, "no path is longer than 1,024 bytes where PATH_MAX is 1024 (Darwin)"))
  func aFolderDeeperThanAThousandBytesIsWalked() throws {
    // Foundation's `resolvingSymlinksInPath` cuts paths past 1,024 bytes.
    let deep = Array(repeating: String(repeating: "a", count: 16), count: 70).joined(separator: "/")
    try write(deep + "/fr.lproj/Main.strings")
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(errors.isEmpty)
    #expect(files.map(\.context.displayPath) == [deep + "/fr.lproj/Main.strings"])
  }

  @Test(.enabled(if: geteuid() != 0, "root enters every folder"))
  func aFolderThatCanBeListedButNotEnteredIsReported() throws {
    try write("App/en.lproj/Main.strings")
    try write("App/it.lproj/Main.strings")
    let locked = root + "/App/it.lproj"
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
    let discovery = CatalogDiscovery(workingDirectory: root)
    let (files, errors) = discovery.discover(["."])
    #expect(files.map(\.context.displayPath) == ["App/en.lproj/Main.strings"])
    #expect(
      errors.map(\.description) == [
        "App/it.lproj:1:1: error: cannot read the files in the folder: Permission denied (it can be listed "
          + "but not entered; chmod +x it)"
      ])
    let named = discovery.discover(["App/it.lproj/Main.strings"]).errors
    #expect(named.map(\.message) == ["cannot read it: Permission denied"])
  }
}
