/// Binds the identifiers of UI captures to catalog keys (SPEC section 7).
///
/// An identifier without a label map entry is bound to the key whose source value equals its
/// label in the source-locale capture, when exactly one key matches; without a source capture,
/// the labels the locale resolves to (its own values, its parents', the source language's) are
/// tried the same way.
public enum CaptureBinder {
  /// Subjects for captured identifiers not in `existing`, those that cannot be bound, and those
  /// a locale built from its text where the source's capture has another (see ``RenamedCapture``).
  /// `mapped` are identifiers the label map names but could not bind (their key is missing): they
  /// are reported there, not bound through a capture nor reported as absent from the map.
  public static func subjects(
    from captures: [UICapture], in catalog: Catalog, existing: [Subject], mapped: Set<String> = []
  ) -> (subjects: [Subject], unbound: [UnboundCapture], renamed: [RenamedCapture]) {
    var known = Set(existing.map(\.identifier)).union(mapped)
    var result = Bound(existing: existing)
    var lookup = KeyLookup(catalog: catalog)
    // Captures of the source language come first (`en-US/` as well as `en/`).
    let source = catalog.sourceLocale
    let ordered = captures.sorted {
      (rank($0, source: source), $0.file) < (rank($1, source: source), $1.file)
    }
    let labels = labelsByIdentifier(captures)
    let places = CapturePlaces.renamedIdentifiers(in: captures, source: source)
    // Controls whose label a capture does not tell, bound last: another capture may tell it.
    var untold: [(element: CapturedElement, capture: UICapture)] = []
    for capture in ordered {
      // Worked out once per capture, where an element without label asks.
      var aboveLabels: Set<String>?
      for element in capture.elements {
        guard let identifier = element.identifier, !known.contains(identifier) else { continue }
        // A container's identifier (`login.form`) names a region for tests, and an unlabelled
        // image's is its asset name (UIKit's default): neither is a control with a name to check.
        if isUnlabelledUnspoken(element) { continue }
        if element.label == nil {
          // A text AppKit keeps in its value (a macOS dump's `value: Sign in`) speaks words the
          // capture does not tell: not known to be unlabelled.
          // Nor is a control whose child shows its label (a button's text), which VoiceOver reads.
          let above = aboveLabels ?? pathsAboveLabels(in: capture)
          aboveLabels = above
          if element.value == nil && !(element.path.map(above.contains) ?? false) {
            untold.append((element, capture))
          }
          continue
        }
        known.insert(identifier)
        let shown = labels[capture.locale]?[identifier]
        let binding = bind(
          element, identifier: identifier, in: capture, labels: shown, everyLocale: labels, lookup: &lookup)
        let reference = places[.init(locale: capture.locale, screen: capture.screen, identifier: identifier)]
        result.add(binding, of: element, in: capture, standingFor: reference)
      }
    }
    // Where no capture tells the label, the control binds to nothing, as an unlabelled one does
    // (audit 151: a capture helper that leaves out a `nil` label).
    for (element, capture) in untold {
      guard let identifier = element.identifier, known.insert(identifier).inserted else { continue }
      let binding = bind(
        element, identifier: identifier, in: capture, labels: labels[capture.locale]?[identifier],
        everyLocale: labels, lookup: &lookup)
      result.add(binding, of: element, in: capture, standingFor: nil)
    }
    return (result.subjects, result.unbound, result.renamed)
  }

  /// The paths of `capture`'s elements that hold an element showing a label (`1/3` for a label at
  /// `1/3/0`): a button whose title is its child's text. One pass, not one per
  /// element asking.
  private static func pathsAboveLabels(in capture: UICapture) -> Set<String> {
    var paths: Set<String> = []
    for element in capture.elements where !LabelText.trimmed(element.label ?? "").isEmpty {
      guard var path = element.path?[...] else { continue }
      while let slash = path.lastIndex(of: "/") {
        path = path[..<slash]
        guard paths.insert(String(path)).inserted else { break }
      }
    }
    return paths
  }

  /// A label as labels are looked up: trimmed, without the direction marks VoiceOver does not
  /// speak (a right-to-left mark that code puts before Hebrew text).
  static func lookupKey(_ label: String) -> String {
    LabelText.trimmedWithoutDirectionMarks(label)
  }

  /// How the source language's captures come first: its exact locale, then regional ones.
  static func rank(_ capture: UICapture, source: LocaleID) -> Int {
    capture.locale == source ? 0 : ParentLocales.isSameLanguage(capture.locale, source) ? 1 : 2
  }

  enum Binding {
    case subject(Subject)
    case unbound(UnboundCapture)
  }

  /// Binds one labelled element to the one key that shows its label; `labels`: every label its
  /// identifier shows in the captures of the locale, with their screens.
  private static func bind(
    _ element: CapturedElement, identifier: String, in capture: UICapture, labels: [ShownLabel]?,
    everyLocale: [LocaleID: [String: [ShownLabel]]], lookup: inout KeyLookup
  ) -> Binding {
    // One identifier with two labels (rows of a list, or UIKit's back button on every pushed
    // screen) stands for no single key. Another label on the same screen is named first.
    let label = LabelText.trimmed(element.label ?? "")
    let others = (labels ?? []).filter { $0.label != label }
    if let other = others.first(where: { $0.screen == capture.screen }) ?? others.first {
      var unbound = UnboundCapture(
        identifier: identifier, label: element.label, locale: capture.locale, screen: capture.screen,
        position: element.position, matches: 0, otherLabel: other.label,
        otherScreen: other.screen == capture.screen ? nil : other.screen)
      // Two counts of one format ("3 files", "1 file") are one key's label (audit 264).
      if let format = lookup.formatKey(showing: label, in: capture.locale),
        lookup.formatKey(showing: other.label, in: capture.locale) == format
      {
        unbound.formatKey = format
      }
      return .unbound(unbound)
    }
    var matches = lookup.keys(showing: element.label, in: capture.locale)
    // A label no key shows in the locale may be the source text the app shows instead (a string
    // left hard-coded): the key whose source text it is, for `runtime-mismatch` to report.
    let source = lookup.catalog.sourceLocale
    if matches.isEmpty && capture.locale != source {
      matches = lookup.keys(showing: element.label, in: source)
    }
    // Then with apostrophes, quotation marks and spaces folded, where nothing matched exactly.
    for locale in [capture.locale, source] where matches.isEmpty {
      matches = lookup.keys(showing: element.label, in: locale, folding: true)
    }
    if matches.count > 1 {
      matches = narrowed(
        matches, identifier: identifier, everyLocale: everyLocale, besides: capture.locale, lookup: &lookup)
    }
    if matches.count > 1
      && readAlikeInEveryLocale(matches, in: lookup.catalog, locales: lookup.catalogLocales())
    {
      matches = [matches[0]]
    }
    guard matches.count == 1, let (table, key) = matches.first else {
      var unbound = UnboundCapture(
        identifier: identifier, label: element.label, locale: capture.locale, screen: capture.screen,
        position: element.position, matches: matches.count)
      // A label with its placeholders filled in ("Pay $12.00") equals no key's text; which format
      // key may show it tells the developer what to map.
      if matches.isEmpty { unbound.formatKey = lookup.formatKey(showing: label, in: capture.locale) }
      unbound.matchedKeys = matches.map {
        CatalogKeyReference(bundle: $0.0.bundle, table: $0.0.name, key: $0.1)
      }
      return .unbound(unbound)
    }
    return .subject(
      Subject(
        identifier: identifier, bundle: table.bundle, table: table.name, key: key, screen: capture.screen,
        isRealIdentifier: true, declaration: element.position))
  }

  /// Of several keys that show a label (the app's "Cancel" and a Share extension's), those that
  /// also show what the identifier shows in the other locales' captures ("Annuler" in one table,
  /// "Abbrechen" in the other): the first locale that tells them apart settles it.
  private static func narrowed(
    _ matches: [(StringTable, String)], identifier: String, everyLocale: [LocaleID: [String: [ShownLabel]]],
    besides locale: LocaleID, lookup: inout KeyLookup
  ) -> [(StringTable, String)] {
    var remaining = matches
    for other in everyLocale.keys.sorted() where other != locale {
      guard remaining.count > 1, let shown = everyLocale[other]?[identifier], shown.count == 1 else {
        continue
      }
      // A set, not a scan per candidate: one label may be a key of hundreds of bundles.
      let there = Set(
        lookup.keys(showing: shown[0].label, in: other).map { [$0.0.bundle, $0.0.name, $0.1] })
      let kept = remaining.filter { table, key in there.contains([table.bundle, table.name, key]) }
      if !kept.isEmpty { remaining = kept }
    }
    return remaining
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

  /// A label (trimmed) an identifier shows, and the screen it shows it on.
  private struct ShownLabel: Equatable {
    var label: String
    var screen: String
  }

  /// The distinct labels each identifier shows in each locale's captures, in order.
  private static func labelsByIdentifier(_ captures: [UICapture]) -> [LocaleID: [String: [ShownLabel]]] {
    var result: [LocaleID: [String: [ShownLabel]]] = [:]
    for capture in captures {
      for element in capture.elements where !isUnlabelledUnspoken(element) {
        guard let identifier = element.identifier, element.label != nil else { continue }
        let shown = ShownLabel(label: LabelText.trimmed(element.label ?? ""), screen: capture.screen)
        if result[capture.locale]?[identifier]?.contains(shown) != true {
          result[capture.locale, default: [:]][identifier, default: []].append(shown)
        }
      }
    }
    return result
  }

  /// Calls `body` with each key of a table the app reads that may show a label in `locale`: its
  /// table, its entry, how it
  /// resolves there, and whether the key is its own text (a table without source-language
  /// values: the text is in code, `NSLocalizedString("Cancel", …)`). A key Xcode found gone from
  /// the code (`stale`: only those) is asked for apart: its stale twin of the same text (a renamed
  /// key) would make the label ambiguous and leave the identifier unbound.
  static func forEachShownEntry(
    in catalog: Catalog, locale: LocaleID, stale: Bool = false,
    _ body: (StringTable, StringEntry, Resolution, Bool) -> Void
  ) {
    var resolvers: [LocaleID: LabelResolver] = [:]
    // Not a table the app never reads (`infoPlist` beside `InfoPlist`, audit 196).
    let unread = CheckContext.unreadTables(in: catalog)
    for (index, table) in catalog.tables.enumerated() where !unread.contains(index) {
      let source = catalog.sourceLocale(of: table)
      let resolver = resolvers[source] ?? LabelResolver(sourceLocale: source, locales: [locale])
      resolvers[source] = resolver
      let keysAreSourceText = !table.hasValues(in: source)
      for entry in table.entries where (entry.extractionState == "stale") == stale {
        body(table, entry, resolver.resolve(entry, in: locale), keysAreSourceText)
      }
    }
  }

}
