import Foundation

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
      let identifiers = CapturePlaces.identifiersByLocale(captures)
      // Rows that share an identifier are one finding per locale, not one per row.
      var reported = Set<[String]>()
      for (path, elements) in CapturePlaces.elementsByPath(captures) {
        let place = CapturePlaces.Place(screen: screen, path: path, elements: elements)
        if let origin = CapturePlaces.sourceLocale(in: elements, source: context.sourceLocale),
          elements[origin]?.identifier == nil
        {
          findings += identifiersWhereTheSourceHasNone(
            place, origin: origin, captures: captures, identifiers: identifiers, subjects: subjects,
            reported: &reported, rule: rule)
          continue
        }
        guard let reference = CapturePlaces.referenceIdentifier(elements, source: context.sourceLocale) else {
          continue
        }
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
    _ reference: String, at place: CapturePlaces.Place, captures: [UICapture],
    identifiers: [LocaleID: Set<String>],
    subjects: [String: Subject], reported: inout Set<[String]>, rule: RuleDescriptor
  ) -> [Finding] {
    var findings: [Finding] = []
    let holders = place.elements.filter { $0.value.identifier == reference }.keys.sorted()
    for capture in captures {
      // A capture with nothing at this place shows another state of the screen (fewer rows, no
      // banner), and one with the identifier elsewhere moved it with the layout: neither
      // changed the identifier.
      let holder = holders.first.flatMap { place.elements[$0] }
      guard let element = place.elements[capture.locale], element.identifier != reference,
        !element.isNamedByItsTitle, holder?.isNamedByItsTitle != true,
        identifiers[capture.locale]?.contains(reference) != true
          || losesACopy(of: reference, at: element, in: capture, holders: holders, captures: captures),
        CapturePlaces.isSameKind(element, holder)
      else { continue }
      if let identifier = element.identifier,
        CapturePlaces.changedBetweenRuns(identifier, reference: reference, element, holder)
      {
        continue
      }
      // An identifier the other locales have elsewhere is a neighbour that moved into this place.
      let foreign = element.identifier.flatMap {
        CapturePlaces.isForeign($0, to: capture.locale, identifiers: identifiers) ? $0 : nil
      }
      // Where a neighbour moved in and no element of the capture can be the reference's under
      // another name, the reference's element is not there: another state of the screen. So it
      // is where the locale's own identifier shows another key than the reference (German's own
      // "Impressum" where English shows "Rate app").
      if element.identifier != nil && foreign == nil
        && !hasRenameCandidate(of: holder, in: capture, identifiers: identifiers)
      {
        continue
      }
      if let foreign, let own = subjects[foreign], let standIn = subjects[reference],
        !own.isBound(toKeyOf: standIn)
      {
        continue
      }
      guard reported.insert([capture.locale.identifier, reference]).inserted else { continue }
      // The identifier is still on another element: this one lost its copy of a shared one.
      let message =
        identifiers[capture.locale]?.contains(reference) == true
        ? "\(capture.locale) capture of \(place.screen) has no identifier at \(place.path), where "
          + "\(holders.map(\.identifier).joined(separator: ", ")) \(holders.count == 1 ? "has" : "have") "
          + "'\(reference)' (shared there with another element, which keeps it in \(capture.locale)): give each element "
          + "its own identifier"
        : Self.message(
          locale: capture.locale, screen: place.screen, shows: foreign, reference: reference,
          holders: holders, path: place.path, label: element.label, referenceLabel: holder?.label,
          borrowed: foreign == nil ? repeatedIdentifier(of: element, in: capture) : nil)
      findings.append(
        finding(
          message, reference: reference, actual: foreign, subject: subjects[reference],
          locale: capture.locale, position: element.position, rule: rule, screen: place.screen))
    }
    return findings
  }

  /// Whether `element` of `capture`, without an identifier, is where one of the copies of
  /// `reference` that the holders' captures repeat went missing: the identifier is still
  /// elsewhere in the capture, but on fewer elements (PIA's `id.login.submit` on the
  /// password field and the button in English, on the field alone in German).
  private static func losesACopy(
    of reference: String, at element: CapturedElement, in capture: UICapture, holders: [LocaleID],
    captures: [UICapture]
  ) -> Bool {
    guard element.identifier == nil, let holder = holders.first,
      let holderCapture = captures.first(where: { $0.locale == holder })
    else { return false }
    let copies = { (capture: UICapture) in capture.elements.count { $0.identifier == reference } }
    return copies(holderCapture) > copies(capture)
  }

  /// `element`'s identifier where another element of its dump of `capture` has it too (not
  /// the same control in another dump of the file; review 171).
  private static func repeatedIdentifier(of element: CapturedElement, in capture: UICapture) -> String? {
    guard let identifier = element.identifier else { return nil }
    return capture.repeatedIdentifiers().contains([capture.dump(of: element), Substring(identifier)])
      ? identifier : nil
  }

  /// Whether `capture` has an element that may be `holder`'s under another name: one of its
  /// kind that VoiceOver speaks, without an identifier, with one no other locale has, or with
  /// one the capture repeats (two `call.accept.button`, the first the decline button).
  private static func hasRenameCandidate(
    of holder: CapturedElement?, in capture: UICapture, identifiers: [LocaleID: Set<String>]
  ) -> Bool {
    // Repeated within one dump: a file of two dumps shows each control twice (review 171).
    let repeated = Set(capture.repeatedIdentifiers().map { String($0[1]) })
    return capture.elements.contains { element in
      guard CapturePlaces.isSameKind(element, holder), !CaptureBinder.isUnlabelledUnspoken(element) else {
        return false
      }
      guard let identifier = element.identifier else { return true }
      return repeated.contains(identifier)
        || CapturePlaces.isForeign(identifier, to: capture.locale, identifiers: identifiers)
    }
  }

  /// Where the source language's element has no identifier, every locale's identifier there
  /// that the source's capture has nowhere: built from the locale's text (`login.title.Willkommen`).
  private static func identifiersWhereTheSourceHasNone(
    _ place: CapturePlaces.Place, origin: LocaleID, captures: [UICapture],
    identifiers: [LocaleID: Set<String>],
    subjects: [String: Subject], reported: inout Set<[String]>, rule: RuleDescriptor
  ) -> [Finding] {
    var findings: [Finding] = []
    for capture in captures where capture.locale != origin {
      guard let element = place.elements[capture.locale], let identifier = element.identifier,
        !element.isNamedByItsTitle, identifiers[origin]?.contains(identifier) != true,
        CapturePlaces.isSameKind(element, place.elements[origin]),
        !CapturePlaces.changedBetweenRuns(identifier, reference: nil, element, place.elements[origin]),
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
  /// the `holders` have `reference`. An identifier one letter from the reference is told as
  /// such: a typo or another build's name ("oboarding_help_button"), no translation,
  /// unless the part that differs is the element's `label` ("main.mapa.button" labelled "Mapa"
  /// beside "main.map.button": Spanish).
  /// `referenceLabel`: the label of the holders' element, which one the same as `label` shows
  /// the identifier changed with the code, not the text.
  /// `borrowed`: the identifier the element has instead, which another element of the capture
  /// has too (a copied line of code), and no text built (audit 241).
  private static func message(
    locale: LocaleID, screen: String, shows: String?, reference: String, holders: [LocaleID], path: String,
    label: String?, referenceLabel: String? = nil, borrowed: String? = nil
  ) -> String {
    let named = holders.map(\.identifier).joined(separator: ", ")
    let verb = holders.count == 1 ? "has" : "have"
    if let borrowed {
      return
        "\(locale) capture of \(screen) has '\(borrowed)', another element's identifier, at \(path) where "
        + "\(named) \(verb) '\(reference)': give each element its own identifier"
    }
    let seen =
      shows.map { "'\($0)' at \(path) where \(named) \(verb) '\(reference)'" }
      ?? "no '\(reference)', which \(named) \(verb) at \(path)"
    guard let shows else {
      return "\(locale) capture of \(screen) has \(seen): the identifier is derived from localized text"
    }
    let parts = CapturePlaces.differingParts(of: shows, from: reference)
    // One edit in ASCII: "Menü" for "Menu" is translation, "oboarding" for "onboarding" a typo.
    let nearlyAlike =
      shows.isAllASCII && reference.isAllASCII
      && Suggestion.distance(Array(shows.utf8), Array(reference.utf8), atMost: 1) != nil
      && !namesLabel(parts, label: label)
    let cause =
      nearlyAlike
      ? "the identifiers differ by one letter (a typo, or another build's name), not by translation"
      // Not where both show one label ("Filter" in both: a refactor, review 182), also where
      // one writes its ellipsis as three dots ("Export…", "Export...").
      : holdsLocalizedText(parts, label: label) && !showsOneLabel(label, referenceLabel)
        ? "the identifier is derived from localized text"
        // "editor.signInButton" for "editor.signIn.button", labelled "Anmelden": no German in it
        // (audit 264), which a slug of another element's text may still be (review 182).
        : "the identifier differs, built from localized text or in another build of the app"
    return "\(locale) capture of \(screen) has \(seen): \(cause)"
  }

  /// Whether two locales' elements show one label, their ellipses aside.
  private static func showsOneLabel(_ label: String?, _ referenceLabel: String?) -> Bool {
    guard let label, let referenceLabel else { return false }
    return label == referenceLabel
      || LabelText.withoutEllipsis(label) == LabelText.withoutEllipsis(referenceLabel)
  }

  /// Whether the parts of a locale's identifier that the reference lacks come from localized
  /// text: they hold letters beyond ASCII ("Menü"), or they and the element's label hold one
  /// another ("anmelden" in "Anmelden", "Iniciar sesión" as it is).
  private static func holdsLocalizedText(_ parts: [Substring], label: String?) -> Bool {
    if parts.contains(where: { $0.utf8.contains { $0 >= 0x80 } }) || namesLabel(parts, label: label) {
      return true
    }
    // Slugs drop accents ("list.loschen" for "Löschen").
    let letters = { (text: Substring) in
      String(
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).filter {
          $0.isLetter || $0.isNumber
        })
    }
    guard let label else { return false }
    let labelLetters = letters(Substring(label))
    return parts.contains { part in
      let partLetters = letters(part)
      return partLetters.count >= 3 && labelLetters.count >= 3
        && (labelLetters.contains(partLetters) || partLetters.contains(labelLetters))
    }
  }

  /// Whether every one of `parts` is a word of `label` (ignoring case): the identifier was built
  /// from the localized label.
  private static func namesLabel(_ parts: [Substring], label: String?) -> Bool {
    guard let label, !parts.isEmpty else { return false }
    let words = Set(label.lowercased().split { !$0.isLetter && !$0.isNumber })
    return parts.allSatisfy { words.contains($0) }
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
}
