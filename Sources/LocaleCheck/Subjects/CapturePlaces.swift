import CatalogParser

/// The places of a screen that locales' captures share: each locale's element at one tree path,
/// and the identifier the source language (or most locales) has there. `identifier-drift`
/// compares them; binding reads from them which identifiers are another locale's renamed ones.
enum CapturePlaces {
  /// One place of a screen: each locale's element at a tree path.
  struct Place {
    let screen: String
    let path: String
    let elements: [LocaleID: CapturedElement]
  }

  /// A renamed identifier: the one a locale's capture has (`call.nachricht.button`) on a screen.
  struct RenamedIdentifier: Hashable {
    let locale: LocaleID
    let screen: String
    let identifier: String
  }

  /// The identifiers that a locale's capture has where the source language's capture has
  /// another, which that locale's capture lacks and no other locale's has: the same element, its
  /// identifier built from localized text, where its label tells no other key (see
  /// `CaptureBinder`). Each maps to the source's identifier. Without the source language's
  /// element at a place, no locale's identifier there is known to be the renamed one.
  static func renamedIdentifiers(in captures: [UICapture], source: LocaleID) -> [RenamedIdentifier: String] {
    guard captures.count > 1 else { return [:] }
    var result: [RenamedIdentifier: String] = [:]
    for (screen, ofScreen) in Dictionary(grouping: captures, by: \.screen) where ofScreen.count > 1 {
      let identifiers = identifiersByLocale(ofScreen)
      for (_, elements) in elementsByPath(ofScreen) {
        guard let origin = sourceLocale(in: elements, source: source),
          let reference = elements[origin]?.identifier
        else { continue }
        let holder = elements.keys.sorted().lazy.compactMap { elements[$0] }.first {
          $0.identifier == reference
        }
        for (locale, element) in elements {
          guard let identifier = element.identifier, identifier != reference,
            identifiers[locale]?.contains(reference) != true, isSameKind(element, holder),
            isForeign(identifier, to: locale, identifiers: identifiers),
            !changedBetweenRuns(identifier, reference: reference, element, holder)
          else { continue }
          result[RenamedIdentifier(locale: locale, screen: screen, identifier: identifier)] = reference
        }
      }
    }
    return result
  }

  /// Whether no other locale's capture of the screen than `locale`'s has `identifier`.
  static func isForeign(_ identifier: String, to locale: LocaleID, identifiers: [LocaleID: Set<String>])
    -> Bool
  {
    !identifiers.contains { $0.key != locale && $0.value.contains(identifier) }
  }

  /// The identifiers each locale's capture of one screen has, wherever they are.
  static func identifiersByLocale(_ captures: [UICapture]) -> [LocaleID: Set<String>] {
    var result: [LocaleID: Set<String>] = [:]
    for capture in captures {
      result[capture.locale, default: []].formUnion(capture.elements.lazy.compactMap(\.identifier))
    }
    return result
  }

  /// For each tree path, each locale's element there (only paths where some element has an identifier).
  static func elementsByPath(_ captures: [UICapture]) -> [(String, [LocaleID: CapturedElement])] {
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
  static func sourceLocale(in elements: [LocaleID: CapturedElement], source: LocaleID) -> LocaleID? {
    if elements[source] != nil { return source }
    return elements.keys.filter { ParentLocales.isSameLanguage($0, source) }.min()
  }

  /// The source language's identifier at a place (see `sourceLocale(in:source:)`), else the one
  /// most locales agree on.
  static func referenceIdentifier(_ elements: [LocaleID: CapturedElement], source: LocaleID) -> String? {
    if let origin = sourceLocale(in: elements, source: source) { return elements[origin]?.identifier }
    var counts: [String: Int] = [:]
    for element in elements.values {
      if let identifier = element.identifier { counts[identifier, default: 0] += 1 }
    }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }

  /// Whether `element`'s `identifier` differs from `other`'s `reference` only as a generated
  /// name does between test runs: both show the same label, and the parts that differ are
  /// generated tokens (a record's id or a UUID, `conversation.row.A1F3` then `.7C2E`; `cell_3`):
  /// hexadecimal digits, a decimal one among them (a UUID's `dace` group beside its `4f2a`).
  /// Not a typo (`help.buton`), a name that gained a word (`login.mysteryDe.button`) or a
  /// translated one beside a number (`rating.5sterne`). Without a `reference` (the other element
  /// has no identifier), where a part of the identifier is such a token.
  static func changedBetweenRuns(
    _ identifier: String, reference: String?, _ element: CapturedElement, _ other: CapturedElement?
  ) -> Bool {
    guard let label = element.label.map(LabelText.trimmedWithoutDirectionMarks), !label.isEmpty,
      other?.label.map(LabelText.trimmedWithoutDirectionMarks) == label
    else { return false }
    guard let reference else {
      return differingParts(of: identifier, from: "").contains(where: isGeneratedToken)
    }
    let parts =
      differingParts(of: identifier, from: reference) + differingParts(of: reference, from: identifier)
    return !parts.isEmpty && parts.allSatisfy(isHexadecimal)
      && parts.contains { $0.contains(where: \.isNumber) }
  }

  /// Whether a part of an identifier (lowercased) is a generated token: hexadecimal digits, at
  /// least one of them a decimal digit (`7c2e`, `42`), no word of a language.
  private static func isGeneratedToken(_ part: Substring) -> Bool {
    part.contains(where: \.isNumber) && isHexadecimal(part)
  }

  private static func isHexadecimal(_ part: Substring) -> Bool {
    part.allSatisfy { $0.isHexDigit && $0.isASCII }
  }

  /// The parts of `identifier` (between dots, underscores and dashes), lowercased, that
  /// `reference` lacks.
  static func differingParts(of identifier: String, from reference: String) -> [Substring] {
    let separators: Set<Character> = [".", "_", "-"]
    let referenceParts = Set(reference.lowercased().split(whereSeparator: separators.contains))
    return identifier.lowercased().split(whereSeparator: separators.contains).filter {
      !referenceParts.contains($0)
    }
  }

  /// Whether two locales' elements at one place can be one element: of the same type, where the
  /// captures tell it. Where one locale shows an element more or fewer earlier among the
  /// siblings (a region's payment button), its later siblings move to other paths: a button at
  /// the place of another locale's text is another element, not a renamed identifier.
  static func isSameKind(_ element: CapturedElement, _ other: CapturedElement?) -> Bool {
    guard let type = element.type, let otherType = other?.type else { return true }
    return type.lowercased() == otherType.lowercased()
  }
}
