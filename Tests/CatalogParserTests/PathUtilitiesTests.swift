import Testing

@testable import CatalogParser

@Suite("Path utilities")
struct PathUtilitiesTests {
  /// Audit 224: a relative folder's walk ends (the parent of `.` is `.`).
  @Test func aRelativeFoldersWalkEnds() {
    #expect(PathUtilities.nearestFolder(from: "a/b", holding: "no-such-name-\(#line)") == nil)
    #expect(PathUtilities.nearestFolder(from: ".", holding: "no-such-name-\(#line)") == nil)
  }

  @Test(arguments: [
    ("a/./b/../c", "/x/y", "/x/y/a/c"), ("/abs//path/", "/ignored", "/abs/path"), ("../../..", "/x", "/"),
    ("Über/é.lproj", "/Projets", "/Projets/Über/é.lproj"),
  ])
  func absolute(path: String, base: String, expected: String) {
    #expect(PathUtilities.absolute(path, base: base) == expected)
  }

  @Test(arguments: [
    ("/x/y/a/b.strings", "/x/y", "a/b.strings"), ("/x/z", "/x/y", "../z"), ("/x/y", "/x/y", "."),
    ("/", "/x", ".."), ("/x/日本語/ja.lproj", "/x", "日本語/ja.lproj"),
  ])
  func relative(path: String, base: String, expected: String) {
    #expect(PathUtilities.relative(path, to: base) == expected)
  }

  @Test(arguments: [
    ("/a/b.strings", "b.strings"), ("a/b//", "b"), ("name", "name"), ("", ""), ("///", "///"),
    ("x/Ünïcödé.xcstrings", "Ünïcödé.xcstrings"),
  ])
  func lastComponent(path: String, expected: String) {
    #expect(PathUtilities.lastComponent(path) == expected)
  }

  @Test(arguments: [("/a/b", "/a"), ("/a", "/"), ("a", "."), ("é/ü/x", "é/ü")])
  func parent(path: String, expected: String) {
    #expect(PathUtilities.parent(path) == expected)
  }

  @Test(arguments: [
    ("a/b.c.strings", "strings", "b.c"), ("x/.hidden", "", ".hidden"),
    ("de.lproj/Localizable", "", "Localizable"),
    ("x/y.", "", "y"), ("über/Größe.xcstrings", "xcstrings", "Größe"), ("a.b/c", "", "c"),
  ])
  func extensionAndStem(path: String, pathExtension: String, stem: String) {
    #expect(PathUtilities.pathExtension(path) == pathExtension)
    #expect(PathUtilities.stem(path) == stem)
  }
}
