import Testing

@testable import CatalogParser

/// A text dump nested deeper than any app's tree (audit 159: 8,000 levels took
/// half a gigabyte, each element's path holding its ancestors').
@Suite struct DebugDescriptionDepthTests {
  @Test func aTreeDeeperThanTheLimitIsAnErrorAtTheElement() {
    var lines = [
      "Attributes: Application, pid: 1, label: 'App'", "Element subtree:", " →Application, 0x1, pid: 1",
    ]
    for level in 0..<1_010 {
      lines.append(
        String(repeating: " ", count: level + 2) + "Other, 0x\(level), identifier: 'a\(level)', label: 'x'")
    }
    #expect(throws: CatalogError.self) {
      try UICaptureParser.parse(
        Array(lines.joined(separator: "\n").utf8), file: "captures/en/s.txt", locale: LocaleID("en"),
        screen: "s", isJSON: false)
    }
    do {
      _ = try UICaptureParser.parse(
        Array(lines.joined(separator: "\n").utf8), file: "captures/en/s.txt", locale: LocaleID("en"),
        screen: "s", isJSON: false)
    } catch {
      #expect(
        error.description == "captures/en/s.txt:1004:1003: error: element tree nested deeper than 1000 levels"
      )
    }
  }
}
