import Foundation

/// Two controls of one screen differ in the source language but sound the same in a locale.
public struct DuplicateLabelRule: Rule {
  /// `duplicate-label`, a warning by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "duplicate-label", name: "Duplicate label on a screen",
    summary:
      "Two identifiers of one screen (also two labels of one storyboard scene, window or menu) have different "
      + "source labels but the same label in the locale.",
    rationale: "A VoiceOver user of that locale cannot tell the two controls apart.",
    defaultSeverity: .warning,
    triggeringExamples: [
      "de: 'Sign in' and 'Log in' both 'Anmelden' on login",
      "pt-PT: 'Find Next' and 'Find Previous' both 'Encontrar Próximo' in Main.storyboard's menu 'Find'",
    ],
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
    // A control's identifier, or a storyboard's key on the menu or scene that shows it.
    let judged = order.filter { index in
      context.subjects[index].isRealIdentifier
        || (context.subjects[index].screen != nil && !isScreenTitle(index, in: context))
    }
    for localeIndex in context.locales.indices {
      var screens = ScreenLabels(
        locale: context.locales[localeIndex],
        devices: Self.deviceClasses(in: context, localeIndex: localeIndex))
      for subjectIndex in judged {
        findings += judge(subjectIndex, localeIndex: localeIndex, in: context, screens: &screens)
      }
    }
    return findings
  }

  /// The labels seen so far on the screens of one locale, by screen, device and spoken form.
  struct ScreenLabels {
    let locale: LocaleID
    let devices: [String]
    let turkic: Bool
    let persian: Bool
    var seen: [String: Seen] = [:]
    /// The pairs told, once each, on the first screen both are on.
    var reported: Set<[String]> = []

    init(locale: LocaleID, devices: [String]) {
      self.locale = locale
      self.devices = devices
      turkic = DuplicateLabelRule.lowercasesTurkic(locale)
      persian = SpokenLetters.writesPersianYeh(locale)
    }
  }

  /// A control's text that an earlier slot holds.
  struct Seen {
    var subject: Subject
    var form: ShownForm
    var isJudged: Bool
    var inheritedFrom: LocaleID?
  }

  /// The findings of the control at `subjectIndex` against the controls of its screens seen
  /// before it, which it joins.
  private func judge(
    _ subjectIndex: Int, localeIndex: Int, in context: CheckContext, screens: inout ScreenLabels
  ) -> [Finding] {
    let subject = context.subjects[subjectIndex]
    // Without a screen (an identifier without a dot, `closeButton`) it is not known which
    // controls share one. A control its captures show on several screens is compared on each.
    let resolution = context.resolutions[subjectIndex][localeIndex]
    guard let first = subject.screen, let label = resolution.label.map(LabelText.trimmed), !label.isEmpty,
      let entry = context.entries[subjectIndex],
      let sourceValue = context.sourceValue(of: entry, subject: subject, resolution: resolution),
      let source = LabelText.readableText(of: sourceValue)
    else { return [] }
    let current = Seen(
      subject: subject, form: ShownForm(device: "", path: "", text: label, source: source, position: nil),
      isJudged: context.judgesValue(of: resolution), inheritedFrom: resolution.inheritedFrom)
    var findings: [Finding] = []
    let forms = Self.shownForms(
      label: label, source: source, value: resolution.value, sourceValue: sourceValue,
      devices: screens.devices, asSourceText: resolution.resolvedFrom == resolution.sourceLocale)
    for form in forms where !form.text.isEmpty {
      var shown = current
      shown.form = form
      for screen in [first] + subject.alsoOnScreens {
        let slot =
          screen + "\u{0}" + form.device + "\u{0}"
          + Self.spokenForm(form.text, turkic: screens.turkic, persian: screens.persian)
        guard let earlier = screens.seen[slot] else {
          screens.seen[slot] = shown
          continue
        }
        guard Self.areAlike(shown, earlier, in: screens, sourceLocale: resolution.sourceLocale),
          !Self.areOneObject(shown.subject, earlier.subject),
          // By bundle and table too: two targets' storyboards, or an iPhone's and an iPad's copy of
          // one, have keys alike (reviews 210, 211).
          screens.reported.insert([Self.pairName(of: subject), Self.pairName(of: earlier.subject)]).inserted
        else { continue }
        findings.append(duplicateFinding(shown, earlier, on: screen, locale: screens.locale))
      }
    }
    return findings
  }

  /// Whether two texts of one slot are a duplicate to tell: alike as capitals spell them only
  /// where one is written in capitals; from source texts that do not sound alike already (case,
  /// or what VoiceOver does not speak: "Font:" and "Font", "re-blogs" and "reblogs"); and one of
  /// them judged in this locale (two a locale inherits from a checked parent are told there).
  private static func areAlike(
    _ shown: Seen, _ earlier: Seen, in screens: ScreenLabels, sourceLocale: LocaleID
  )
    -> Bool
  {
    let (text, other) = (shown.form.text, earlier.form.text)
    if !isInCapitals(text) && !isInCapitals(other)
      && spokenForm(text, turkic: screens.turkic, persian: screens.persian, capitalSpelling: false)
        != spokenForm(other, turkic: screens.turkic, persian: screens.persian, capitalSpelling: false)
    {
      return false
    }
    return spokenForm(earlier.form.source, in: sourceLocale)
      != spokenForm(shown.form.source, in: sourceLocale)
      && (shown.isJudged || earlier.isJudged)
  }

  /// The finding that `shown` reads as `earlier` does on `screen`, shown in both cells.
  private func duplicateFinding(_ shown: Seen, _ earlier: Seen, on screen: String, locale: LocaleID)
    -> Finding
  {
    let message =
      "\(locale): \(shown.subject.displayName) and \(earlier.subject.displayName) on \(screen) "
      + "both read '\(shown.form.text)'\(Self.deviceNote(shown.form, earlier.form.path)) "
      + "(source: '\(shown.form.source)' and '\(earlier.form.source)')"
    // Both labels a parent's that the run leaves out: the parent's finding, with its fingerprint.
    let owner = shown.inheritedFrom == earlier.inheritedFrom ? shown.inheritedFrom : nil
    var duplicate = finding(
      message, subject: shown.subject, locale: locale, position: shown.form.position, actual: shown.form.text,
      inheritedFrom: owner)
    duplicate.alsoAbout = [earlier.subject]
    return duplicate
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
