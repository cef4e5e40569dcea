extension IdentifierShape {
  /// What keeps `identifier` from following `screen.section.element`, as phrases ("it has 6
  /// segments, not 2 to 4", "segment '1overdue' starts with a digit"); empty where it follows it.
  ///
  /// A developer who renames hundreds of identifiers needs to know which part to change: every
  /// part that is wrong is named, so that mending one does not reveal the next.
  public static func taxonomyProblems(of identifier: String) -> [String] {
    guard !identifier.isEmpty else { return ["it is empty"] }
    let segments = identifier.split(separator: ".", omittingEmptySubsequences: false)
    var problems: [String] = []
    let isWhole = segments.count == 1
    if isWhole {
      problems.append(
        joiner(in: identifier).map { joinerProblem($0, in: identifier) } ?? "it is one segment, not 2 to 4")
    } else if segments.count > 4 {
      problems.append("it has \(segments.count) segments, not 2 to 4")
    }
    if segments.contains(where: \.isEmpty) { problems.append("it has an empty segment") }
    for segment in segments where !segment.isEmpty {
      problems += segmentProblems(
        segment, named: isWhole ? "it" : "segment '\(segment)'",
        joiner: isWhole ? joiner(in: identifier) : nil)
    }
    return problems
  }

  /// The joiner to replace by '.'; where that would make more than 4 segments, how the words fit
  /// in 4 (`settings-categories-and-phrases-cell`).
  private static func joinerProblem(_ joiner: Character, in identifier: String) -> String {
    let problem = "it joins its words with '\(joiner)', not '.'"
    let words = identifier.split(separator: joiner).map { String($0) }
    guard words.count > 4,
      words.allSatisfy({ word in word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }),
      words.allSatisfy({ $0.first?.isLetter == true })
    else { return problem }
    let middle = words[1..<(words.count - 1)].enumerated().map { index, word in
      index == 0 ? lowercasedFirst(word) : word.prefix(1).uppercased() + word.dropFirst()
    }
    let suggestion = [lowercasedFirst(words[0]), middle.joined(), lowercasedFirst(words[words.count - 1])]
    return problem + " (its \(words.count) words fit in 3 segments: '\(suggestion.joined(separator: "."))')"
  }

  /// The `_`, `-` or space that joins two words of a one-segment identifier (`login_submit`), not
  /// one that starts or ends it (`_login`).
  private static func joiner(in identifier: String) -> Character? {
    let inner = identifier.dropFirst().dropLast()
    return ["_", "-", " "].first { inner.contains($0) }
  }

  /// What is wrong with one segment: its first character, then every character camelCase has no
  /// place for (but `joiner`, told once by the caller).
  private static func segmentProblems(_ segment: Substring, named name: String, joiner: Character?)
    -> [String]
  {
    guard let first = segment.first else { return [] }
    var problems: [String] = []
    if first.isASCII && first.isUppercase {
      problems.append("\(name) starts with a capital letter")
    } else if first.isASCII && first.isNumber {
      problems.append("\(name) starts with a digit")
    } else if !(first.isASCII && first.isLowercase) {
      problems.append("\(name) starts with '\(first)'")
    }
    var others: [Character] = []
    for character in segment.dropFirst()
    where !(character.isASCII && (character.isLetter || character.isNumber)) && character != joiner
      && !others.contains(character)
    {
      others.append(character)
    }
    if let last = others.last {
      let quoted = others.map { "'\($0)'" }
      let listed =
        others.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and '\(last)'"
      problems.append("\(name) has \(listed), which camelCase does not use")
    }
    return problems
  }
}
