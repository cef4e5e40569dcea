/// Binds the identifiers of UI captures to catalog keys (SPEC section 7).
///
/// An identifier without a label map entry is bound to the key whose source value equals its
/// label in the source-locale capture, when exactly one key matches; without a source capture,
/// the locale's own values are tried the same way.
public enum CaptureBinder {
  /// Subjects for captured identifiers not in `existing`, and those that cannot be bound.
  public static func subjects(
    from captures: [UICapture], in catalog: Catalog, existing: [Subject]
  ) -> (subjects: [Subject], unbound: [UnboundCapture]) {
    var known = Set(existing.map(\.identifier))
    var subjects: [Subject] = []
    var unbound: [UnboundCapture] = []
    let ordered = captures.sorted {
      ($0.locale != catalog.sourceLocale ? 1 : 0, $0.file) < (
        $1.locale != catalog.sourceLocale ? 1 : 0, $1.file
      )
    }
    var index: [LocaleID: [String: [(StringTable, String)]]] = [:]
    for capture in ordered {
      for element in capture.elements {
        guard let identifier = element.identifier, !known.contains(identifier) else { continue }
        known.insert(identifier)
        let byLabel = index[capture.locale] ?? labelIndex(catalog, locale: capture.locale)
        index[capture.locale] = byLabel
        let matches = element.label.map { byLabel[LabelText.trimmed($0), default: []] } ?? []
        if matches.count == 1, let (table, key) = matches.first {
          subjects.append(
            Subject(
              identifier: identifier, bundle: table.bundle, table: table.name, key: key,
              screen: capture.screen,
              isRealIdentifier: true, declaration: element.position))
        } else {
          unbound.append(
            UnboundCapture(
              identifier: identifier, label: element.label, locale: capture.locale, screen: capture.screen,
              position: element.position, matches: matches.count))
        }
      }
    }
    return (subjects, unbound)
  }

  /// Keys by their displayed text in `locale`.
  private static func labelIndex(_ catalog: Catalog, locale: LocaleID) -> [String: [(StringTable, String)]] {
    var result: [String: [(StringTable, String)]] = [:]
    for table in catalog.tables {
      for entry in table.entries {
        guard let value = entry.localizations[locale], let text = LabelText.displayText(of: value) else {
          continue
        }
        result[LabelText.trimmed(text), default: []].append((table, entry.key))
      }
    }
    return result
  }
}
