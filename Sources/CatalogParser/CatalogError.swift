/// A file that could not be read: malformed, wrongly encoded, truncated or refused as hostile.
///
/// It always names a position so that the user can jump to it:
/// `Localizable.xcstrings:41:7: error: expected ',' or '}' after a value`.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem was found.
  public var position: SourcePosition
  /// What was expected or what went wrong, without the position.
  public var message: String

  /// An error at `position`.
  public init(position: SourcePosition, message: String) {
    self.position = position
    self.message = message
  }

  /// An error at the 1-based `line` and `column` of `file` (the path as the user should see it).
  public init(file: String, line: Int, column: Int, message: String) {
    self.init(position: SourcePosition(file: file, line: line, column: column), message: message)
  }

  /// One line: `file:line:column: error: message`. A name read from a file or typed in a path
  /// (`"pa\nths"`) has its control characters escaped: a line break would split the error, and an
  /// escape sequence would reach the terminal.
  public var description: String {
    ControlCharacters.escaped("\(position): error: \(message)")
  }
}
