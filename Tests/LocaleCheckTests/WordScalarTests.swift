import CatalogParser
import TestSupport
import Testing

@testable import LocaleCheck

/// `ScalarClasses` (its shortcut ranges and its table) agrees with Unicode's properties, and the
/// byte-level edge-word scan of `RoleWords` agrees with a plain reading of the label's scalars.
@Suite struct WordScalarTests {
  @Test func listedLetterRangesAreLettersByUnicodeProperties() {
    for range in ScalarClasses.letterRanges {
      for value in range {
        let properties = Unicode.Scalar(value)!.properties
        #expect(properties.isAlphabetic, "U+\(String(value, radix: 16))")
        #expect(RoleWords.Folded.isWordScalar(Unicode.Scalar(value)!))
      }
    }
  }

  @Test func everyScalarIsClassedAsItsPropertiesSay() {
    // Below U+3100 every scalar (the table and past it); above, a sample of every plane in use.
    let values = Array(UInt32(0)..<0x3100) + stride(from: UInt32(0x3100), to: 0x3_0000, by: 97)
    var mismatches: [String] = []
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if ScalarClasses.isWord(value) != ScalarClasses.isWordByProperties(scalar)
        || ScalarClasses.isEdge(value) != ScalarClasses.isEdgeByProperties(scalar)
      {
        mismatches.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  @Test(arguments: [
    "", " ", "…", "Save", "  Save button. ", "«Guardar»", "¿Botón?", "$5 off", "^_^", "Ⓐ Save Ⓑ",
    "e\u{301}tape suivante", "Schaltfläche Speichern", "Кнопка «Сохранить»", "保存按钮。", "ボタン",
    "बटन दबाएँ।", "ปุ่ม บันทึก", "Ξ κουμπί ", "👍 Like 👍", "\u{200B}Zero\u{200B}", "a", "K\u{212A}",
    "Tab\tname\n", "١٢٣ زر", "“Quoted”", "-- dashes --", "x\u{20DD}",
  ])
  func edgeWordsAreThoseOfAPlainReadingOfTheScalars(label: String) {
    let found = RoleWords.Folded.edgeWords(of: label)
    let expected = Self.plainEdgeWords(of: label)
    #expect(found?.first == expected?.first && found?.last == expected?.last, "\(label)")
  }

  @Test func edgeWordsOfEveryFocusLabelAreThoseOfAPlainReading() {
    let catalog = CatalogLoader(workingDirectory: TestPaths.corpus.path).load(paths: [
      "mozilla-l10n__focusios-l10n"
    ])
    var labels = 0
    var mismatches: [String] = []
    for table in catalog.tables {
      for entry in table.entries {
        for value in entry.localizations.values {
          guard let label = value.value else { continue }
          labels += 1
          let found = RoleWords.Folded.edgeWords(of: label)
          let expected = Self.plainEdgeWords(of: label)
          if found?.first != expected?.first || found?.last != expected?.last { mismatches.append(label) }
        }
      }
    }
    #expect(labels > 10_000)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// The first and last words of `label` read scalar by scalar with Unicode's properties.
  private static func plainEdgeWords(of label: String) -> (first: String, last: String)? {
    var scalars = Array(label.unicodeScalars)
    while let first = scalars.first, ScalarClasses.isEdgeByProperties(first) { scalars.removeFirst() }
    while let last = scalars.last, ScalarClasses.isEdgeByProperties(last) { scalars.removeLast() }
    let isWord = ScalarClasses.isWordByProperties
    guard let firstStart = scalars.firstIndex(where: isWord), let lastEnd = scalars.lastIndex(where: isWord)
    else { return nil }
    let firstEnd = scalars[firstStart...].firstIndex { !isWord($0) } ?? scalars.endIndex
    let lastStart = (scalars[...lastEnd].lastIndex { !isWord($0) } ?? -1) + 1
    func word(_ range: Range<Int>) -> String {
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[range])
      return RoleWords.Folded.foldForLookup(String(text))
    }
    return (word(firstStart..<firstEnd), word(lastStart..<(lastEnd + 1)))
  }
}
