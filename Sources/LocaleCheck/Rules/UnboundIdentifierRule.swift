/// An identifier has no catalog key: its label cannot be checked in any locale.
public struct UnboundIdentifierRule: Rule {
  /// `unbound-identifier`, a warning by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "unbound-identifier", name: "Unbound identifier",
    summary:
      "An identifier in a UI capture or the label map has no catalog key (no label map entry, no unique match).",
    rationale: "Its label is hard-coded or its key was renamed, so no locale can be checked or translated.",
    defaultSeverity: .warning,
    triggeringExamples: ["labels.json binds login.help to a key no table has"],
    nonTriggeringExamples: ["labels.json binds login.submit.button to 'Sign in', which Localizable has"])

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    mapFindings(context) + captureFindings(context)
  }

  private func captureFindings(_ context: CheckContext) -> [Finding] {
    var reported = Set<String>()
    return context.unboundCaptures.compactMap { capture in
      guard reported.insert(capture.identifier).inserted else { return nil }
      let (locale, position) = Self.placeInCheckedLocale(capture, context: context)
      // Shown at another locale's capture, whose element shows its own label: say whose it quotes.
      let seen = locale == capture.locale ? "" : " (in the \(capture.locale) capture)"
      let label = "'\(capture.label ?? "")'\(seen)"
      let reason =
        if let other = capture.otherLabel, let format = capture.formatKey {
          "it shows \(label)\(seen.isEmpty ? " here" : "") and '\(other)'"
            + (capture.otherScreen.map { " on \($0)" } ?? "") + ", both shown by the format key '\(format)': "
            + "map the identifier to it in the label map"
        } else if let other = capture.otherLabel, let otherScreen = capture.otherScreen {
          "it shows \(label)\(seen.isEmpty ? " here" : "") and '\(other)' on \(otherScreen), so it stands for "
            + "no single key; give each element its own identifier"
        } else if let other = capture.otherLabel {
          "it shows different labels in \(seen.isEmpty ? "one capture" : "the \(capture.locale) capture") "
            + "('\(capture.label ?? "")', '\(other)'), "
            + "so it stands for no single key; give each element its own identifier or map it in the label map"
        } else if capture.label == nil {
          "its capture\(seen) gives no label, so no catalog text binds it to a key"
        } else if LabelText.trimmed(capture.label ?? "").isEmpty {
          "it shows no label\(seen), so no catalog text binds it to a key"
        } else if capture.matches == 0, let format = capture.formatKey {
          "no catalog key has the label \(label); the format key '\(format)' may show it: "
            + "map the identifier to it in the label map"
        } else if capture.matches == 0 {
          "no catalog key has the label \(label)"
        } else {
          "\(capture.matches) catalog keys have the label \(label)"
            + Self.naming(capture.matchedKeys, context: context)
        }
      // Made (and fingerprinted) where it is first seen, then shown where the run looks: a
      // baseline recorded over all locales still hides it in a run over some of them.
      var finding = Finding(
        rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, locale: capture.locale,
        identifier: capture.identifier,
        message:
          "\(capture.identifier) on \(capture.screen) "
          + (capture.runHasLabelMap ? "is not in the label map and " : "is bound to no key: ") + reason,
        actual: capture.label, position: capture.position)
      (finding.locale, finding.position) = (locale, position)
      finding.screen = capture.screen
      return finding
    }
  }

  /// The keys a label matched, for the developer to choose one in the label map: the first three.
  private static func naming(_ keys: [CatalogKeyReference], context: CheckContext) -> String {
    guard !keys.isEmpty else { return "" }
    let named = keys.prefix(3).map { "\(context.tableDisplayName(of: $0)) '\($0.key)'" }
    let more = keys.count > 3 ? " and \(keys.count - 3) more" : ""
    return ": \(named.joined(separator: ", "))\(more); map the identifier to one in the label map"
  }

  /// Where to report an unbound capture: where it was first seen (the source language's capture),
  /// or, when the run leaves that locale out (`--locales de`), the first checked locale's capture
  /// of the screen that shows the identifier too (or the element under a name built from its
  /// text), so that a run over the shipping locales hears of the control no key labels.
  private static func placeInCheckedLocale(_ capture: UnboundCapture, context: CheckContext) -> (
    locale: LocaleID, position: SourcePosition
  ) {
    guard !context.locales.contains(capture.locale) else { return (capture.locale, capture.position) }
    let checked = Set(context.locales)
    for other in context.captures.sorted(by: { $0.locale < $1.locale })
    where other.screen == capture.screen && checked.contains(other.locale) {
      if let element = other.elements.first(where: { $0.identifier == capture.identifier }) {
        return (other.locale, element.position)
      }
    }
    // A checked locale that shows the element under a name built from its text (`s.teilen.button`).
    let renamed = context.renamedCaptures.filter {
      $0.reference == capture.identifier && $0.screen == capture.screen && checked.contains($0.locale)
    }
    if let first = renamed.min(by: { $0.locale < $1.locale }) { return (first.locale, first.position) }
    return (capture.locale, capture.position)
  }

  private func mapFindings(_ context: CheckContext) -> [Finding] {
    var keys = KeyIndex()
    let unread = context.unboundEntries.isEmpty ? [] : CheckContext.unreadTables(in: context.catalog)
    return context.unboundEntries.enumerated().map { index, entry in
      // A map of many stale entries is likely outdated, not mistyped: near keys for the first ones.
      let hint =
        Self.unreadTableHint(for: entry, in: context.catalog, unread: unread)
        ?? Self.typoHint(for: entry, in: context.catalog, keys: &keys, nearKeys: index < 20)
      var finding = Finding(
        rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, identifier: entry.identifier,
        table: entry.table, key: entry.key,
        message: entry.bundle.map { bundle in
          let problem = Self.bundleProblem(of: entry, bundle: bundle, in: context.catalog)
          // Where the problem names the key's bundle or the bundles to choose from, a guess at one
          // says no more (review 156).
          let guess = problem.namesBundles && hint.hasPrefix(" (did you mean bundle") ? "" : hint
          return
            "\(entry.identifier) is bound to '\(entry.key)' in \(entry.table) of bundle '\(bundle)', but "
            + problem.text + guess
        }
          ?? "\(entry.identifier) is bound to '\(entry.key)' in \(entry.table), but "
          + (context.catalog.tables.contains { $0.name == entry.table }
            ? "no \(entry.table) table has that key" : "the project has no \(entry.table) table") + hint,
        position: entry.position)
      finding.screen =
        entry.screen ?? SubjectBinder.screen(of: SubjectBinder.identifier(ofPart: entry.identifier))
      return finding
    }
  }

  /// What the bundle a label map entry names lacks: the table, or the key (audit 196); or the
  /// project has no bundle of that name, or several end in it; `namesBundles`: the text names the
  /// bundle holding the key or those to choose from.
  private static func bundleProblem(of entry: LabelMapEntry, bundle: String, in catalog: Catalog) -> (
    text: String, namesBundles: Bool
  ) {
    let inBundle = catalog.tables(catalog.tables, inLabelMapBundle: bundle)
    // Where the key is, as a bundle an entry may name.
    let holding = catalog.tables.filter { $0.name == entry.table && $0.entry(forKey: entry.key) != nil }
      .map { catalog.projectBundle($0.bundle) }
    let elsewhere = holding.count == 1 ? " (the key is in bundle '\(holding[0])')" : ""
    if inBundle.isEmpty {
      let sharing = catalog.bundlesSharingLabelMapEnding(bundle)
      guard sharing.isEmpty else {
        // The bundle is there, twice: the entry is to name one (review 136, audit 215).
        let named = sharing.map { "'\($0)'" }
        let text =
          "the paths of \(sharing.count) bundles end in it (\(named.joined(separator: ", "))): name one of "
          + "them as the run shows it" + elsewhere
        return (text, true)
      }
      return ("the project has no bundle '\(bundle)'" + elsewhere, !elsewhere.isEmpty)
    }
    guard inBundle.contains(where: { $0.name == entry.table }) else {
      return ("that bundle has no \(entry.table) table" + elsewhere, !elsewhere.isEmpty)
    }
    return ("that bundle's \(entry.table) table does not have that key" + elsewhere, !elsewhere.isEmpty)
  }
}
