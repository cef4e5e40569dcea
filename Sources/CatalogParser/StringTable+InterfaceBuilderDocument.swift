extension StringTable {
  /// Takes from `document`, the storyboard or XIB the table translates, the texts of its keys,
  /// the menu or scene that shows each, and the keys whose object it no longer holds.
  mutating func takeTexts(of document: InterfaceBuilderDocument) {
    interfaceBuilderDocument = document.path
    var texts: [String: String] = [:]
    var withoutObject: Set<String> = []
    var screens: [String: String] = [:]
    for entry in entries {
      if let text = document.texts[entry.key] { texts[entry.key] = text }
      // Labels only: a tooltip or a placeholder beside a label is no second control's.
      if let container = document.containers[entry.key], !document.prototypeKeys.contains(entry.key),
        InterfaceBuilderDocumentParser.isLabelProperty(ofKey: entry.key)
      {
        // The bundle too: two targets' `Main.storyboard`s have scenes alike (review 210).
        screens[entry.key] = (bundle == "." ? "" : bundle + "/") + "\(name) \(container)"
      }
      if document.holdsObject(ofKey: entry.key) == false { withoutObject.insert(entry.key) }
    }
    interfaceBuilderTexts = texts
    keysWithoutObject = withoutObject
    interfaceBuilderScreens = screens
    unshownInterfaceBuilderKeys = document.prototypeKeys.intersection(entries.lazy.map(\.key))
    interfaceBuilderScreenTitleKeys = document.screenTitleKeys.intersection(entries.lazy.map(\.key))
  }
}
