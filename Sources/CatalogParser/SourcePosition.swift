/// A place in an input file: a path and a 1-based line and column (columns count characters).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file's path as the user should see it (relative to the working folder where possible).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in characters (not bytes).
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form Xcode and CI annotators read.
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
