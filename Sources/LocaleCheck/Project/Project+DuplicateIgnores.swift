/// Warnings about `ignore` entries written twice: the copy hides nothing the first does not, and
/// a later edit of one (a key renamed) leaves the other behind.
extension Project {
  /// A warning per `ignore` entry whose fields an earlier entry has, at the later one.
  public func duplicateIgnoreWarnings() -> [ProjectNotice] {
    var firstPositions: [IgnoreEntry: SourcePosition?] = [:]
    return configuration.ignore.compactMap { entry in
      guard let first = firstPositions[entry] else {
        firstPositions[entry] = entry.position
        return nil
      }
      let place =
        first.map { $0.line == entry.position?.line ? "at column \($0.column)" : "at line \($0.line)" }
        ?? "before it"
      return ProjectNotice(
        .warning, "this ignore entry (\(entry.fieldList)) repeats the one \(place); remove one",
        at: entry.position)
    }
  }
}
