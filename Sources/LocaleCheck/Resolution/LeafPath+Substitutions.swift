extension LeafPath {
  /// `path` with its variable named as `source` names it, where the translation's file names it
  /// otherwise: each `.stringsdict` file names its own variables, and Crowdin writes
  /// `%#@days@` in every translation of an English `%#@Days@`. The source's variable of the same
  /// name in any case, else its only one; `path` itself where neither exists.
  static func renamingVariable(in path: String, toMatch source: LocalizedValue) -> String {
    guard path.hasPrefix(variablePrefix), let substitutions = source.substitutions, !substitutions.isEmpty
    else { return path }
    let rest = path.dropFirst(variablePrefix.count)
    let name = rest.prefix { $0 != "." }
    guard substitutions[String(name)] == nil else { return path }
    let sameInAnyCase = substitutions.keys.filter { $0.lowercased() == name.lowercased() }
    let match =
      sameInAnyCase.count == 1
      ? sameInAnyCase.first : substitutions.count == 1 ? substitutions.keys.first : nil
    guard let match else { return path }
    return variablePrefix + match + rest.dropFirst(name.count)
  }

  private static let variablePrefix = "substitutions."
}
