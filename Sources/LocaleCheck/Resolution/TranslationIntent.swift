import CatalogParser

/// What the developer said about translating a key beyond `shouldTranslate`: Interface Builder's
/// localizer note (`Note = "Do not localize";` in the key's comment) and a source text that is
/// the instruction itself (a title "DO NOT LOCALIZE" that code replaces).
///
/// Asked only where a rule is about to report: reading comments for every cell would cost more
/// than the rules.
public enum TranslationIntent {
  /// Whether `entry` is marked not to be translated in its comment or its source text.
  public static func saysDoNotTranslate(_ entry: StringEntry, sourceLocale: LocaleID) -> Bool {
    if let comment = entry.comment, holdsMarker(comment) { return true }
    guard let source = entry.localizations[sourceLocale]?.value else { return false }
    let text = LabelText.trimmed(source).lowercased()
    return markers.contains { text == $0 }
  }

  private static let markers = ["do not localize", "don't localize", "do not translate", "don't translate"]

  /// Whether `comment` holds a marker in any case, also with a typographic apostrophe; read on
  /// its bytes, as every XLIFF unit of a run with many findings has a note.
  private static func holdsMarker(_ comment: String) -> Bool {
    var comment = comment
    return comment.withUTF8 { bytes in
      // Every marker starts with "d": only there is a match tried.
      bytes.indices.contains { start in
        bytes[start] | 0x20 == UInt8(ascii: "d") && markerBytes.contains { matches($0, bytes, at: start) }
      }
    }
  }

  /// Whether `marker` (lowercase ASCII) is at `start` of `bytes`, in any case; its `'` also
  /// matches U+2019.
  private static func matches(_ marker: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var index = start
    for expected in marker {
      guard index < bytes.count else { return false }
      if expected == UInt8(ascii: "'"), bytes[index] == 0xE2, index + 2 < bytes.count,
        bytes[index + 1] == 0x80, bytes[index + 2] == 0x99
      {
        index += 3
        continue
      }
      let byte = bytes[index]
      let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      guard lowered == expected else { return false }
      index += 1
    }
    return true
  }

  private static let markerBytes = markers.map { Array($0.utf8) }
}
