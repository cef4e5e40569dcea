extension IdentifierShape {
  /// What keeps `identifier` from following `screen.section.element`, as phrases ("it has 6
  /// segments, not 2 to 4", "segment '1overdue' starts with a digit"); empty where it follows it.
  ///
  /// A developer who renames hundreds of identifiers needs to know which part to change.
  public static func taxonomyProblems(of identifier: String) -> [String] {
    let segments = identifier.split(separator: ".", omittingEmptySubsequences: false)
    var problems: [String] = []
    if segments.count == 1 {
      let joiner = ["_", "-", " "].first { identifier.contains($0) }
      problems.append(
        joiner.map { "it joins its words with '\($0)', not '.'" } ?? "it is one segment, not 2 to 4")
    } else if segments.count > 4 {
      problems.append("it has \(segments.count) segments, not 2 to 4")
    }
    if segments.contains(where: \.isEmpty) { problems.append("it has an empty segment") }
    for segment in segments where !segment.isEmpty {
      if let problem = segmentProblem(segment, isWhole: segments.count == 1) { problems.append(problem) }
    }
    return problems
  }

  /// What is wrong with one segment: its first character, then any character camelCase has no
  /// place for. A whole identifier's joiners are told once, by the caller.
  private static func segmentProblem(_ segment: Substring, isWhole: Bool) -> String? {
    let name = isWhole ? "it" : "segment '\(segment)'"
    guard let first = segment.unicodeScalars.first else { return nil }
    if ("A"..."Z").contains(first) { return "\(name) starts with a capital letter" }
    if ("0"..."9").contains(first) { return "\(name) starts with a digit" }
    if !("a"..."z").contains(first) && !isWhole { return "\(name) starts with '\(Character(first))'" }
    let other = segment.unicodeScalars.first { scalar in
      !(("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }
    guard let other, !isWhole || !["_", "-", " "].contains(other) else { return nil }
    return "\(name) has '\(Character(other))', which camelCase does not use"
  }
}
