import CatalogParser

extension LeafPath {
  /// `path` with its variable named as `source` names it, where the translation's file names it
  /// otherwise: each `.stringsdict` file names its own variables, and Crowdin writes `%#@days@`
  /// in every translation of an English `%#@Days@`. Also inside a device case
  /// (`device.iphone.substitutions.days.plural.one`). See ``sourceVariableName(of:argument:among:)``;
  /// `path` itself where no variable matches.
  ///
  /// `translation`: the value `path` is a leaf of, whose variables' argument numbers pair them
  /// with the source's where the names do not.
  static func renamingVariable(
    in path: String, of translation: LocalizedValue? = nil, toMatch source: LocalizedValue
  ) -> String {
    guard let range = variableRange(in: path) else { return path }
    let prefix = String(path[..<range.lowerBound])
    let owner = prefix.hasSuffix(".") ? String(prefix.dropLast()) : prefix
    let sourceOwner = owner.isEmpty ? source : (source.leaf(at: owner) ?? source)
    guard let sourceVariables = sourceOwner.substitutions ?? source.substitutions, !sourceVariables.isEmpty
    else { return path }
    let rest = path[range.upperBound...]
    let segment = VariablePathName.leadingSegment(of: rest)
    let name = VariablePathName.name(ofSegment: segment)
    let ownVariables = (owner.isEmpty ? translation : translation?.leaf(at: owner))?.substitutions
    guard
      let match = sourceVariableName(
        of: name, argument: ownVariables?[name]?.argNum, among: sourceVariables, matchingArgument: true),
      match != name
    else { return path }
    return prefix + variablePrefix + VariablePathName.segment(for: match) + rest[segment.endIndex...]
  }

  /// The source's name for a translation's variable `name`: the same name; else the only one of
  /// that name in any case; else, where `matchingArgument`, the only one that formats `argument`;
  /// else the source's only variable. `nil` where none of these settles it.
  static func sourceVariableName(
    of name: String, argument: Int?, among source: [String: Substitution], matchingArgument: Bool
  ) -> String? {
    if source[name] != nil { return name }
    let sameInAnyCase = source.keys.filter { $0.lowercased() == name.lowercased() }
    if sameInAnyCase.count == 1 { return sameInAnyCase[0] }
    if matchingArgument, let argument {
      let sameArgument = source.filter { $0.value.argNum == argument }.map(\.key)
      if sameArgument.count == 1 { return sameArgument[0] }
    }
    return source.count == 1 ? source.keys.first : nil
  }

  /// The variables `texts` name (`%#@files@`, `%2$#@files@`), lowercased, as the format parser
  /// reads them: which of a value's variables its format (or another variable's forms) shows.
  static func variablesNamed(in texts: [String?]) -> Set<String> {
    var names = Set<String>()
    for case let text? in texts where text.containsUTF8Byte(UInt8(ascii: "#")) {
      names.formUnion(FormatSpecifierParser.parse(text).compactMap { $0.substitutionName?.lowercased() })
    }
    return names
  }

  /// `NAME` of a leaf path `substitutions.NAME.plural.one` (also inside a device case), whose
  /// `%arg` stands for that variable; `nil` for a path outside every variable.
  static func variableName(in path: String) -> String? {
    guard let range = variableRange(in: path) else { return nil }
    return VariablePathName.name(ofSegment: VariablePathName.leadingSegment(of: path[range.upperBound...]))
  }

  /// The `substitutions.` segment of `path` (at its start or after a device case's `.`).
  private static func variableRange(in path: String) -> Range<String.Index>? {
    if path.hasPrefix(variablePrefix) {
      return path.startIndex..<path.index(path.startIndex, offsetBy: variablePrefix.count)
    }
    guard let found = path.firstUTF8Range(of: "." + variablePrefix) else { return nil }
    return path.index(after: found.lowerBound)..<found.upperBound
  }

  private static let variablePrefix = "substitutions."
}
