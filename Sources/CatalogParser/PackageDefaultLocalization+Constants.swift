extension PackageDefaultLocalization {
  /// The language tag in quotes that starts `code` after a label, a type or `LanguageTag(` (`:
  /// "de"`, `: .init("de")`), and, `afterDefault`, a type and `=` (`: LanguageTag = "de"`), if any.
  static func quotedTag(_ code: Substring, afterDefault: Bool) -> LocaleID? {
    let head = code.prefix(40)
    let leading = afterDefault ? ":=(." : ":(."
    guard let open = head.firstIndex(of: "\""),
      head[..<open].allSatisfy({ leading.contains($0) || $0.isWhitespace || $0.isLetter }),
      let close = head[head.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return LocaleID.declaredLocale(String(head[head.index(after: open)..<close]))
  }

  /// The name of the constant `code` passes after the label (`: language,`), if it passes one.
  static func constantName(_ code: Substring) -> String? {
    let rest = code.drop(while: \.isWhitespace)
    guard rest.first == ":" else { return nil }
    let value = rest.dropFirst().drop(while: \.isWhitespace)
    let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = name.first, first.isLetter || first == "_", name != "nil",
      value.dropFirst(name.count).drop(while: \.isWhitespace).first.map({ ",)".contains($0) }) ?? false
    else { return nil }
    return String(name)
  }

  /// The language tag the manifest's `let` or `var` named `name` holds (`let language:
  /// LanguageTag = "de"`).
  static func constantTag(named name: String, in text: String) -> LocaleID? {
    for keyword in ["let ", "var "] {
      for declaration in text.ranges(of: keyword + name) {
        let after = text[declaration.upperBound...]
        guard let next = after.first, !(next.isLetter || next.isNumber || next == "_") else { continue }
        if let tag = quotedTag(after, afterDefault: true) { return tag }
      }
    }
    return nil
  }

  /// Whether `range` of `text` is a whole name, not part of a longer one
  /// (`defaultLocalizationFallback`).
  static func isWholeWord(_ range: Range<String.Index>, in text: String) -> Bool {
    func isNamePart(_ character: Character?) -> Bool {
      character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }
    let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
    let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
    return !isNamePart(before) && !isNamePart(after)
  }
}
