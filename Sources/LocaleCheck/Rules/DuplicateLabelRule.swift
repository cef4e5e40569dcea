import Foundation

/// Two controls of one screen differ in the source language but sound the same in a locale.
public struct DuplicateLabelRule: Rule {
  /// `duplicate-label`, a warning by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "duplicate-label", name: "Duplicate label on a screen",
    summary: "Two identifiers of one screen have different source labels but the same label in the locale.",
    rationale: "A VoiceOver user of that locale cannot tell the two controls apart.",
    defaultSeverity: .warning,
    triggeringExamples: ["de: 'Sign in' and 'Log in' both 'Anmelden' on login"],
    nonTriggeringExamples: [
      "two controls with the same source label", "same label on different screens",
      "source labels that differ only in case ('Enter Music Mode', 'Enter music mode')",
      "source labels that differ only in a trailing colon or ellipsis ('Font:', 'Font')",
    ])

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    // In the order of their identifiers, not of the label map or the capture: which of two
    // controls gets the finding (and its fingerprint) must not change when a team sorts its map
    // or a capture lists the two the other way round.
    let order = context.subjects.indices.sorted { lhs, rhs in
      let (left, right) = (context.subjects[lhs], context.subjects[rhs])
      return (left.identifier, left.displayName, lhs) < (right.identifier, right.displayName, rhs)
    }
    for (localeIndex, locale) in context.locales.enumerated() {
      let turkic = Self.lowercasesTurkic(locale)
      let persian = SpokenLetters.writesPersianYeh(locale)
      var seen:
        [String: (subject: Subject, label: String, source: String, isJudged: Bool, inheritedFrom: LocaleID?)] =
          [:]
      // Without a screen (an identifier without a dot, `closeButton`) it is not known which
      // controls share one.
      var reported: Set<[String]> = []
      for subjectIndex in order where context.subjects[subjectIndex].isRealIdentifier {
        let subject = context.subjects[subjectIndex]
        // A control its captures show on several screens is compared on each.
        guard let first = subject.screen else { continue }
        let resolution = context.resolutions[subjectIndex][localeIndex]
        guard let label = resolution.label.map(LabelText.trimmed), !label.isEmpty,
          let entry = context.entries[subjectIndex],
          let source = context.sourceValue(of: entry, subject: subject, resolution: resolution)
            .flatMap(LabelText.readableText(of:))
        else { continue }
        let isJudged = context.judgesValue(of: resolution)
        for screen in [first] + subject.alsoOnScreens {
          let slot = screen + "\u{0}" + Self.spokenForm(label, turkic: turkic, persian: persian)
          guard let earlier = seen[slot] else {
            seen[slot] = (subject, label, source, isJudged, resolution.inheritedFrom)
            continue
          }
          // Alike only as capitals spell them: one of the two must be written in capitals.
          if !Self.isInCapitals(label) && !Self.isInCapitals(earlier.label)
            && Self.spokenForm(label, turkic: turkic, persian: persian, capitalSpelling: false)
              != Self.spokenForm(earlier.label, turkic: turkic, persian: persian, capitalSpelling: false)
          {
            continue
          }
          // Compared as the labels are: source texts that differ only in case or in what VoiceOver
          // does not speak ("Font:" and "Font", "re-blogs" and "reblogs") already sound the same,
          // so the locale takes nothing away. Two labels a locale inherits from a checked parent are
          // reported once, at the parent.
          guard
            Self.spokenForm(earlier.source, in: resolution.sourceLocale)
              != Self.spokenForm(source, in: resolution.sourceLocale),
            isJudged || earlier.isJudged
          else { continue }
          let message =
            "\(locale): \(subject.displayName) and \(earlier.subject.displayName) on \(screen) "
            + "both read '\(label)' (source: '\(source)' and '\(earlier.source)')"
          // Both labels a parent's that the run leaves out: the parent's finding, with its fingerprint.
          let owner = resolution.inheritedFrom == earlier.inheritedFrom ? resolution.inheritedFrom : nil
          // Once per pair, on the first screen both are on.
          guard reported.insert([subject.identifier, earlier.subject.identifier]).inserted else { continue }
          // Both controls sound alike: the matrix shows it in the earlier one's cell too.
          var duplicate = finding(
            message, subject: subject, locale: locale, position: resolution.value?.position, actual: label,
            inheritedFrom: owner)
          duplicate.alsoAbout = [earlier.subject]
          findings.append(duplicate)
        }
      }
    }
    return findings
  }

  /// `text` as VoiceOver says it, for comparing: lowercased, any kind of space as one space (a
  /// French no-break space before `:`), without the punctuation at its end that is not spoken
  /// (`:`, `…`, `.`, the Devanagari danda, the Urdu and Ethiopic full stops), without hyphens
  /// inside words ("re-blogs"), direction marks, Hebrew points and Arabic vowel signs, digits of
  /// any script as ASCII ones and Arabic kaf and yeh as Persian's (see ``SpokenLetters``),
  /// full-width and half-width forms as their
  /// usual ones ("Ｗｉ－Ｆｉ"), and capitals lowercased as `locale` writes them (Turkish "BİLGİ" is
  /// "bilgi", "IŞIK" is "ışık"; dotless ı stays another letter than i).
  static func spokenForm(_ text: String, in locale: LocaleID? = nil) -> String {
    spokenForm(
      text, turkic: locale.map(lowercasesTurkic) ?? false,
      persian: locale.map(SpokenLetters.writesPersianYeh) ?? false)
  }

  /// Whether `locale` lowercases I and İ as Turkish and Azerbaijani do (to ı and i).
  static func lowercasesTurkic(_ locale: LocaleID) -> Bool {
    let language = locale.language
    return language == "tr" || language == "az"
  }

  /// `spokenForm(_:in:)`, with the locale's lowercasing (`turkic`) and yeh (`persian`) settled by
  /// the caller, once per locale rather than once per label.
  /// `capitalSpelling`: with Greek accents and ß read as capitals spell them (see
  /// `SpokenLetters.capitalSpelling(of:)`).
  private static func spokenForm(_ text: String, turkic: Bool, persian: Bool, capitalSpelling: Bool = true)
    -> String
  {
    if !turkic && isPlain(text) { return text.lowercased() }
    var unmarked = LabelText.removingDirectionMarks(text) ?? text
    if turkic {
      unmarked = unmarked.replacingOccurrences(of: "I", with: "ı").replacingOccurrences(of: "İ", with: "i")
    }
    let usual = withUsualWidths(unmarked)
    var scalars: [Unicode.Scalar] = []
    var previous: Unicode.Scalar?
    let all = Array(LabelText.trimmed(usual).lowercased().unicodeScalars)
    for (index, scalar) in all.enumerated() {
      if LabelText.isWhiteSpace(scalar) {
        if previous != " " { scalars.append(" ") }
        previous = " "
        continue
      }
      let next = index + 1 < all.count ? all[index + 1] : nil
      if scalar == "-", previous?.properties.isAlphabetic == true, next?.properties.isAlphabetic == true {
        continue
      }
      // "İ" lowercases to "i" and a combining dot above.
      if scalar == "\u{307}" && previous == "i" || isUnspokenMark(scalar) { continue }
      if capitalSpelling, let letters = SpokenLetters.capitalSpelling(of: scalar) {
        scalars.append(contentsOf: letters.unicodeScalars)
        previous = letters.unicodeScalars.last
        continue
      }
      let spoken = SpokenLetters.usualForm(of: scalar, persian: persian)
      scalars.append(spoken)
      previous = spoken
    }
    while let last = scalars.last, last == " " || unspokenEnds.unicodeScalars.contains(last) {
      scalars.removeLast()
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// Whether `text` has letters and none of them lowercase ("ΙΣΩΣ", "STRASSE").
  private static func isInCapitals(_ text: String) -> Bool {
    var hasLetter = false
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      if scalar.properties.isLowercase { return false }
      hasLetter = true
    }
    return hasLetter
  }

  /// The punctuation at a label's end that VoiceOver does not speak.
  private static let unspokenEnds = ":：….。।۔።"

  /// `text` with its runs of full-width and half-width forms as their usual characters ("ｶﾞ" is
  /// "ガ"), and nothing else changed ("m²" stays).
  private static func withUsualWidths(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isWidthForm) else { return text }
    var result = String.UnicodeScalarView()
    var run = String.UnicodeScalarView()
    func flush() {
      guard !run.isEmpty else { return }
      result.append(contentsOf: String(run).precomposedStringWithCompatibilityMapping.unicodeScalars)
      run.removeAll()
    }
    for scalar in text.unicodeScalars {
      if isWidthForm(scalar) {
        run.append(scalar)
      } else {
        flush()
        result.append(scalar)
      }
    }
    flush()
    return String(result)
  }

  /// Whether `scalar` is a Hebrew point or an Arabic vowel sign or tatweel: they spell out the
  /// vowels of the same word ("הַבָּא" is "הבא", "التَّالِي" is "التالي") or stretch it, and
  /// VoiceOver says both alike.
  private static func isUnspokenMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7: return true
    // Not hamza and madda above and below (U+0653-U+0655, U+065F), which a decomposed "إ" holds
    // and which are spoken, nor the honorific signs (U+0610-U+0617).
    case 0x0618...0x061A, 0x0640, 0x064B...0x0652, 0x0656...0x065E, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4,
      0x06E7...0x06E8, 0x06EA...0x06ED:
      return true
    default: return false
    }
  }

  /// Whether `scalar` is a full-width or half-width form (`Ｗ`, `ｷ`).
  private static func isWidthForm(_ scalar: Unicode.Scalar) -> Bool {
    (0xFF00...0xFFEF).contains(scalar.value)
  }

  /// Whether `text` has nothing `spokenForm(_:)` changes but case: no white space but single
  /// spaces inside, no hyphen, no unspoken end (most labels, in any script, settled on their
  /// scalars without building a new text).
  private static func isPlain(_ text: String) -> Bool {
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if scalar == " " {
        guard previous != " " else { return false }
      } else if scalar == "-" || scalar.value < 0x20
        || (scalar.value > 0x7E
          && (LabelText.isWhiteSpace(scalar) || LabelText.isInvisible(scalar) || isWidthForm(scalar)
            || scalar == "İ" || isUnspokenMark(scalar) || scalar == "ß" || scalar == "ẞ"
            // Greek: how its capitals spell it (see `SpokenLetters.capitalSpelling`).
            || (0x370...0x3FF).contains(scalar.value)
            || SpokenLetters.usualForm(of: scalar, persian: true) != scalar))
      {
        return false
      }
      previous = scalar
    }
    return previous != " " && !unspokenEnds.unicodeScalars.contains(previous)
  }
}
