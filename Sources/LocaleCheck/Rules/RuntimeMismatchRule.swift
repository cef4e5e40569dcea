import CatalogParser
import Foundation

/// The label a locale's UI capture shows differs from the catalog's resolved label.
public struct RuntimeMismatchRule: Rule {
  /// `runtime-mismatch`, an error by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "runtime-mismatch", name: "Runtime label mismatch",
    summary:
      "The label in the locale's UI capture differs from the catalog's resolved label for that locale.",
    rationale:
      "The running app shows something the catalogs do not say: a hard-coded or wrongly bound label.",
    defaultSeverity: .error,
    triggeringExamples: [
      "es capture shows 'Sign in' where the catalog resolves 'Iniciar sesión'",
      "a bound button with no label in the capture",
      "a capture that shows 'Reply to %@', the format as written",
    ],
    nonTriggeringExamples: [
      "es capture shows 'Iniciar sesión'", "'Pagar 12,00 €' for 'Pagar %@'",
      "'Acepto los Términos' for 'Acepto los **Términos**' (SwiftUI renders Markdown)",
    ])

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    var subjects: [String: Subject] = [:]
    for subject in context.subjects { subjects[subject.identifier] = subject }
    var renamed: [CapturePlaces.RenamedIdentifier: String] = [:]
    for capture in context.renamedCaptures {
      renamed[.init(locale: capture.locale, screen: capture.screen, identifier: capture.identifier)] =
        capture.reference
    }
    let bundleLocales = BundleLocales(context.catalog)
    var keyLookup = CaptureBinder.KeyLookup(catalog: context.catalog)
    for capture in context.captures {
      let labelled = CaptureBinder.labelledIdentifiers(in: capture)
      // Grouped once a mismatch asks: scanning the capture per mismatch grew with its square.
      var byIdentifier: [String: [CapturedElement]]?
      // A file of two dumps (before and after a step) shows each control twice: one finding, at
      // the first dump that shows the label (audit 266).
      var firstDump: [[String]: Substring] = [:]
      for element in capture.elements {
        // An empty label is what a VoiceOver user hears for an unlabelled control: nothing. A label
        // the capture does not tell (`nil`) is not compared; nor is an unlabelled container (a
        // cell is read by its children's labels) or an unlabelled image that shares its
        // identifier with a labelled element. An identifier built from the locale's text is
        // the source's element: its label is the source identifier's subject's.
        guard let identifier = element.identifier,
          let subject = subjects[identifier]
            ?? renamed[.init(locale: capture.locale, screen: capture.screen, identifier: identifier)]
            .flatMap({ subjects[$0] }),
          let captured = element.label, let entry = context.entry(for: subject),
          // A table's data cell shows its data source's text, not Interface Builder's "Text Cell".
          !entry.isInterfaceBuilderPlaceholder, !CaptureBinder.isUnlabelledContainer(element),
          !(CaptureBinder.isUnlabelledUnspoken(element) && labelled.contains(identifier))
        else { continue }
        let dump = capture.dump(of: element)
        guard firstDump[[identifier, captured], default: dump] == dump else { continue }
        firstDump[[identifier, captured]] = dump
        let readings = Self.readings(
          of: entry, for: subject,
          resolution: context.resolver(for: subject).resolve(entry, in: capture.locale),
          in: context, bundleLocales: bundleLocales)
        // Of several regions a device may read, the one the screen shows.
        var shown: (resolution: Resolution, candidates: [String])?
        for reading in readings where readings.count > 1 {
          guard let value = reading.value else { continue }
          let candidates = Self.shownCandidates(of: value)
          if candidates.contains(where: { Self.matches(captured, template: $0) }) {
            shown = (reading, candidates)
            break
          }
        }
        let resolution = shown?.resolution ?? readings[0]
        guard let value = resolution.value, let expected = resolution.label else { continue }
        // An empty `.strings` text shows as no label, as CFBundle returns it: `missing-translation`'s.
        if resolution.emptyValueFrom != nil && LabelText.trimmed(captured).isEmpty { continue }
        // An inflected word ("^[%lld file](inflect: true)" shows "3 files") has no fixed text.
        if LabelText.shownTexts(of: value).contains(where: MarkdownText.holdsInflection) { continue }
        let candidates = shown?.candidates ?? Self.shownCandidates(of: value)
        guard !candidates.contains(where: { Self.matches(captured, template: $0, locale: capture.locale) })
        else {
          if let placeholder = Self.unfilledPlaceholder(
            in: LabelText.trimmed(captured), candidates: candidates)
          {
            findings.append(
              finding(
                Self.message(element, of: capture, identifier: identifier, unfilled: placeholder),
                subject: subject, locale: capture.locale, position: element.labelPosition, expected: expected,
                actual: element.label))
            continue
          }
          // The device chooses a form by the rules of the language the text is in (audit 187).
          guard ParentLocales.isSameLanguage(resolution.resolvedFrom ?? capture.locale, capture.locale),
            let wrong = Self.wrongPluralForm(captured, value: value, locale: capture.locale)
          else { continue }
          findings.append(
            finding(
              Self.message(element, of: capture, identifier: identifier, wrongForm: wrong), subject: subject,
              locale: capture.locale, position: element.labelPosition, expected: wrong.expected,
              actual: element.label))
          continue
        }
        let grouped = byIdentifier ?? Dictionary(grouping: capture.elements) { $0.identifier ?? "" }
        byIdentifier = grouped
        let message = Self.message(
          element, of: capture, identifier: identifier, expected: expected, matchingAny: candidates,
          sameIdentifier: grouped[identifier] ?? [],
          regions: readings.filter { $0.locale != capture.locale },
          sourceText: entry.localizations[context.sourceLocale(for: subject)].flatMap(
            LabelText.displayText(of:)), key: entry.key,
          otherKey: Self.otherKeyNote(
            captured, in: capture, identifier: identifier, subject: subject, key: entry.key, context: context,
            lookup: &keyLookup))
        findings.append(
          finding(
            message, subject: subject, locale: capture.locale, position: element.labelPosition,
            expected: expected,
            actual: element.label))
      }
    }
    return findings
  }

  /// What a mismatching element shows: its label against the catalog's `expected`; a label that
  /// is the identifier, a binding left undone in code; or a label beside another element of the
  /// capture with the same identifier that shows one of `texts`, the catalog's (a field and its
  /// button sharing one identifier, PIA VPN), where the identifier is what is wrong.
  /// `sameIdentifier`: the capture's elements of `identifier`, in order; `regions`: the other
  /// regions of the capture's language whose text `expected` is, which a device set to the
  /// capture's locale reads; `sourceText`: the source language's, which a label with an ellipsis
  /// from code ("Export…" on a Mac menu) may copy; `key`: the catalog key the label is bound to;
  /// `otherKey`: ``otherKeyNote(_:in:identifier:subject:key:context:lookup:)``'s.
  private static func message(
    _ element: CapturedElement, of capture: UICapture, identifier: String, expected: String,
    matchingAny texts: [String], sameIdentifier: [CapturedElement], regions: [Resolution],
    sourceText: String?,
    key: String, otherKey: String
  ) -> String {
    let captured = element.label ?? ""
    let (shownText, expectedText) = comparable(captured, expected)
    // Not a container and its child, which take one identifier from the container; nor the same
    // control in another dump of the file (before and after a step; audit 241).
    let sharing = sameIdentifier.first { other in
      other.position != element.position && capture.sameDump(other, element)
        && !isAncestor(other.path, of: element.path) && !isAncestor(element.path, of: other.path)
        && other.label.map { label in texts.contains { matches(label, template: $0) } } == true
    }
    if let sharing, !LabelText.trimmed(captured).isEmpty {
      let (_, otherText) = comparable(captured, sharing.label ?? "")
      return "\(capture.locale) capture of \(capture.screen) shows '\(shownText)' on an element that shares "
        + "\(identifier) with another, which shows '\(otherText)' as the catalog says; give each element its "
        + "own identifier"
    }
    let shown = shownLabel(captured, shownText, identifier: identifier, key: key, sourceText: sourceText)
    let resolved =
      regions.isEmpty
      ? "'\(expectedText)'" : regionalTexts(regions, shown: captured, readBy: capture.locale)
    return
      "\(capture.locale) capture of \(capture.screen) shows \(shown), but the catalog resolves \(resolved)"
      // Line breaks written `\n` show where the two differ already.
      + (shownText == captured && expectedText == expected ? readAlikeDifference(captured, expected) : "")
      + cutOrOtherKeyNote(
        regions.isEmpty ? cutNote(captured, expected, besides: sourceText, key: key) : "", otherKey: otherKey)
  }

  /// How a mismatch message names what the element shows: nothing, its identifier, or its catalog
  /// key, which the app shows where its lookup found no text (another table or bundle, a build
  /// without the table; audit 241), not a key that is the source's text ("Sign in").
  private static func shownLabel(
    _ captured: String, _ shownText: String, identifier: String, key: String, sourceText: String?
  ) -> String {
    let label = LabelText.trimmed(captured)
    if label.isEmpty { return "no label for \(identifier)" }
    // Only invisible characters (U+200B), which VoiceOver reads as nothing (audit 264).
    if LabelText.isBlank(captured) {
      // Each written as its code point: a terminal shows a soft hyphen as nothing (review 189).
      let codes = captured.unicodeScalars.map(CodePoint.escape).joined()
      return "no label for \(identifier) (only '\(codes)')"
    }
    let isKey = label == key && key != sourceText.map(LabelText.trimmed)
    if label == identifier {
      // One string for both, as many apps write them: either may be what went wrong (review 172).
      return isKey
        ? "its key '\(shownText)', also its identifier, as the label of \(identifier) (the app's lookup found "
          + "no text for it, or the code sets the identifier as the label)"
        : "its identifier as the label of \(identifier) (VoiceOver reads '\(shownText)')"
    }
    if isKey {
      return "its key '\(shownText)' as the label of \(identifier) (the app's lookup found no text for it)"
    }
    // The translation is not shown at all (a stale build, a table left out of the target), which
    // no layout explains (audits 264, 266).
    // Either ellipsis: "Export..." is the source's "Export…" (review 183).
    if let sourceText, LabelText.withoutEllipsis(label) == LabelText.withoutEllipsis(sourceText) {
      return "the source-language text '\(shownText)' for \(identifier)"
    }
    return "'\(shownText)' for \(identifier)"
  }

  /// What an element shows that fills a plural form its number does not choose.
  private static func message(
    _ element: CapturedElement, of capture: UICapture, identifier: String, wrongForm: WrongPluralForm
  ) -> String {
    let (shownText, expectedText) = comparable(element.label ?? "", wrongForm.expected)
    let form =
      wrongForm.variable.map { "the \(wrongForm.category) form of %#@\($0)@" }
      ?? "the \(wrongForm.category) form"
    return
      "\(capture.locale) capture of \(capture.screen) shows '\(shownText)' for \(identifier), but \(wrongForm.number) "
      + "takes \(form), '\(expectedText)': the app did not let the count choose the form"
  }

  /// Each form of `value` as written and as SwiftUI renders its Markdown ("**Terms**" shows "Terms").
  static func shownCandidates(of value: LocalizedValue) -> [String] {
    let texts = LabelText.shownTexts(of: value)
    return texts + texts.compactMap(MarkdownText.plainText(of:))
  }

  /// Whether the element at `path` holds the one at `other` (`0/2` holds `0/2/1`).
  private static func isAncestor(_ path: String?, of other: String?) -> Bool {
    guard let path, let other else { return false }
    return other.hasPrefix(path + "/")
  }

  /// The two labels as the message quotes them: where either breaks a line, both with their
  /// line breaks written `\n`, since one-line reports show a line break as a space and two
  /// labels that differ only in where they break would read alike.
  static func comparable(_ shown: String, _ expected: String) -> (String, String) {
    func breaksLine(_ text: String) -> Bool { text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }
    guard breaksLine(shown) || breaksLine(expected) else { return (shown, expected) }
    func escaped(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result
    }
    return (escaped(shown), escaped(expected))
  }

  /// Whether a shown label is the template with its placeholders filled in; with the `locale`
  /// of its capture, also as a view styles it (``matchesStyled(_:template:locale:)``).
  static func matches(_ shown: String, template: String, locale: LocaleID? = nil) -> Bool {
    if matchesAsWritten(shown, template: template) { return true }
    if matchesStyled(shown, template: template, locale: locale) { return true }
    // A menu item that opens a window gets "…" from code ("Connect to..."): VoiceOver does not
    // speak it, so the user hears the catalog's words (audit 93).
    let unmarked = LabelText.removingDirectionMarks(shown) ?? shown
    if let bare = LabelText.withoutTrailingEllipsis(unmarked) {
      // "…" for the catalog's "..." is the same unspoken mark (audit 200).
      let plainTemplate = LabelText.removingDirectionMarks(template) ?? template
      if matchesAsWritten(bare, template: LabelText.withoutTrailingEllipsis(plainTemplate) ?? plainTemplate) {
        return true
      }
    }
    // VoiceOver does not speak the direction marks and zero-width spaces that code puts around
    // a label (a right-to-left mark before Hebrew text): the user hears the same words.
    let plainShown = LabelText.removingDirectionMarks(shown)
    let plainTemplate = LabelText.removingDirectionMarks(template)
    guard plainShown != nil || plainTemplate != nil else { return false }
    return matchesAsWritten(plainShown ?? shown, template: plainTemplate ?? template)
  }

  /// Whether `shown` is `template`, or `template` with its placeholders filled in, as written.
  private static func matchesAsWritten(_ shown: String, template: String) -> Bool {
    let shownText = LabelText.trimmed(shown)
    let templateText = LabelText.trimmed(template)
    // `==` compares canonical equivalents ("Café" composed or not); a pattern compares scalars.
    if shownText == templateText { return true }
    guard templateText.containsUTF8Byte(UInt8(ascii: "%")) else { return false }
    return filled(
      shownText.precomposedStringWithCanonicalMapping,
      template: templateText.precomposedStringWithCanonicalMapping)
  }

  /// Whether `shownText` is `templateText` with its placeholders filled in, both composed alike.
  private static func filled(_ shownText: String, template templateText: String) -> Bool {
    if shownText == templateText || shownText == templateText.replacingOccurrences(of: "%%", with: "%") {
      return true
    }
    // An integer placeholder prints digits: "Some photos" is no "%lld photos" (audit 187).
    return FilledFormat(templateText)?.fillings(in: shownText) != nil
  }
}
