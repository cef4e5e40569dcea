/// A place in an input file: a path and a 1-based line and column (columns count characters).
///
/// Twelve bytes with no reference to count: the path is stored once, in ``SourceFile``'s table,
/// and a position holds its number. A catalog holds two positions per value, so copying them
/// must cost nothing.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file, as interned by ``SourceFile``.
  public let sourceFile: SourceFile
  private let storedLine: UInt32
  private let storedColumn: UInt32

  /// A position in `file` (the path as the user should see it); interns the path on every call,
  /// so parsers intern a file once and pass its ``SourceFile``.
  public init(file: String, line: Int, column: Int) {
    self.init(file: SourceFile(file), line: line, column: column)
  }

  /// A position in a file already interned: what parsers use, one table look-up per file.
  public init(file: SourceFile, line: Int, column: Int) {
    sourceFile = file
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  /// The file's path as the user should see it (relative to the working folder where possible).
  public var file: String { sourceFile.path }
  /// The 1-based line.
  public var line: Int { Int(storedLine) }
  /// The 1-based column, in characters (not bytes).
  public var column: Int { Int(storedColumn) }

  /// `file:line:column`, the form Xcode and CI annotators read.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file path, then line, then column: the order reports list positions in.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    if lhs.sourceFile != rhs.sourceFile { return lhs.file < rhs.file }
    return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
  }
}
