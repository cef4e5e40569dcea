/// A file path interned once per process, so that positions in it are plain numbers.
///
/// Equal paths get equal values.
public struct SourceFile: Hashable, Sendable, CustomStringConvertible {
  private let number: UInt32

  /// Interns `path` (a lock and one hash look-up; parsers do it once per file).
  public init(_ path: String) {
    number = StringInternTable.sourceFiles.number(of: path)
  }

  /// The path as given.
  public var path: String { StringInternTable.sourceFiles.string(number) }

  /// The path as given (``path``).
  public var description: String { path }
}
