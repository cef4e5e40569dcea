/// The capture side of `identifier-drift`: the same place of a screen has different identifiers
/// in different locales' captures, so the identifier was built from localized text.
enum CaptureIdentifierDrift {
  static func findings(_ context: CheckContext, rule: RuleDescriptor) -> [Finding] {
    // Without two captures there is nothing to compare (and no need to index the subjects, which
    // are every catalog key when there are no captures).
    guard context.captures.count > 1 else { return [] }
    var findings: [Finding] = []
    let byScreen = Dictionary(grouping: context.captures, by: \.screen)
    var subjects: [String: Subject] = [:]
    for subject in context.subjects where subjects[subject.identifier] == nil {
      subjects[subject.identifier] = subject
    }
    for screen in byScreen.keys.sorted() {
      let captures = byScreen[screen]!.sorted { $0.locale < $1.locale }
      guard captures.count > 1 else { continue }
      let identifiers = identifiersByLocale(captures)
      // Rows that share an identifier are one finding per locale, not one per row.
      var reported = Set<[String]>()
      for (path, elements) in elementsByPath(captures) {
        let place = Place(screen: screen, path: path, elements: elements)
        if let origin = sourceLocale(in: elements, source: context.sourceLocale),
          elements[origin]?.identifier == nil
        {
          findings += identifiersWhereTheSourceHasNone(
            place, origin: origin, captures: captures, identifiers: identifiers, subjects: subjects,
            reported: &reported, rule: rule)
          continue
        }
        guard let reference = referenceIdentifier(elements, source: context.sourceLocale) else { continue }
        findings += identifiersDifferentFrom(
          reference, at: place, captures: captures, identifiers: identifiers, subjects: subjects,
          reported: &reported, rule: rule)
      }
    }
    return findings
  }

  /// Every locale's element at `place` whose identifier is not `reference`, the source's (or
  /// most locales') identifier there.
  private static func identifiersDifferentFrom(
    _ reference: String, at place: Place, captures: [UICapture], identifiers: [LocaleID: Set<String>],
    subjects: [String: Subject], reported: inout Set<[String]>, rule: RuleDescriptor
  ) -> [Finding] {
    var findings: [Finding] = []
    let holders = place.elements.filter { $0.value.identifier == reference }.keys.sorted()
    for capture in captures {
      // A capture with nothing at this place shows another state of the screen (fewer rows, no
      // banner), and one with the identifier elsewhere moved it with the layout: neither
      // changed the identifier.
      guard let element = place.elements[capture.locale], element.identifier != reference,
        identifiers[capture.locale]?.contains(reference) != true,
        isSameKind(element, holders.first.flatMap { place.elements[$0] }),
        reported.insert([capture.locale.identifier, reference]).inserted
      else { continue }
      // An identifier the other locales have elsewhere is a neighbour that moved into this place.
      let foreign = element.identifier.flatMap { identifier in
        captures.contains {
          $0.locale != capture.locale && identifiers[$0.locale]?.contains(identifier) == true
        }
          ? nil : identifier
      }
      let message = message(
        locale: capture.locale, screen: place.screen, shows: foreign, reference: reference,
        holders: holders, path: place.path)
      findings.append(
        finding(
          message, reference: reference, actual: foreign, subject: subjects[reference],
          locale: capture.locale, position: element.position, rule: rule, screen: place.screen))
    }
    return findings
  }

  /// Whether two locales' elements at one place can be one element: of the same type, where the
  /// captures tell it. Where one locale shows an element more or fewer earlier among the
  /// siblings (a region's payment button), its later siblings move to other paths: a button at
  /// the place of another locale's text is another element, not a renamed identifier.
  private static func isSameKind(_ element: CapturedElement, _ other: CapturedElement?) -> Bool {
    guard let type = element.type, let otherType = other?.type else { return true }
    return type.lowercased() == otherType.lowercased()
  }

  /// One place of a screen: each locale's element at a tree path.
  private struct Place {
    let screen: String
    let path: String
    let elements: [LocaleID: CapturedElement]
  }

  /// Where the source language's element has no identifier, every locale's identifier there
  /// that the source's capture has nowhere: built from the locale's text (`login.title.Willkommen`).
  private static func identifiersWhereTheSourceHasNone(
    _ place: Place, origin: LocaleID, captures: [UICapture], identifiers: [LocaleID: Set<String>],
    subjects: [String: Subject], reported: inout Set<[String]>, rule: RuleDescriptor
  ) -> [Finding] {
    var findings: [Finding] = []
    for capture in captures where capture.locale != origin {
      guard let element = place.elements[capture.locale], let identifier = element.identifier,
        identifiers[origin]?.contains(identifier) != true,
        isSameKind(element, place.elements[origin]),
        reported.insert([capture.locale.identifier, identifier]).inserted
      else { continue }
      let message =
        "\(capture.locale) capture of \(place.screen) has '\(identifier)' at \(place.path) where \(origin) "
        + "has no identifier: the identifier is derived from localized text"
      findings.append(
        finding(
          message, reference: identifier, actual: identifier, subject: subjects[identifier],
          locale: capture.locale, position: element.position, rule: rule, screen: place.screen))
    }
    return findings
  }

  /// What a locale's capture shows at `path` (`shows`: an identifier of its own, or `nil`) where
  /// the `holders` have `reference`.
  private static func message(
    locale: LocaleID, screen: String, shows: String?, reference: String, holders: [LocaleID], path: String
  ) -> String {
    let named = holders.map(\.identifier).joined(separator: ", ")
    let verb = holders.count == 1 ? "has" : "have"
    let seen =
      shows.map { "'\($0)' at \(path) where \(named) \(verb) '\(reference)'" }
      ?? "no '\(reference)', which \(named) \(verb) at \(path)"
    return "\(locale) capture of \(screen) has \(seen): the identifier is derived from localized text"
  }

  /// A finding about `reference`, named by the table and key of its subject when it has one, so
  /// that its matrix cell shows it.
  private static func finding(
    _ message: String, reference: String, actual: String?, subject: Subject?, locale: LocaleID,
    position: SourcePosition, rule: RuleDescriptor, screen: String
  ) -> Finding {
    var finding = Finding(
      rule: rule.id, severity: rule.defaultSeverity, locale: locale, identifier: reference,
      bundle: subject?.bundle, table: subject?.table, key: subject?.key, message: message, actual: actual,
      position: position,
      fingerprint: subject.flatMap { $0.fingerprintBundle == $0.bundle ? nil : $0 }.map {
        Fingerprint.make(
          rule: rule.id, locale: locale.identifier, bundle: $0.fingerprintBundle, table: $0.table,
          key: $0.key,
          identifier: reference)
      })
    finding.screen = subject?.screen ?? screen
    return finding
  }

  /// The identifiers each locale's capture of one screen has, wherever they are.
  private static func identifiersByLocale(_ captures: [UICapture]) -> [LocaleID: Set<String>] {
    var result: [LocaleID: Set<String>] = [:]
    for capture in captures {
      result[capture.locale, default: []].formUnion(capture.elements.lazy.compactMap(\.identifier))
    }
    return result
  }

  /// For each tree path, each locale's element there (only paths where some element has an identifier).
  private static func elementsByPath(_ captures: [UICapture]) -> [(String, [LocaleID: CapturedElement])] {
    var result: [String: [LocaleID: CapturedElement]] = [:]
    for capture in captures {
      for element in capture.elements {
        guard let path = element.path else { continue }
        result[path, default: [:]][capture.locale] = element
      }
    }
    return result.filter { $0.value.values.contains { $0.identifier != nil } }.sorted { $0.key < $1.key }
  }

  /// The locale of the source language's element at a place: its exact locale first, then a
  /// regional one (`en-US/`); `nil` where no capture of the source language has one there.
  private static func sourceLocale(in elements: [LocaleID: CapturedElement], source: LocaleID) -> LocaleID? {
    if elements[source] != nil { return source }
    return elements.keys.filter { ParentLocales.isSameLanguage($0, source) }.min()
  }

  /// The source language's identifier at a place (see `sourceLocale(in:source:)`), else the one
  /// most locales agree on.
  private static func referenceIdentifier(_ elements: [LocaleID: CapturedElement], source: LocaleID)
    -> String?
  {
    if let origin = sourceLocale(in: elements, source: source) { return elements[origin]?.identifier }
    var counts: [String: Int] = [:]
    for element in elements.values {
      if let identifier = element.identifier { counts[identifier, default: 0] += 1 }
    }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }
}
