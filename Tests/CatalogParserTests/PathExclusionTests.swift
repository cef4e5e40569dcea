import Foundation
import Testing

@testable import CatalogParser

/// `"exclude"` and `--exclude`: globs a walk passes by.
@Suite struct PathExclusionTests {
  @Test(arguments: [
    // A name matches anywhere; a path matches from the base folder.
    ("Fixtures", "/repo/App/Tests/Fixtures", true), ("Fixtures", "/repo/Fixtures.strings", false),
    ("*.generated.strings", "/repo/App/en.lproj/L10n.generated.strings", true),
    ("externals/*", "/repo/externals/SDK", true), ("externals/*", "/repo/App/externals/SDK", false),
    ("OneBusAway/externals", "/repo/OneBusAway/externals", true), ("./App/Vendor", "/repo/App/Vendor", true),
    ("**/Fixtures", "/repo/Fixtures", true), ("**/Fixtures", "/repo/a/b/Fixtures", true),
    ("App/**/Resources", "/repo/App/Resources", true), ("App/**/Resources", "/repo/App/x/y/Resources", true),
    ("App/**/Resources", "/repo/Other/Resources", false), ("Pods/", "/repo/x/Pods", true),
    ("Test?", "/repo/Tests", true), ("Test?", "/repo/Testing", false),
    // `./` anchors a name at the base; an absolute pattern starts at `/`.
    ("./Tests", "/repo/Tests", true), ("./Tests", "/repo/App/Tests", false),
    ("/repo/App/Vendor", "/repo/App/Vendor", true), ("/other/Vendor", "/repo/App/Vendor", false),
    ("externals/*", "/elsewhere/externals/a", false),
    // From a folder beside the checked one (`cd tools; labelcheck ../App`): `**` matches anywhere,
    // `..` climbs from the base.
    ("**/Fixtures/**", "/elsewhere/App/Fixtures/Bad", true), ("**/Fixtures", "/elsewhere/Fixtures", true),
    // Never by the folders above the base: a project checked out in `.../Fixtures/`.
    ("**/repo/**", "/repo/App/en.lproj", false), ("**/Fixtures/**", "/Fixtures/App", true),
    ("../App/Fixtures/*", "/App/Fixtures/Bad", true), ("../App/Fixtures/*", "/repo/App/Fixtures/Bad", false),
    // An absolute pattern matches below its folders only, `**` too.
    ("/repo/Pods/**", "/repo/Pods/Lib/en.lproj", true), ("/repo/Pods/**", "/repo/App/en.lproj", false),
    ("/repo/Vendor/**/Fixtures", "/repo/App/Fixtures", false),
    ("/repo/Vendor/**/Fixtures", "/repo/Vendor/X/Fixtures", true),
  ])
  func patternsMatchNamesOrPathsFromTheirBase(pattern: String, path: String, excluded: Bool) {
    #expect(PathExclusion.exclusion([pattern]).excludes(path) == excluded)
  }

  @Test func anAbsolutePatternThroughALinkExcludesTheRealPath() throws {
    // As macOS's `/tmp/x/App/Pods` for a walk that names `/private/tmp/x/App/Pods`.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "exclusion-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("real/App/Pods"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link").path, withDestinationPath: "real")
    let real = folder.appendingPathComponent("real").resolvingSymlinksInPath().path
    let link = folder.appendingPathComponent("link").path
    var exclusion = PathExclusion()
    exclusion.add([link + "/App/Pods", link + "/*/Build"], base: "/repo")
    #expect(exclusion.excludes(real + "/App/Pods"))
    #expect(exclusion.excludes(link + "/App/Pods"))
    #expect(!exclusion.excludes(real + "/App/Sources"))
    // Globs after the link's folder match as before.
    #expect(exclusion.excludes(real + "/App/Build"))
  }

  @Test func globSegments() {
    #expect(PathExclusion.matches("Localizable", "*"))
    #expect(PathExclusion.matches("Localizable", "Local*able"))
    #expect(PathExclusion.matches("a", "?") && !PathExclusion.matches("ab", "?"))
    #expect(!PathExclusion.matches("Localizable", "*x*"))
    #expect(PathExclusion.matches("", "*") && PathExclusion.exclusion([]).isEmpty)
  }
}

extension PathExclusion {
  /// The exclusion of `patterns` from `/repo`.
  fileprivate static func exclusion(_ patterns: [String]) -> PathExclusion {
    var exclusion = PathExclusion()
    exclusion.add(patterns, base: "/repo")
    return exclusion
  }
}
