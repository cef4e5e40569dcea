extension LabelText {
  /// `text` without HTML-like tags (`<b>`, `</u>`, `<br/>`, `<a href="...">`, a project's own
  /// `<dnl>`): an app that renders the text as markup shows and speaks none of their letters, so
  /// "%1$@ <u>(%2$@)</u>" has no words to translate.
  static func withoutMarkupTags(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    return replacingSpans(in: text, startingWith: "<") { span in
      var name = span.dropFirst()
      if name.first == "/" { name = name.dropFirst() }
      // A tag's name starts right after `<` (or `</`) and is written in small ASCII letters:
      // "a < b" is no tag, nor a placeholder text in brackets that the app shows ("<None>").
      guard let first = name.first, first.isASCII, first.isLowercase,
        let close = name.prefix(maximumTagLength).firstIndex(of: ">")
      else { return nil }
      let nameEnd = name.firstIndex { !($0.isASCII && ($0.isLowercase || $0.isNumber)) } ?? name.endIndex
      // After the name: the end, `/>`, or attributes after a space; never another `<`.
      let afterName = name[nameEnd..<close]
      guard afterName.isEmpty || afterName == "/" || afterName.first == " ", !afterName.contains("<") else {
        return nil
      }
      return close
    }
  }

  /// The longest tag read as one, attributes included.
  private static let maximumTagLength = 200
}
