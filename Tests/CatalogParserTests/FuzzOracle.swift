import Foundation

@testable import CatalogParser

/// What every parser must do with any input: return a model, or throw a `CatalogError` that
/// names the file and a real position with a one-line message; and do either quickly.
enum FuzzOracle {
  /// A parse slower than this (debug build, shared machine) counts as a hang.
  static let timeLimit: Duration = .seconds(5)

  /// A description of what went wrong parsing `bytes`, or `nil` when the parser behaved.
  static func problem(parsing bytes: [UInt8], as format: CatalogFormat, context: FileContext) -> String? {
    let clock = ContinuousClock()
    let start = clock.now
    var problem: String?
    do {
      let parsed = try CatalogFileParser.parse(bytes, format: format, context: context)
      problem = modelProblem(parsed, context: context)
    } catch {
      problem = errorProblem(error, context: context)
    }
    let elapsed = clock.now - start
    if problem == nil && elapsed > timeLimit { problem = "took \(elapsed) (a hang?)" }
    return problem
  }

  /// Like `problem(parsing:as:context:)`, for a UI capture (`isJSON`: labelcheck's JSON shape,
  /// otherwise `debugDescription` text).
  static func problem(parsingCapture bytes: [UInt8], isJSON: Bool, context: FileContext) -> String? {
    let clock = ContinuousClock()
    let start = clock.now
    var problem: String?
    do {
      let capture = try UICaptureParser.parse(
        bytes, file: context.displayPath, locale: LocaleID("de"), screen: "login", isJSON: isJSON)
      if let bad = capture.elements.first(where: { !isValid($0.position, context: context) }) {
        problem = "element position \(bad.position)"
      }
    } catch {
      problem = errorProblem(error, context: context)
    }
    let elapsed = clock.now - start
    if problem == nil && elapsed > timeLimit { problem = "took \(elapsed) (a hang?)" }
    return problem
  }

  /// What is wrong with a thrown error, if anything.
  static func errorProblem(_ error: CatalogError, context: FileContext) -> String? {
    let position = error.position
    if position.file != context.displayPath { return "error names file '\(position.file)': \(error)" }
    if position.line < 1 || position.column < 1 { return "error position out of range: \(error)" }
    if error.message.isEmpty { return "error without message at \(position)" }
    if error.message.contains(where: \.isNewline) { return "multi-line error message: \(error)" }
    return nil
  }

  /// What is wrong with a model's positions, if anything: each must name the file, 1-based.
  static func modelProblem(_ parsed: ParsedFile, context: FileContext) -> String? {
    for table in parsed.tables {
      for entry in table.entries {
        var positions = [entry.keyPosition]
        for value in entry.localizations.values {
          positions.append(value.keyPosition)
          positions += value.leaves.flatMap { [$0.leaf.position, $0.leaf.keyPosition] }
        }
        for case let position? in positions where !isValid(position, context: context) {
          return "model position \(position) for key '\(entry.key)'"
        }
      }
    }
    return nil
  }

  private static func isValid(_ position: SourcePosition, context: FileContext) -> Bool {
    position.file == context.displayPath && position.line >= 1 && position.column >= 1
  }

  /// Saves a failing input where a developer can pick it up for a regression test.
  static func save(_ bytes: [UInt8], pathExtension: String, seed: UInt64) -> String {
    let path = NSTemporaryDirectory() + "labelcheck-fuzz-\(seed).\(pathExtension)"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }
}
