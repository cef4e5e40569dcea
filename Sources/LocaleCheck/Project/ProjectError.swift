/// Why a project could not be loaded: a missing or unreadable configuration, label map or
/// captures folder, or paths that hold no localization file.
public struct ProjectError: Error, CustomStringConvertible, Equatable, Sendable {
  /// One line, beginning with `file:line:column: error:` where a file is to blame.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }

  /// The error of a file that could not be read.
  public init(_ error: CatalogError) { self.message = error.description }

  public var description: String { message }
}
