import Foundation
import TestSupport
import Testing

@testable import CatalogParser

/// The parser against every real `.strings` file of the shared corpus, with Foundation as referee.
@Suite struct StringsFileParserCorpusTests {
  private static let corpusFiles = TestPaths.files(under: TestPaths.corpus, extensions: ["strings"])

  /// Every corpus file with what the parser made of it, parsed once for all tests of the suite.
  private static let parsedCorpus: [(url: URL, result: Result<ParsedFile, CatalogError>)] =
    corpusFiles.map { url in (url, Result { () throws(CatalogError) in try parse(url) }) }

  private static func relativePath(_ url: URL) -> String {
    String(url.path.dropFirst(TestPaths.corpus.path.count + 1))
  }

  private static func read(_ url: URL) throws -> [UInt8] {
    Array(try Data(contentsOf: url))
  }

  private static func parse(_ url: URL) throws(CatalogError) -> ParsedFile {
    let context = FileContext(
      displayPath: relativePath(url), table: url.deletingPathExtension().lastPathComponent)
    let bytes = (try? read(url)) ?? []
    return try StringsFileParser.parse(bytes, context: context)
  }

  /// Key -> value, as an app would look them up (the last occurrence of a key wins).
  private static func dictionary(_ file: ParsedFile) -> [String: String] {
    var result: [String: String] = [:]
    for table in file.tables {
      for entry in table.entries { result[entry.key] = entry.localizations[.base]?.value }
    }
    return result
  }

  /// What Foundation's property-list reader (what the app runs) reads from the same bytes.
  private static func foundationDictionary(_ bytes: [UInt8]) throws -> [String: String]? {
    // Foundation refuses zero-length data; an app loads an empty table from an empty file.
    if bytes.isEmpty { return [:] }
    let plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    return plist as? [String: String]
  }

  @Test func corpusHasStringsFilesInEveryEncoding() throws {
    #expect(Self.corpusFiles.count > 2000)
    let encodings = try Set(Self.corpusFiles.map { TextDecoding.detectEncoding(try Self.read($0)).0 })
    #expect(encodings == [.utf8, .utf16LittleEndian, .utf16BigEndian])
  }

  @Test func everyCorpusFileReadsAsFoundationReadsIt() throws {
    var mismatches: [String] = []
    for (url, result) in Self.parsedCorpus {
      let path = Self.relativePath(url)
      let file: ParsedFile
      do {
        file = try result.get()
      } catch {
        Issue.record("\(error)")
        continue
      }
      let expected = try Self.foundationDictionary(Self.read(url))
      if Self.dictionary(file) != expected { mismatches.append(path) }
    }
    #expect(mismatches == [])
  }

  @Test func everyCorpusEntryHasPositionsInItsFile() throws {
    var problems: [String] = []
    for (url, result) in Self.parsedCorpus {
      let path = Self.relativePath(url)
      let file = try result.get()
      // Plain checks: one `#expect` per entry would dominate the run time of this test.
      for entry in try #require(file.tables.first).entries {
        let value = entry.localizations[.base]
        guard let keyPosition = entry.keyPosition, let valuePosition = value?.position,
          keyPosition.file == path, value?.keyPosition == keyPosition, value?.state == "translated",
          keyPosition.line >= 1, keyPosition.column >= 1, valuePosition >= keyPosition
        else {
          problems.append("\(path): \(entry.key)")
          continue
        }
      }
    }
    #expect(problems == [])
  }
}
