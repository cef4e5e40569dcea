/// A warning or note about the project's files that does not stop the run: a requested locale no
/// file has, two folders of one locale, a label-map entry that two bundles could bind.
public struct ProjectNotice: Hashable, Sendable, CustomStringConvertible {
  /// `.warning` or `.note`.
  public var severity: Severity
  /// One line, its names escaped.
  public var message: String
  /// The label-map entry it is about, if any.
  public var position: SourcePosition?
  /// Which check made it, as its place in ``Project/warnings(after:)``'s list: a short summary
  /// lists a few of each check's notices rather than the first twenty of one.
  var group = 0

  /// A notice with `message`, at `position` where one entry is to blame.
  public init(_ severity: Severity, _ message: String, at position: SourcePosition? = nil) {
    self.severity = severity
    self.message = message
    self.position = position
  }

  /// Whether two notices say the same thing at the same place, whichever check made them.
  public static func == (lhs: ProjectNotice, rhs: ProjectNotice) -> Bool {
    lhs.severity == rhs.severity && lhs.message == rhs.message && lhs.position == rhs.position
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(severity)
    hasher.combine(message)
    hasher.combine(position)
  }

  /// `file:line:column: warning: message`, or `warning: message` without a position.
  public var description: String {
    (position.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message)"
  }
}
