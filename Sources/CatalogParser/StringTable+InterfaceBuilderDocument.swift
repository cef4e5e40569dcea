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
      if let screen = screen(ofKey: entry.key, in: document) { screens[entry.key] = screen }
      if document.holdsObject(ofKey: entry.key) == false { withoutObject.insert(entry.key) }
    }
    interfaceBuilderTexts = texts
    keysWithoutObject = withoutObject
    interfaceBuilderScreens = screens
    unshownInterfaceBuilderKeys = document.unshownKeys.intersection(entries.lazy.map(\.key))
    interfaceBuilderScreenTitleKeys = document.screenTitleKeys.intersection(entries.lazy.map(\.key))
  }

  /// The menu or scene of `document` that shows the label at `key`, named with the bundle and
  /// table: labels only, as a tooltip or a placeholder beside a label is no second control's.
  private func screen(ofKey key: String, in document: InterfaceBuilderDocument) -> String? {
    guard let container = document.containers[key], !document.prototypeKeys.contains(key),
      InterfaceBuilderDocumentParser.isLabelProperty(ofKey: key)
    else { return nil }
    // The bundle too: two targets' `Main.storyboard`s have scenes alike (review 210).
    return (bundle == "." ? "" : bundle + "/") + "\(name) \(container)"
  }

  /// Adds, with its text in `source`, each text of `document` that no file of the table has a
  /// key for, where the table keys that property of other objects of its class (a `label`'s
  /// `text`, a `button`'s `normalTitle`; review 213): an
  /// object added to the storyboard after its files were generated, which every locale shows in
  /// the source language until they are generated again (audit 314). Texts VoiceOver reads only
  /// (see ``isReadAloud(_:in:)``), not a template's, a label code may fill in (an outlet's), nor
  /// one the project marks to leave untranslated.
  mutating func addUnkeyedTexts(of document: InterfaceBuilderDocument, source: LocaleID) {
    let kind = { (key: String) in
      let objectClass = document.objectClasses[InterfaceBuilderSource.objectID(ofKey: key)] ?? ""
      return "\(objectClass).\(InterfaceBuilderSource.propertyKind(ofKey: key))"
    }
    let keyedKinds = Set(entries.lazy.map { kind($0.key) })
    let unshown = document.unshownKeys
    let unkeyed = document.texts.filter { key, text in
      let object = InterfaceBuilderSource.objectID(ofKey: key)
      return entry(forKey: key) == nil && keyedKinds.contains(kind(key)) && !unshown.contains(key)
        && Self.isReadAloud(key, in: document)
        // A label code reaches (an outlet) it likely sets (not a button's title nor a field's
        // placeholder: review 214); one the project leaves out.
        && !(document.codeReachedObjects.contains(object) && Self.codeSetsText(of: object, in: document))
        && !document.untranslatedObjects.contains(object)
        && text.contains(where: { !$0.isWhitespace })
    }
    // One object's text once: a button's normal and highlighted title alike, a label's own
    // accessibility label (review 213).
    var added: Set<String> = []
    for (key, text) in unkeyed.sorted(by: { Self.documentOrder($0.key, $1.key, in: document) })
    where added.insert(InterfaceBuilderSource.objectID(ofKey: key) + "\u{0}" + text).inserted {
      let position = document.positions[key]
      var entry = StringEntry(key: key, keyPosition: position)
      entry.localizations[source] = LocalizedValue(
        value: text, state: "translated", position: position, keyPosition: position)
      add(entry)
      unkeyedInterfaceBuilderKeys.insert(key)
      interfaceBuilderTexts[key] = text
      if let screen = screen(ofKey: key, in: document) { interfaceBuilderScreens[key] = screen }
    }
  }

  /// Whether VoiceOver reads the text at `key` of `document` as a control's: a label, a text
  /// field's placeholder (read while it is empty; audit 315); not a tooltip or hint, nor a screen's
  /// own title (a navigation bar's is often the app's name, which pruned files leave out).
  private static func isReadAloud(_ key: String, in document: InterfaceBuilderDocument) -> Bool {
    let property = InterfaceBuilderSource.propertyKind(ofKey: key)
    return
      (InterfaceBuilderDocumentParser.isLabelProperty(ofKey: key) || property == "placeholder"
      || property == "placeholderString") && !document.screenTitleKeys.contains(key)
  }

  /// Whether code that reaches `object` likely sets the text it shows: a label's or a text
  /// view's, which outlets exist to fill in.
  private static func codeSetsText(of object: String, in document: InterfaceBuilderDocument) -> Bool {
    ["label", "textView"].contains(document.objectClasses[object] ?? "")
  }

  /// Whether the text at `key` comes before the one at `other` in `document`.
  private static func documentOrder(_ key: String, _ other: String, in document: InterfaceBuilderDocument)
    -> Bool
  {
    let line = { (key: String) in document.positions[key].map { ($0.line, $0.column) } ?? (Int.max, Int.max) }
    return line(key) != line(other) ? line(key) < line(other) : key < other
  }
}
