/// A captured label that is the catalog's format as written ("Reply to %@", "未読%lld件"): the
/// code showed the format without giving it its values (`NSLocalizedString` without
/// `String(format:)`, `Text(verbatim:)`), and VoiceOver reads "percent at". As a label, the
/// format equals the catalog's text, so it read as a match (audit 241).
extension RuntimeMismatchRule {
  /// The first placeholder that `shown` still holds (`%@`, `%1$lld`, `%#@files@`), where a value
  /// of the catalog's has it too; not a percent sign that prose writes ("50% off", `%%`).
  static func unfilledPlaceholder(in shown: String, candidates: [String]) -> String? {
    guard shown.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
    guard let first = FormatSpecifierParser.parse(shown, decoratedPlaceholdersAreText: true).first else {
      return nil
    }
    let inCatalog = candidates.contains { candidate in
      FormatSpecifierParser.parse(candidate, decoratedPlaceholdersAreText: true).contains {
        $0.text == first.text
      }
    }
    return inCatalog ? first.text : nil
  }

  /// What an element shows that is its format with a placeholder unfilled.
  static func message(
    _ element: CapturedElement, of capture: UICapture, identifier: String, unfilled placeholder: String
  ) -> String {
    let (shownText, _) = comparable(element.label ?? "", "")
    return "\(capture.locale) capture of \(capture.screen) shows the format '\(shownText)' for \(identifier) "
      + "as written: its \(placeholder) was never given a value (the code shows the localized format without "
      + "String(format:) or an interpolation), and VoiceOver reads the placeholder"
  }
}
