extension FormatMismatchRule {
  /// The sentence for a translation that writes a named argument the source does not name
  /// ("%(utilisé)lld" for "%(used)lld", a name translated or misspelt): no value is passed by
  /// that name, and the source's names it lost are told with it, then any other problem
  /// (review 192). `nil` where every name is the source's.
  static func unknownNameSentence(_ problems: [FormatMismatch]) -> String? {
    let unknown = problems.filter { $0.kind == .extraArgument }.compactMap { $0.translation?.argumentName }
      .uniquedInOrder()
    guard !unknown.isEmpty else { return nil }
    let lost = problems.filter { $0.kind == .missingArgument }.compactMap { $0.source?.argumentName }
      .uniquedInOrder()
    var sentence =
      unknown.count == 1
      ? "named argument \(quotedList(unknown)) here is not in the source"
      : "named arguments \(quotedList(unknown)) here are not in the source"
    sentence += lost.isEmpty ? ", which passes no value by that name" : ", which names \(quotedList(lost))"
    let others = problems.filter { problem in
      !(problem.kind == .extraArgument && problem.translation?.argumentName != nil)
        && !(problem.kind == .missingArgument && problem.source?.argumentName != nil)
    }
    return ([sentence] + others.map(\.message)).joined(separator: "; ")
  }

  /// `names` quoted and joined: 'used', 'limit'.
  private static func quotedList(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
