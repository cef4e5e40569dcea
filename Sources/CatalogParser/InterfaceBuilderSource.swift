/// The source text of storyboard and XIB tables, read from the comments Xcode writes.
///
/// A storyboard's `.strings` files hold only translations: the source text stays in
/// `Base.lproj/Main.storyboard`, which is not a localization file. Xcode writes each key as
/// `ObjectID.property` with the source text in the comment above it:
///
///     /* Class = "UIButton"; normalTitle = "Continue"; ObjectID = "x1Y-2z-abc"; */
///     "x1Y-2z-abc.normalTitle" = "Weiter";
///
/// The app shows that text where a locale lacks the key, and a translation that copies it is
/// English left in place; so it stands as the table's source value, where two or more files
/// write it alike (``InterfaceBuilderComments``).
package enum InterfaceBuilderSource {
  /// `table` with a source-language value for each key whose comments settle its text, when the
  /// table has no source-language value at all and its keys are Interface Builder keys;
  /// otherwise `table` as it is. A key left without one stays the storyboard's
  /// (`StringTable.sourceTextFromComments`): its text is unknown, so nothing compares or quotes it.
  ///
  /// `document`, the storyboard or XIB itself where it was read, gives each key it knows its
  /// text now, before any comment; a key whose object it no longer holds gets none.
  static func withSourceValues(
    in table: consuming StringTable, source: LocaleID, comments: InterfaceBuilderComments,
    document: InterfaceBuilderDocument? = nil, documentGivesSourceText: Bool = true
  ) -> StringTable {
    guard !table.entries.isEmpty else { return table }
    // A document in another language tells dead keys, not source texts.
    let textSource = documentGivesSourceText ? document : nil
    // Most such tables have an `en.lproj` copy: that settles them before any comment is read.
    if table.hasValues(in: source) {
      return withSourceGapsFilled(
        in: table, source: source, comments: comments, document: document, textSource: textSource)
    }
    let stale = document == nil ? comments.staleObjectIDKeys() : table.keysWithoutObject
    let agreed = comments.agreedComments(leavingOut: stale)
    let texts = table.entries.map { entry in
      stale.contains(entry.key)
        ? nil : textSource?.texts[entry.key] ?? sourceText(of: entry.key, comment: agreed[entry.key])
    }
    // A table whose comments settle nothing is no storyboard's. Keys of another shape beside
    // its keys were written in code (Rectangle's `Main.strings` holds both): their key is their text.
    guard texts.contains(where: { $0 != nil }) else { return table }
    var resolved = table
    resolved.sourceTextFromComments = true
    resolved.keysOnlyInOwnLanguageFiles = comments.keysOnlyInOwnLanguageFiles()
    resolved.staleObjectIDKeys = stale
    for (key, text) in zip(resolved.entries.map(\.key), texts) {
      guard let text else { continue }
      resolved.modifyEntry(forKey: key) { entry in
        // Where the storyboard gave the text, its element is where the text is written.
        let position = textSource?.positions[key] ?? entry.keyPosition
        entry.localizations[source] = LocalizedValue(
          value: text, state: "translated", position: position, keyPosition: position)
      }
    }
    return resolved
  }

  /// `table`, whose source-language file (an `en.lproj` copy of the storyboard's texts) lacks
  /// keys that translations made later hold: each such key whose comments files of two or more
  /// languages write alike gets its text as source value. The storyboard in `Base.lproj` is the
  /// source, and the copy only overrides its English texts; the comments Xcode wrote from it tell
  /// that the key is there (no dead key) and what it says (a translation that copies it is
  /// English).
  private static func withSourceGapsFilled(
    in table: consuming StringTable, source: LocaleID, comments: InterfaceBuilderComments,
    document: InterfaceBuilderDocument?, textSource: InterfaceBuilderDocument?
  ) -> StringTable {
    guard table.entries.contains(where: { $0.localizations[source] == nil }),
      table.entries.allSatisfy({ isInterfaceBuilderKey($0.key) })
    else { return table }
    let agreed = comments.commentsSettledAcrossLanguages(sourceLanguage: source.language)
    let gaps = table.entries.compactMap { entry -> (String, String)? in
      // A text the storyboard has is its own (a label added after the copy was made; review
      // 208); without one, the comments settle which keys it still shows, as without it.
      guard entry.localizations[source] == nil, document?.holdsObject(ofKey: entry.key) != false else {
        return nil
      }
      if let text = textSource?.texts[entry.key] { return (entry.key, text) }
      return sourceText(of: entry.key, comment: agreed[entry.key]).map { (entry.key, $0) }
    }
    var resolved = table
    for (key, text) in gaps {
      resolved.modifyEntry(forKey: key) { entry in
        // Where the storyboard gave the text, its element is where the text is written.
        let position = textSource?.positions[key] ?? entry.keyPosition
        entry.localizations[source] = LocalizedValue(
          value: text, state: "translated", position: position, keyPosition: position)
      }
    }
    return resolved
  }

  /// Whether `key` has Interface Builder's shape: an object id, a dot and a property.
  package static func isInterfaceBuilderKey(_ key: String) -> Bool {
    guard let dot = key.firstIndex(of: "."), key.index(after: dot) < key.endIndex else { return false }
    return isObjectID(key[..<dot])
  }

  /// The object id an Interface Builder key names (`x1Y-2z-abc` of `x1Y-2z-abc.normalTitle`).
  static func objectID(ofKey key: String) -> String {
    String(key.prefix { $0 != "." })
  }

  /// The property an Interface Builder key names, with any index left out (`segmentTitles` for
  /// `x1Y-2z-abc.segmentTitles[2]`).
  static func propertyKind(ofKey key: String) -> Substring {
    guard let dot = key.firstIndex(of: ".") else { return "" }
    return key[key.index(after: dot)...].prefix { $0 != "[" }
  }

  /// The source text of an Interface Builder key (`x1Y-2z-abc.normalTitle`) as its comment
  /// gives it (`normalTitle = "Continue";`, with the comment's object id matching), or `nil`.
  ///
  /// Properties of a part of the object name it in full: a segmented control's titles are
  /// `RLb-GV-4hh.segmentTitles[0] = "Imperial";` (AppKit's `ibShadowedLabels[0]` alike).
  package static func sourceText(of key: String, comment: String?) -> String? {
    guard let comment, let dot = key.firstIndex(of: ".") else { return nil }
    let objectID = key[..<dot]
    let property = key[key.index(after: dot)...]
    guard isObjectID(objectID), !property.isEmpty, comment.contains("ObjectID = \"\(objectID)\"") else {
      return nil
    }
    return quotedValue(named: key[...], in: comment) ?? quotedValue(named: property, in: comment)
  }

  /// The class Interface Builder's comment names for the object of `key`
  /// (`Class = "UINavigationItem";`, with the comment's object id matching), or `nil`.
  static func className(of key: String, comment: String?) -> String? {
    guard let comment, let dot = key.firstIndex(of: "."), isObjectID(key[..<dot]),
      comment.contains("ObjectID = \"\(key[..<dot])\"")
    else { return nil }
    return quotedValue(named: "Class", in: comment)
  }

  /// Interface Builder's object ids: `gdE-b5-kod` (three, two and three letters or digits), or
  /// a number in nibs made before Xcode 4 (`136`).
  static func isObjectID(_ text: Substring) -> Bool {
    // On bytes: every `.strings` table's first key is asked.
    let bytes = Array(text.utf8)
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    if !bytes.isEmpty && bytes.allSatisfy(isDigit) { return true }
    guard bytes.count == 10 else { return false }
    return bytes.indices.allSatisfy { index in
      let byte = bytes[index]
      if index == 3 || index == 6 { return byte == UInt8(ascii: "-") }
      return isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
  }

  /// The text of `name = "..."` in `comment`, its escapes decoded as in a `.strings` value
  /// (Xcode writes AppKit's "\tLeft to Right" menu title with the `\t` in the comment too).
  private static func quotedValue(named name: Substring, in comment: String) -> String? {
    // At the comment's start or after "; ", so that `title` does not match `subtitle`.
    let marker = name + " = \""
    var start: String.Index?
    var searchFrom = comment.startIndex
    while let range = comment[searchFrom...].range(of: marker) {
      let before = comment[..<range.lowerBound]
      if before.isEmpty || before.hasSuffix("; ") {
        start = range.upperBound
        break
      }
      searchFrom = range.upperBound
    }
    guard let start else { return nil }
    let offset = comment.utf8.distance(from: comment.startIndex, to: start)
    var text = comment
    return text.withUTF8 { bytes in
      var decoder = StringsEscapeDecoder()
      return decoder.decodeQuoted(bytes, from: offset, quote: UInt8(ascii: "\""))?.text
    }
  }
}
