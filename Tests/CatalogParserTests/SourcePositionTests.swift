import Testing

@testable import CatalogParser

@Suite("Source positions")
struct SourcePositionTests {
  @Test func equalPathsInternToTheSameFile() {
    let first = SourcePosition(file: "App/en.lproj/Localizable.strings", line: 3, column: 7)
    let second = SourcePosition(file: SourceFile("App/en.lproj/Localizable.strings"), line: 3, column: 7)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first.file == "App/en.lproj/Localizable.strings")
    #expect(first.description == "App/en.lproj/Localizable.strings:3:7")
    #expect(SourceFile("a/b.xliff") != SourceFile("a/c.xliff"))
  }

  @Test func ordersByPathThenLineThenColumn() {
    // "z" is interned before "a": the order still follows the paths, not the intern numbers.
    let later = SourcePosition(file: "z-order.strings", line: 1, column: 1)
    let earlier = SourcePosition(file: "a-order.strings", line: 9, column: 9)
    #expect(earlier < later)
    #expect(SourcePosition(file: "a-order.strings", line: 2, column: 1) < earlier)
    #expect(SourcePosition(file: "a-order.strings", line: 9, column: 8) < earlier)
  }

  @Test func clampsHugeLinesInsteadOfTrapping() {
    let position = SourcePosition(file: "f", line: Int.max, column: -1)
    #expect(position.line == Int(UInt32.max))
    #expect(position.column == 0)
  }

  @Test func internsFromManyThreadsConsistently() async {
    let paths = (0..<200).map { "Concurrent/\($0 % 50).xliff" }
    let files = await withTaskGroup(of: (String, SourceFile).self) { group in
      for path in paths { group.addTask { (path, SourceFile(path)) } }
      var result: [(String, SourceFile)] = []
      for await pair in group { result.append(pair) }
      return result
    }
    for (path, file) in files {
      #expect(file.path == path)
      #expect(file == SourceFile(path))
    }
  }
}
