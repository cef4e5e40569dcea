import Testing

@testable import CatalogParser

/// Inputs the fuzzers found, kept as they were found (reduced), with what must happen instead.
@Suite struct FuzzRegressionTests {
  private static func error(_ text: String, _ format: CatalogFormat) -> CatalogError? {
    let context = FuzzSeeds.context(for: format)
    do {
      _ = try CatalogFileParser.parse(Array(text.utf8), format: format, context: context)
      return nil
    } catch {
      #expect(FuzzOracle.errorProblem(error, context: context) == nil)
      return error
    }
  }

  /// libxml2 quotes the input on a second line for an unterminated comment.
  @Test func libxml2MessagesKeepOneLine() {
    let failure = Self.error("<xliff version=\"1.2\">\n<!--øj tid</target>\n<note>x", .xliff)
    #expect(failure?.message == "unterminated comment: '<!--' is never closed by '-->'")
    #expect(failure?.position.line == 2 && failure?.position.column == 1)
  }

  /// A backslash before a line break was echoed raw into the message.
  @Test func invalidEscapeOfAControlCharacterIsShownInHex() {
    let failure = Self.error("{\"strings\":{\"a\\\n\":{}}}", .stringCatalog)
    #expect(failure?.message == "invalid escape: '\\' followed by byte 0x0A")
    #expect(failure?.position.column == 15)
  }
}
