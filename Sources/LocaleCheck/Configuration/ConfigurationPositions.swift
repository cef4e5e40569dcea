/// Where a configuration file writes the values that name files and folders, so that an error
/// about one (a path that does not exist) points at the line that names it, not at `Missing:1:1`.
public struct ConfigurationPositions: Hashable, Sendable {
  /// The position of each of `paths`, in order.
  public var paths: [SourcePosition] = []
  /// The position of `labels`.
  public var labels: SourcePosition?
  /// The position of `captures`.
  public var captures: SourcePosition?
  /// The position of `baseline`.
  public var baseline: SourcePosition?
  /// The position of each of `allowIdentical`, in order.
  public var allowIdentical: [SourcePosition] = []

  /// No positions: a configuration built in code, or one without these keys.
  public init() {}
}
