/// The label names the control's role, which VoiceOver already speaks as a trait.
public struct RoleInLabelRule: Rule {
  /// `role-in-label`, a warning by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "role-in-label", name: "Role word in label",
    summary:
      "The label names the control's role in the locale's language (\"Save button\", \"Botón guardar\").",
    rationale: "VoiceOver already speaks the trait, so the user hears \"Save button, button\".",
    defaultSeverity: .warning,
    triggeringExamples: ["en: 'Save button'", "es: 'Botón guardar'", "de: 'Schaltfläche'"],
    nonTriggeringExamples: [
      "en: 'Save'", "en: 'Buttons and more'", "en: 'Linked accounts'",
      "InfoPlist: 'C++ header' (a document type, not a control)",
      "Main: 'Tab' of a UIButton (the keyboard key; the storyboard's comment names the class)",
      "en: 'Menubar icon:' (a caption, which names what the control beside it sets)",
    ])

  /// `true`: a subject's findings depend on its own cells only; see
  /// ``Rule/checksSubjectsIndependently``.
  public static let checksSubjectsIndependently = true

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    let capturedControls = Self.capturedControls(in: context)
    var listedKinds = ListedKinds()
    context.forEachShownCell { subject, entry, resolution in
      // Info.plist's texts are names, document types and permission prompts, never a control's.
      guard subject.table != StringTable.infoPlistName, context.judgesValue(of: resolution, entry: entry),
        let value = resolution.value,
        let label = resolution.label,
        // A key shown for want of a source text is a token, `label-is-identifier`'s (audit 268),
        // as is one written as the text where that rule runs (audit 298).
        !(LabelIsIdentifierRule.showsTokenKey(entry, sourceLocale: resolution.sourceLocale)
          && LabelText.trimmed(label) == entry.key
          && (entry.localizations[resolution.sourceLocale]?.isImpliedByKey == true
            || context.configuration.isEnabled(LabelIsIdentifierRule.descriptor.id)))
      else { return }
      // The main text, else the first of its device and width forms that names a role: one
      // finding per value. A plural form is a count ("%lld kop", "1 tab"): its noun is content.
      // (Forms are listed only for the few values that have them: this runs for every cell.)
      // A draft standing for the value (a plural's `other` still to translate) is not heard.
      // A colon at the end makes a caption, unless the text is known to be a control's own.
      let mayBeCaption =
        entry.interfaceBuilderClass.map(Self.isTextClass) ?? true
        && !capturedControls.contains(subject.identifier)
      var found =
        (LabelText.showsDraft(resolution) || Self.isToldAsToken(label, of: subject, in: context)
        ? nil : roleWord(in: label, of: entry, in: resolution, mayBeCaption: mayBeCaption))
        .map {
          (form: (path: "", text: label, position: value.position), match: $0)
        }
      if found == nil && value.variations != nil {
        for form in LabelForms.otherForms(
          of: value, besides: label, asSourceText: resolution.resolvedFrom == resolution.sourceLocale)
        where LeafPath.pluralCategory(in: form.path) == nil
          && !Self.isToldAsToken(form.text, of: subject, in: context)
        {
          if let match = roleWord(in: form.text, of: entry, in: resolution, mayBeCaption: mayBeCaption) {
            found = (form, match)
            break
          }
        }
      }
      guard let (form, match) = found,
        !listedKinds.namesListedKind(
          entry, label: form.text, match: match, subject: subject, resolution: resolution, context: context)
      else { return }
      let where_ = form.path.isEmpty ? "" : " (\(form.path))"
      // A source that names a kind is no role: a translation's added role word is its own.
      let sourceIsKind =
        resolution.locale != resolution.sourceLocale
        && listedKinds.kindRole(of: entry, subject: subject, resolution: resolution, context: context) != nil
      let source =
        sourceIsKind
        ? (remark: "", sourceIsRoleAlone: false)
        : sourceRoleRemark(
          of: entry, subject: subject, resolution: resolution, path: form.path, mayBeCaption: mayBeCaption,
          in: context)
      // A translation's word alone only where its source's is: "Suchfeld" is a search field.
      let isAlone =
        Self.isRoleAlone(form.text, match: match)
        && (resolution.locale == resolution.sourceLocale || resolution.speaksSourceLanguage
          || source.sourceIsRoleAlone == true)
      let message =
        "\(resolution.locale) label of \(subject.displayName)\(where_) '\(LabelText.trimmed(form.text))' "
        + (isAlone
          ? "is the role '\(match.word)' alone, which VoiceOver already speaks: name what it shows or does"
          : "names the role '\(match.word)'; VoiceOver already speaks it") + source.remark
      findings.append(
        finding(
          message, subject: subject, resolution: resolution, position: form.position ?? value.position,
          actual: form.text))
    }
    return findings + capturedLabelFindings(in: context)
  }

  /// The role word `text` names, unless it is prose, an instruction or the source's own noun.
  func roleWord(in text: String, of entry: StringEntry, in resolution: Resolution, mayBeCaption: Bool)
    -> RoleWords.RoleWordMatch?
  {
    let language = resolution.locale.language
    // The role-word look-up first: it settles most labels from their edge words, where telling
    // prose splits the whole label.
    guard let match = RoleWords.match(in: Self.withoutParameters(text), language: language) else {
      // A name followed by a description, a state or a place: the name's role word is doubled
      // as well.
      for part in Self.nameParts(of: text, language: language) {
        guard let match = roleWord(in: part.text, of: entry, in: resolution, mayBeCaption: mayBeCaption),
          part.allowsWholeRole || match.placement != .whole
        else { continue }
        return match
      }
      return nil
    }
    guard
      Self.mayBeTheRole(match.role, of: entry),
      !LabelText.isFileName(text),
      !Self.isProse(text),
      !Self.isInstruction(text, language: language),
      !Self.isStatement(text, language: language),
      !Self.isRemark(text, match: match),
      !(mayBeCaption && Self.isCaption(text)),
      !Self.isCommand(text, role: match.role),
      !Self.isGestureOnControl(text, match: match), !Self.followsParticiple(text, match: match),
      !Self.namesThingInPhrase(text, match: match),
      !Self.isContentByContext(entry, match: match),
      !Self.translatesContentNoun(match.role, of: entry, in: resolution)
    else { return nil }
    return match
  }

  /// Whether `label` is a command that opens a window, as an ellipsis at its end marks one, whose
  /// verb is a noun too ("Email Link…", "Bookmark Tab…"): an object-like role word there is what
  /// the command acts on, not the control's role. Without the ellipsis "Email field"
  /// names a field, and other verbs are action verbs wherever they stand ("Copy Link").
  static func isCommand(_ label: String, role: RoleWords.Role) -> Bool {
    guard RoleWords.isObjectLike(role) else { return false }
    let text = LabelText.trimmed(label)
    guard text.hasSuffix("…") || text.hasSuffix("..."),
      let first = text.split(whereSeparator: { !$0.isLetter && $0 != "-" }).first
    else { return false }
    return nounVerbs.contains(first.lowercased())
  }

  /// English verbs that are nouns too, which commands start with ("Email Link…").
  private static let nounVerbs: Set<String> = ["email", "e-mail", "mail", "bookmark", "tag", "message"]

  /// Whether `role` may be the element's own: not where the storyboard's comment names a class
  /// of another role (a `UIButton` labelled "Tab", an `NSMenuItem` "Image").
  static func mayBeTheRole(_ role: RoleWords.Role, of entry: StringEntry) -> Bool {
    guard let className = entry.interfaceBuilderClass, let dot = entry.key.firstIndex(of: "."),
      let roles = InterfaceBuilderRoles.roles(
        ofClass: className, property: entry.key[entry.key.index(after: dot)...])
    else { return true }
    return roles.contains(role)
  }

  /// Whether a translation's role word only translates a noun that the source label holds as
  /// content, not as a role: "New Tab" passes in English (the tab is what the command makes),
  /// so "Neuer Tab" and "新增標籤頁" pass too. A translation that adds a role word the source
  /// does not have ("Save" -> "Schaltfläche Speichern") is still reported.
  ///
  /// So does a noun of a source sentence ("Unable to process image." -> "Imagen no procesada") and
  /// the object of an action the source names ("Copy Photo" -> "Скопировать
  /// изображение", "Open link in browser" -> "於瀏覽器中開啟連結"): a language without a list of
  /// action verbs cannot tell it apart from a role, but the source can.
  static func translatesContentNoun(_ role: RoleWords.Role, of entry: StringEntry, in resolution: Resolution)
    -> Bool
  {
    // A table without source file: a key that reads as text is the source text (audit 146: SRG
    // SSR's "Menu closed" announcement, whose French "Menu fermé" keeps the noun); not one that
    // describes the string ("play button label", whose button is the role; review 118).
    guard resolution.locale != resolution.sourceLocale,
      let source = entry.localizations[resolution.sourceLocale].map(LabelText.readableText(of:))
        ?? (Self.keyReadsAsText(entry.key) ? entry.key : nil)
    else { return false }
    let language = resolution.sourceLocale.language
    // A source name followed by a description is judged by its name, as the translation is.
    let whole = withoutParameters(source)
    let text =
      RoleWords.match(in: whole, language: language) == nil
      ? nameParts(of: whole, language: language).first?.text ?? whole : whole
    // A source that names the role itself is reported itself, unless it is a sentence or speaks
    // of the thing ("No icon", "Point your camera at the menu", "Email Link…"; none reported): then its role
    // word is content, which a shorter translation may keep. A source reported for another role
    // ("Menu bar icon", for `icon`) still holds this one as content ("Смуга меню", the menu bar),
    // unless the two roles name one thing: "%@ icon" said "%@圖像", an image's word.
    guard
      isProse(text) || isInstruction(text, language: language) || isStatement(text, language: language)
        || isCommand(text, role: role)
        || RoleWords.match(in: text, language: language).map({
          !RoleWords.namesOneThing($0.role, role) || isRemark(text, match: $0)
            || namesThingInPhrase(text, match: $0)
        }) ?? true
    else { return false }
    return RoleWords.mentions(role, in: text, language: language)
      || (RoleWords.isObjectLike(role) && RoleWords.startsWithActionVerb(text, language: language))
      || (language == "en" && [.button, .toggle, .slider].contains(role) && namesControls(text))
  }

  /// Whether an English source speaks of controls as things, a lowercase noun that ends it
  /// ("AirPlay toolbar controls"), which a translation may say with a button's word ("دکمه AirPlay
  /// در نوار ابزار"); not a name ("Parental Controls", "Control Center"), nor the verb ("who
  /// controls playback").
  private static func namesControls(_ text: String) -> Bool {
    text.split(whereSeparator: { !$0.isLetter }).last == "controls"
  }

  /// Quotation marks and brackets that may close a sentence after its full stop.
  private static let closingMarks: Set<Character> = ["\"", "'", "”", "’", "»", "」", "』", ")", "]", "）"]

  /// Characters that end a sentence, in the scripts the role-word lists cover.
  private static let sentenceEnds: Set<Character> = [".", "!", "?", "…", "。", "！", "？", "؟", "।"]

  /// Whether `label` is prose (a description, an instruction) rather than a control's name: it
  /// ends like a sentence and has more than three words, or more than twelve characters in a
  /// script written without spaces. A role word in a sentence ("Drag the slider to ...") is
  /// not the "Save button" that VoiceOver doubles.
  static func isProse(_ label: String) -> Bool {
    let text = LabelText.trimmed(label)
    // A sentence may end in a quotation or a bracket: `… "Don't show this again."`
    let ending = text.reversed().drop { closingMarks.contains($0) }
    guard let last = ending.first, sentenceEnds.contains(last) else { return false }
    let words = text.split(whereSeparator: \.isWhitespace).count
    return words > 3 || (words == 1 && text.count > 12)
  }

  /// Determiners that put a noun in a sentence: a control's name ("Save button") has none.
  private static let determiners: Set<String> = ["the", "a", "an", "your", "this", "that"]

  /// Whether `label` is an instruction without a full stop: it starts with an action verb and
  /// names its object with a determiner ("Press and hold the side button", "Tap the link below").
  /// The role word there is what the user acts on, not the control's role. Only languages with
  /// a list of action verbs (English) tell.
  /// So is the last clause of a sentence ("To start the video, tap the Play button"; audit 268).
  static func isInstruction(_ label: String, language: String) -> Bool {
    let clauses = label.split(separator: ",", omittingEmptySubsequences: true)
    let instruction = clauses.count > 1 ? String(clauses[clauses.count - 1]) : label
    guard
      RoleWords.startsWithActionVerb(LabelText.trimmed(instruction), language: language)
        || startsWithEntryVerb(instruction, language: language)
    else {
      return false
    }
    let words = instruction.lowercased().split(whereSeparator: { !$0.isLetter })
    guard words.count > 2 + (clauses.count > 1 ? 0 : 1),
      words.dropFirst().contains(where: { determiners.contains(String($0)) })
    else { return false }
    // Where a clause before names a role, that is the label's own ("button (Email, Tap to open …)").
    return clauses.count == 1
      || RoleWords.match(in: clauses.dropLast().joined(separator: ","), language: language) == nil
  }

  /// Whether an English instruction starts with a verb of entering text ("Enter a new password
  /// for the secure guest link", audit 289): not an action verb, whose object-like role word after
  /// it is content ("Enter email text field" names the field; review 195).
  private static func startsWithEntryVerb(_ instruction: String, language: String) -> Bool {
    guard language == "en" else { return false }
    let first = LabelText.trimmed(instruction).prefix { $0.isLetter }.lowercased()
    return ["enter", "type"].contains(first)
  }

  /// Words that start a verb's object ("Shows the status bar icon", "Hides it from the tab"); a
  /// plural noun has none after it ("Updates from the Library tab", "News feed in the Home tab").
  private static let objectStarts = determiners.union([
    "these", "those", "its", "their", "our", "my", "all", "any", "each", "every", "it", "them",
  ])

  /// Subjects that start an English statement ("You can hide the menu bar icon").
  private static let subjects: Set<String> = ["you", "we", "i", "it", "this", "they", "there"]

  /// Modal verbs that make the word before them a statement's subject ("Widgets can control the
  /// built-in switches").
  private static let modals: Set<String> = [
    "can", "cannot", "will", "may", "might", "must", "should", "could", "would",
  ]

  /// Whether `label` is an English statement without a full stop, as a description or a tooltip
  /// is: it starts with a subject (a pronoun, or a noun before a modal verb) or an action verb in
  /// the third person ("Shows the status bar icon") and names its object with a determiner. The
  /// role word there is what it is about.
  static func isStatement(_ label: String, language: String) -> Bool {
    guard language == "en" || language.hasPrefix("en-") else { return false }
    let words = label.lowercased().split(whereSeparator: { !$0.isLetter })
    guard let first = words.first, words.count > 3,
      words.dropFirst().contains(where: { determiners.contains(String($0)) })
    else { return false }
    if subjects.contains(String(first)) || modals.contains(String(words[1])) { return true }
    // "Shows" and "Closes" as "Show" and "Close", the verbs the list holds, where an object
    // follows them, not a plural noun's preposition or participle.
    guard objectStarts.contains(String(words[1])) else { return false }
    return ["s", "es"].contains { suffix in
      first.hasSuffix(suffix) && first.count > suffix.count + 2
        && RoleWords.startsWithActionVerb("\(first.dropLast(suffix.count)) \(words[1])", language: "en")
    }
  }

  /// `label` without App Intents parameter placeholders (`${toggle}`), whose names are code (each
  /// written as `replacement`), and with its printf placeholders' argument numbers and names left
  /// out (`%1$@`, `%(name)@` as `%@`): a number there would read as a word, so numbered and
  /// unnumbered placeholders read alike.
  static func withoutParameters(_ label: String, writing replacement: String = " ") -> String {
    let label = withoutArgumentNumbers(label)
    guard holdsParameter(label) else { return label }
    var result = ""
    var rest = label[...]
    while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
      result += rest[..<open.lowerBound]
      result += replacement
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// `label` without its placeholders' argument numbers and names (`%1$@`, `%(link)@` as `%@`):
  /// a named argument's name is code the app never shows (audit 287: "%(image_name)@ deleted").
  private static func withoutArgumentNumbers(_ label: String) -> String {
    guard label.containsUTF8Byte(UInt8(ascii: "%")),
      label.containsUTF8Byte(UInt8(ascii: "$")) || label.containsUTF8("%(")
    else {
      return label
    }
    var bytes = Array(label.utf8)
    // Last first, so that the ranges still to shorten stay where they are.
    for specifier in FormatSpecifierParser.parse(label).reversed() {
      let text = Array(specifier.text.utf8)
      // The number and its `$` ("1$" of "%1$@"), then a name in parentheses ("(link)").
      var end = 1
      if let dollar = text.firstIndex(of: UInt8(ascii: "$")) { end = dollar + 1 }
      if specifier.argumentName != nil, let close = text.firstIndex(of: UInt8(ascii: ")")) { end = close + 1 }
      let start = specifier.utf8Range.lowerBound + 1
      let length = end - 1
      guard length > 1, start + length <= bytes.count else { continue }
      bytes.removeSubrange(start..<(start + length))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `label` holds `${`, read byte by byte: Foundation's `contains(_:)` costs more than
  /// the role-word look-up that follows.
  private static func holdsParameter(_ label: String) -> Bool {
    var label = label
    return label.withUTF8 { bytes in
      var rest = bytes[...]
      while let dollar = rest.firstIndex(of: UInt8(ascii: "$")) {
        rest = rest[(dollar + 1)...]
        if rest.first == UInt8(ascii: "{") { return true }
      }
      return false
    }
  }
}
