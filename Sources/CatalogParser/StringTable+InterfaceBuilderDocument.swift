extension StringTable {
  /// Takes from `document`, the storyboard or XIB the table translates, the texts of its keys
  /// and the keys whose object it no longer holds.
  mutating func takeTexts(of document: InterfaceBuilderDocument) {
    interfaceBuilderDocument = document.path
    var texts: [String: String] = [:]
    var withoutObject: Set<String> = []
    for entry in entries {
      if let text = document.texts[entry.key] { texts[entry.key] = text }
      if document.holdsObject(ofKey: entry.key) == false { withoutObject.insert(entry.key) }
    }
    interfaceBuilderTexts = texts
    keysWithoutObject = withoutObject
  }
}
