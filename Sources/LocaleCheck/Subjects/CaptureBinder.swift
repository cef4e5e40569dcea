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
    var lookup = KeyLookup(catalog: catalog)
    // Captures of the source language come first (`en-US/` as well as `en/`).
    let source = catalog.sourceLocale
    let ordered = captures.sorted {
      (rank($0, source: source), $0.file) < (rank($1, source: source), $1.file)
    }
    for capture in ordered {
      let labels = labelsByIdentifier(capture)
      for element in capture.elements {
        guard let identifier = element.identifier, !known.contains(identifier) else { continue }
        // A container's identifier (`login.form`) names a region for tests, and an unlabelled
        // image's is its asset name (UIKit's default): neither is a control with a name to check.
        // A label the capture does not tell cannot bind either.
        if element.label == nil || isUnlabelledUnspoken(element) { continue }
        known.insert(identifier)
        switch bind(element, identifier: identifier, in: capture, labels: labels[identifier], lookup: &lookup)
        {
        case .subject(let subject): subjects.append(subject)
        case .unbound(let capture): unbound.append(capture)
        }
      }
    }
    return (subjects, unbound)
  }

  /// How the source language's captures come first: its exact locale, then regional ones.
  private static func rank(_ capture: UICapture, source: LocaleID) -> Int {
    capture.locale == source ? 0 : ParentLocales.isSameLanguage(capture.locale, source) ? 1 : 2
  }

  private enum Binding {
    case subject(Subject)
    case unbound(UnboundCapture)
  }

  /// Binds one labelled element to the one key that shows its label; `labels`: every label its
  /// identifier shows in the capture.
  private static func bind(
    _ element: CapturedElement, identifier: String, in capture: UICapture, labels: [String]?,
    lookup: inout KeyLookup
  ) -> Binding {
    if let other = labels?.first(where: { $0 != LabelText.trimmed(element.label ?? "") }) {
      return .unbound(
        UnboundCapture(
          identifier: identifier, label: element.label, locale: capture.locale, screen: capture.screen,
          position: element.position, matches: 0, otherLabel: other))
    }
    // A regional capture of the source language (`en-US`) shows the source text where it has no
    // values of its own.
    let source = lookup.catalog.sourceLocale
    var matches = lookup.keys(showing: element.label, in: capture.locale)
    if matches.isEmpty && rank(capture, source: source) == 1 {
      matches = lookup.keys(showing: element.label, in: source)
    }
    guard matches.count == 1, let (table, key) = matches.first else {
      return .unbound(
        UnboundCapture(
          identifier: identifier, label: element.label, locale: capture.locale, screen: capture.screen,
          position: element.position, matches: matches.count))
    }
    return .subject(
      Subject(
        identifier: identifier, bundle: table.bundle, table: table.name, key: key, screen: capture.screen,
        isRealIdentifier: true, declaration: element.position))
  }

  /// The keys that show a label, per locale, indexed the first time a locale is asked about.
  private struct KeyLookup {
    let catalog: Catalog
    private var index: [LocaleID: [String: [(StringTable, String)]]] = [:]

    init(catalog: Catalog) { self.catalog = catalog }

    mutating func keys(showing label: String?, in locale: LocaleID) -> [(StringTable, String)] {
      guard let label else { return [] }
      let byLabel = index[locale] ?? CaptureBinder.labelIndex(catalog, locale: locale)
      index[locale] = byLabel
      return byLabel[LabelText.trimmed(label), default: []]
    }
  }

  /// Element types whose unlabelled elements are no spoken control: containers and images (as the
  /// dump and JSON captures spell them, any case).
  static let unspokenTypes: Set<String> = [
    "alert", "application", "browser", "cell", "collectionview", "dialog", "drawer", "grid", "group",
    "icon", "image", "keyboard", "layoutarea", "layoutitem", "menu", "menubar", "navigationbar", "other",
    "outline", "outlinerow", "picker", "popover", "radiogroup", "scrollview", "segmentedcontrol", "sheet",
    "splitgroup", "statusbar", "tabbar", "tabgroup", "table", "tablecolumn", "tablerow", "toolbar",
    "touchbar", "webview", "window",
  ]

  /// Whether `element` is a container or image that shows no label.
  static func isUnlabelledUnspoken(_ element: CapturedElement) -> Bool {
    guard let type = element.type?.lowercased(), unspokenTypes.contains(type) else { return false }
    return LabelText.trimmed(element.label ?? "").isEmpty
  }

  /// Whether `element` is a container (a cell, a group) that shows no label: VoiceOver reads its
  /// children's labels for it, which the capture lists as elements of their own.
  static func isUnlabelledContainer(_ element: CapturedElement) -> Bool {
    guard let type = element.type?.lowercased(), type != "image", type != "icon" else { return false }
    return isUnlabelledUnspoken(element)
  }

  /// The identifiers that some element of `capture` shows with a label.
  static func labelledIdentifiers(in capture: UICapture) -> Set<String> {
    var result: Set<String> = []
    for element in capture.elements {
      if let identifier = element.identifier, let label = element.label, !LabelText.trimmed(label).isEmpty {
        result.insert(identifier)
      }
    }
    return result
  }

  /// The distinct labels (trimmed) each identifier shows in `capture`, in order.
  private static func labelsByIdentifier(_ capture: UICapture) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for element in capture.elements where !isUnlabelledUnspoken(element) {
      guard let identifier = element.identifier, element.label != nil else { continue }
      let label = LabelText.trimmed(element.label ?? "")
      if !(result[identifier]?.contains(label) ?? false) { result[identifier, default: []].append(label) }
    }
    return result
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
