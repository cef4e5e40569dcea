/// The identifier does not follow the `screen.section.element` taxonomy.
public struct IdentifierTaxonomyRule: Rule {
  /// `identifier-taxonomy`, a note by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "identifier-taxonomy", name: "Identifier taxonomy",
    summary:
      "The identifier does not follow screen.section.element (lowercase first letter, dot-separated camelCase, 2 to 4 segments).",
    rationale: "Stable, structured identifiers keep UI tests readable and independent of the displayed text.",
    defaultSeverity: .note,
    triggeringExamples: ["'SubmitButton'", "'login_submit'", "'a.b.c.d.e'"],
    nonTriggeringExamples: ["'login.submit.button'", "'checkout.promoCode.field'"])

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    // A menu item's selector (`terminate:`), mapped to check its label, is AppKit's name, as an
    // alert's title is UIKit's.
    let titles = context.titleNamedCaptureIdentifiers
    let bound = context.subjects.filter {
      $0.isRealIdentifier && !IdentifierShape.isTaxonomic($0.identifier)
        && !UICapture.isSelector($0.identifier) && !titles.contains($0.identifier)
    }
    .map {
      subject in
      finding(
        Self.message(subject.identifier), subject: subject, locale: nil, position: subject.declaration)
    }
    return bound + unboundEntryFindings(context) + unboundCaptureFindings(context)
  }

  /// Label-map identifiers whose key is missing are the map's identifiers all the same.
  private func unboundEntryFindings(_ context: CheckContext) -> [Finding] {
    var judged = Set(context.subjects.lazy.filter(\.isRealIdentifier).map(\.identifier))
    return context.unboundEntries.compactMap { entry in
      let identifier = SubjectBinder.identifier(ofPart: entry.identifier)
      guard judged.insert(identifier).inserted, !IdentifierShape.isTaxonomic(identifier) else { return nil }
      var finding = Finding(
        rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, identifier: identifier,
        message: Self.message(identifier), position: entry.position)
      finding.screen = entry.screen ?? SubjectBinder.screen(of: identifier)
      return finding
    }
  }

  /// Identifiers of captures that bind to no key, or that a locale built from its text, are
  /// real identifiers too: a hard-coded or renamed element is where a poor one turns up; so are
  /// those of unlabelled containers, which UI tests query most (`app.cells["FileCell_4"]`;
  /// audit 264). Each once, where it is first captured.
  private func unboundCaptureFindings(_ context: CheckContext) -> [Finding] {
    guard !context.captures.isEmpty else { return [] }
    var judged = Set(context.subjects.lazy.filter(\.isRealIdentifier).map(\.identifier))
    judged.formUnion(context.unboundEntries.map { SubjectBinder.identifier(ofPart: $0.identifier) })
    judged.formUnion(
      context.titleNamedCaptureIdentifiers)
    // With `--locales`, an identifier only the other locales' captures have is not the run's
    // (audit 264: `ja` and `ru` ones in a run of `de`).
    let runLocales = context.configuration.locales.isEmpty ? nil : Set(context.locales)
    let inRun = { (locale: LocaleID) in runLocales?.contains(locale) ?? true }
    let captured =
      context.unboundCaptures.filter { inRun($0.locale) }.map { ($0.identifier, $0.screen, $0.position) }
      + context.renamedCaptures.filter { inRun($0.locale) }.map { ($0.identifier, $0.screen, $0.position) }
    let bound = captured.compactMap { identifier, screen, position -> Finding? in
      guard judged.insert(identifier).inserted, !IdentifierShape.isTaxonomic(identifier) else { return nil }
      var finding = Finding(
        rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, identifier: identifier,
        message: Self.message(identifier), position: position)
      finding.screen = screen
      return finding
    }
    let containers = UnlabelledContainers.identified(
      in: context.captures.filter { inRun($0.locale) }, source: context.catalog.sourceLocale)
    return bound
      + containers.compactMap { container in
        guard judged.insert(container.identifier).inserted else { return nil }
        return containerFinding(container)
      }
  }

  /// A finding about a container's identifier, judged by the part the app chose (a row's number
  /// is data), with a fingerprint of that part: a list scrolled to other rows is no new finding.
  private func containerFinding(_ container: UnlabelledContainers.Identified) -> Finding? {
    let chosen = container.chosenPart
    guard !IdentifierShape.isTaxonomic(chosen) else { return nil }
    let message =
      chosen == container.identifier
      ? Self.message(chosen)
      : Self.message(chosen).replacingOccurrences(
        of: "identifier '\(chosen)'",
        with: "identifier '\(container.identifier)' (its row's number or id aside)")
    var finding = Finding(
      rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, identifier: container.identifier,
      message: message, position: container.position,
      fingerprint: Fingerprint.make(
        rule: Self.descriptor.id, locale: nil, bundle: nil, table: nil, key: nil,
        identifier: chosen == container.identifier ? chosen : chosen + "#"))
    finding.screen = container.screen
    return finding
  }

  /// The sentence for `identifier`, with what breaks the pattern.
  private static func message(_ identifier: String) -> String {
    let problems = IdentifierShape.taxonomyProblems(of: identifier)
    let reason = problems.isEmpty ? "" : ": " + problems.joined(separator: "; ")
    let suggestion = IdentifierShape.taxonomySuggestion(for: identifier).map { " (as in '\($0)')" } ?? ""
    return "identifier '\(identifier)' does not follow screen.section.element\(reason)\(suggestion)"
  }
}
