extension CatalogMerger {
  /// `table` with what its storyboard's or XIB's comments and the document itself (where it was
  /// read and is the table's) say: source texts, older texts, dead keys; `table` as it is for a
  /// table of neither.
  func withInterfaceBuilderTexts(_ table: consuming StringTable, id: String, source: LocaleID) -> StringTable
  {
    var resolved = table
    let document = interfaceBuilderDocuments[id].flatMap { $0.describes(resolved) ? $0 : nil }
    guard let comments = interfaceBuilderComments[id] ?? document.map({ _ in InterfaceBuilderComments() })
    else { return resolved }
    if let document { resolved.takeTexts(of: document) }
    resolved.olderInterfaceBuilderTexts = comments.olderTexts(source: source, document: document)
    let givesSourceText =
      document.map {
        comments.sourceCopyKeepsItsComments(sourceLanguage: source.language)
          ?? $0.isWritten(inSourceLanguageOf: resolved, source: source)
      } ?? false
    resolved = InterfaceBuilderSource.withSourceValues(
      in: resolved, source: source, comments: comments, document: document,
      documentGivesSourceText: givesSourceText)
    if let document, givesSourceText { resolved.addUnkeyedTexts(of: document, source: source) }
    return resolved
  }
}
