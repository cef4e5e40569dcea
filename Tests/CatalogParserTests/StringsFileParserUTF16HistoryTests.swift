import Foundation
import TestSupport
import Testing

@testable import CatalogParser

/// Sparkle's tables before (UTF-16 LE/BE with BOM) and after (UTF-8) their conversion commit: the
/// twins hold the same text, so they must read the same, positions and comments included.
@Suite struct StringsFileParserUTF16HistoryTests {
  private static let root = TestPaths.corpus
    .appendingPathComponent("sparkle-project__Sparkle__utf16-history/6a79789d32")

  /// Paths below `before/` (and `after/`), sorted.
  private static let twinPaths: [String] = {
    let before = root.appendingPathComponent("before")
    return TestPaths.files(under: before, extensions: ["strings"]).map {
      String($0.path.dropFirst(before.path.count + 1))
    }
  }()

  /// Parses `side/path` as if it were at `path`, so that the twins' positions compare equal.
  private static func parse(_ side: String, _ path: String) throws -> ParsedFile {
    let url = root.appendingPathComponent(side).appendingPathComponent(path)
    let context = FileContext(
      displayPath: path, table: url.deletingPathExtension().lastPathComponent,
      locale: LocaleID(url.deletingLastPathComponent().deletingPathExtension().lastPathComponent))
    return try StringsFileParser.parse(Array(Data(contentsOf: url)), context: context)
  }

  @Test func twinsAreUTF16BeforeAndUTF8After() throws {
    #expect(Self.twinPaths.count == 111)
    var encodings: [TextDecoding.Encoding: Int] = [:]
    for path in Self.twinPaths {
      let before = Array(try Data(contentsOf: Self.root.appendingPathComponent("before/" + path)))
      let (encoding, bomLength) = TextDecoding.detectEncoding(before)
      encodings[encoding, default: 0] += 1
      #expect(bomLength == 2, "\(path)")
    }
    #expect(encodings[.utf16LittleEndian, default: 0] > 0)
    #expect(encodings[.utf16BigEndian, default: 0] > 0)
  }

  @Test func utf16TwinsReadExactlyLikeTheirUTF8Twins() throws {
    var differing: [String] = []
    var entryCount = 0
    for path in Self.twinPaths {
      let before = try Self.parse("before", path)
      let after = try Self.parse("after", path)
      entryCount += after.tables.first?.entries.count ?? 0
      if before.tables != after.tables || before.duplicates != after.duplicates { differing.append(path) }
    }
    #expect(differing == [])
    #expect(entryCount > 500)
  }

  @Test func findsTheRealDuplicateKeyInBothTwins() throws {
    let path = "de.lproj/SUUpdatePermissionPrompt.strings"
    for side in ["before", "after"] {
      let file = try Self.parse(side, path)
      let duplicate = try #require(file.duplicates.first { $0.key == "Text Cell" })
      #expect(duplicate.first == SourcePosition(file: path, line: 3, column: 1))
      #expect(duplicate.second == SourcePosition(file: path, line: 6, column: 1))
      #expect(duplicate.locale == LocaleID("de"))
      let entry = try #require(file.tables.first?.entry(forKey: "Text Cell"))
      #expect(entry.comment == "Class = \"NSTextFieldCell\"; title = \"Text Cell\"; ObjectID = \"45\";")
      #expect(entry.keyPosition == duplicate.second)
    }
  }

  @Test func readsEmptyKeyEntries() throws {
    for side in ["before", "after"] {
      let file = try Self.parse(side, "it.lproj/SUStatus.strings")
      let entry = try #require(file.tables.first?.entry(forKey: ""))
      #expect(entry.localizations[LocaleID("it")]?.value == "")
      #expect(entry.keyPosition == SourcePosition(file: "it.lproj/SUStatus.strings", line: 2, column: 1))
    }
  }
}
