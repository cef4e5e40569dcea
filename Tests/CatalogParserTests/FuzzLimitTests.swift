import Foundation
import Testing

@testable import CatalogParser

/// Hostile shapes that must end in an error with a message, not a stack overflow or a hang:
/// deep nesting in every format, huge variation ids, files over the size limit.
@Suite struct FuzzLimitTests {
  static let depth = 100_000

  /// Parsing `bytes` throws a well-formed error whose message mentions `word` (any case).
  private static func expectCleanError(
    _ bytes: [UInt8], _ format: CatalogFormat, _ comment: Comment, mentioning word: String
  ) {
    let context = FuzzSeeds.context(for: format)
    let error = #expect(throws: CatalogError.self, comment) {
      _ = try CatalogFileParser.parse(bytes, format: format, context: context)
    }
    if let error {
      #expect(FuzzOracle.errorProblem(error, context: context) == nil, comment)
      #expect(error.message.lowercased().contains(word), "\(comment): \(error)")
    }
  }

  private static func repeated(_ text: String, _ count: Int = depth) -> String {
    String(repeating: text, count: count)
  }

  @Test func deepJSONArraysAndObjects() {
    let arrays = "{\"x\":" + Self.repeated("[") + Self.repeated("]") + "}"
    Self.expectCleanError(Array(arrays.utf8), .stringCatalog, "arrays", mentioning: "deeper")
    let objects = Self.repeated("{\"a\":") + "1" + Self.repeated("}")
    Self.expectCleanError(Array(objects.utf8), .stringCatalog, "objects", mentioning: "deeper")
    let variations =
      "{\"strings\":{\"k\":{\"localizations\":{\"de\":"
      + Self.repeated("{\"variations\":{\"plural\":{\"one\":", 20_000)
    Self.expectCleanError(Array(variations.utf8), .stringCatalog, "variations", mentioning: "deeper")
    #expect(throws: CatalogError.self) {
      _ = try JSONNode.parse(Array(Self.repeated("[").utf8), file: "c.json")
    }
  }

  @Test func deepXMLElements() {
    let xliff = "<xliff version=\"1.2\">" + Self.repeated("<a>") + Self.repeated("</a>") + "</xliff>"
    Self.expectCleanError(Array(xliff.utf8), .xliff, "xliff", mentioning: "deeper")
    let units =
      "<xliff version=\"1.2\"><file original=\"a.strings\"><body><trans-unit id=\"k\"><source>"
      + Self.repeated("<g>") + "x"
    Self.expectCleanError(Array(units.utf8), .xliff, "inline markup", mentioning: "deeper")
  }

  @Test func deepPropertyListDictionaries() {
    let xml = "<plist version=\"1.0\">" + Self.repeated("<dict><key>k</key>") + "<string>v</string>"
    Self.expectCleanError(Array(xml.utf8), .stringsdict, "XML property list", mentioning: "deeper")
    let binary = FuzzBinaryPropertyList.nestedDictionaries(depth: Self.depth)
    Self.expectCleanError(binary, .stringsdict, "binary property list", mentioning: "deeper")
  }

  @Test(arguments: [CatalogFormat.stringsdict, .strings])
  func binaryPropertyListCyclesAndSharing(format: CatalogFormat) {
    Self.expectCleanError(
      FuzzBinaryPropertyList.nestedDictionaries(depth: Self.depth), format, "deep", mentioning: "deeper")
    Self.expectCleanError(FuzzBinaryPropertyList.cycle(), format, "cycle", mentioning: "contains itself")
    // Every dictionary refers to the next one twice: 2^60 paths through 60 objects.
    Self.expectCleanError(
      FuzzBinaryPropertyList.sharedDictionaries(depth: 60), format, "sharing", mentioning: "expands")
  }

  @Test func deepUICaptures() throws {
    let json = Array(("{\"elements\":" + Self.repeated("[")).utf8)
    #expect(throws: CatalogError.self) {
      _ = try UICaptureParser.parse(json, file: "c.json", locale: LocaleID("de"), screen: "s", isJSON: true)
    }
    let lines = (0..<1000).map { String(repeating: " ", count: $0 + 1) + "Other, 0x1, label: 'x'" }
    let text = Array(("Element subtree:\n" + lines.joined(separator: "\n")).utf8)
    let context = FileContext(displayPath: "c.txt", table: "c")
    #expect(FuzzOracle.problem(parsingCapture: text, isJSON: false, context: context) == nil)
  }

  @Test func variationIDsWithManySteps() {
    let alternating = Self.repeated("a.plural.", 40) + "x"
    let long = Self.repeated("plural.one.", 200_000) + "plural"
    for id in ["k|==|" + alternating, "k|==|" + long, "k|==|" + Self.repeated("a.", 200_000) + "plural.one"] {
      let xliff =
        "<xliff version=\"1.2\"><file original=\"a.xcstrings\" source-language=\"en\"><body>"
        + "<trans-unit id=\"\(id)\"><source>s</source></trans-unit></body></file></xliff>"
      let context = FuzzSeeds.context(for: .xliff)
      #expect(FuzzOracle.problem(parsing: Array(xliff.utf8), as: .xliff, context: context) == nil)
    }
  }

  @Test func manySegmentsInOneUnit() {
    let text = String(repeating: "abcdefgh", count: 8)
    let segments = Self.repeated(
      "<segment><source>\(text)</source><target>\(text)</target></segment>", 100_000)
    let xliff =
      "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"de\">"
      + "<file id=\"f\"><unit id=\"u\">\(segments)</unit></file></xliff>"
    let context = FuzzSeeds.context(for: .xliff)
    #expect(FuzzOracle.problem(parsing: Array(xliff.utf8), as: .xliff, context: context) == nil)
  }

  @Test func fileOverTheSizeLimitIsAnError() throws {
    let path = NSTemporaryDirectory() + "labelcheck-limit-\(UUID().uuidString).strings"
    _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: 4096))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = #expect(throws: CatalogError.self) {
      _ = try FileReader.readBytes(atPath: path, displayPath: "big.strings", maximumSize: 1000)
    }
    #expect(error?.position == SourcePosition(file: "big.strings", line: 1, column: 1))
    #expect(error?.message.contains("too large") == true)
    #expect(
      try FileReader.readBytes(atPath: path, displayPath: "big.strings", maximumSize: 4096).count == 4096)
  }

  @Test func deviceThatNeverEndsIsCutAtTheLimit() {
    let error = #expect(throws: CatalogError.self) {
      _ = try FileReader.readBytes(atPath: "/dev/zero", displayPath: "zero.strings", maximumSize: 1 << 20)
    }
    #expect(error?.message.contains("too large") == true)
  }

  @Test func readsPipesAndReportsFoldersAndMissingFiles() throws {
    #expect(try FileReader.readBytes(atPath: "/dev/null", displayPath: "null.strings").isEmpty)
    let folder = NSTemporaryDirectory() + "labelcheck-folder-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let folderError = #expect(throws: CatalogError.self) {
      _ = try FileReader.readBytes(atPath: folder, displayPath: "folder.strings")
    }
    #expect(folderError?.message == "a folder where a file is needed")
    let missingError = #expect(throws: CatalogError.self) {
      _ = try FileReader.readBytes(atPath: folder + "/missing.strings", displayPath: "missing.strings")
    }
    #expect(missingError?.message == "cannot open the file for reading: No such file or directory")
  }

  @Test func readsAFileWhoseSizeIsExactlyKnown() throws {
    let path = NSTemporaryDirectory() + "labelcheck-exact-\(UUID().uuidString).strings"
    let contents = Array("\"a\" = \"b\";\n".utf8)
    _ = FileManager.default.createFile(atPath: path, contents: Data(contents))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try FileReader.readBytes(atPath: path, displayPath: "exact.strings") == contents)
  }
}
