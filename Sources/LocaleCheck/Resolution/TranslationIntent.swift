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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(comment.utf8.count)
    var rest = comment.utf8[...]
    while let byte = rest.first {
      if rest.starts(with: [0xE2, 0x80, 0x99]) {  // ’
        bytes.append(UInt8(ascii: "'"))
        rest = rest.dropFirst(3)
        continue
      }
      bytes.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
      rest = rest.dropFirst()
    }
    return markerBytes.contains { marker in
      bytes.count >= marker.count
        && (0...(bytes.count - marker.count)).contains {
          bytes[$0..<($0 + marker.count)].elementsEqual(marker)
        }
    }
  }

  private static let markerBytes = markers.map { Array($0.utf8) }
}
