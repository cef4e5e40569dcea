import Foundation

/// Labels that mention a role word in a remark about a control rather than naming their own
/// element's role, though they have no full stop to show they are prose.
extension RoleInLabelRule {
  /// Whether the role word `match` found in `label` belongs to a remark: at the end, inside a
  /// closing parenthetical remark of three words or more ("Путь к файлу (вы также можете
  /// перетащить файл в поле ввода)"); at the start, before a quoted name that more words follow,
  /// as a message about that control says ("Поле «%@» обязательно", the field is required).
  ///
  /// At the end after "to", an English role word is a verb ("Sent the command to switch ${item}",
  /// a Siri response) or where an action leads ("Go to Tab"), not the element's role; after an
  /// article or "with"/"without" ("No icon", "Events without a meeting link"), a thing the label
  /// speaks of.
  ///
  /// A role said once more in brackets ("Riproduci (pulsante)") and a quoted name alone
  /// ("Кнопка «Сохранить»") are still the label's role.
  static func isRemark(_ label: String, match: RoleWords.RoleWordMatch) -> Bool {
    let text = LabelText.trimmed(label)
    switch match.placement {
    case .end: return endsInParentheticalRemark(text) || followsFunctionWord(text, match: match)
    case .start: return predicatesQuotedName(text, roleWord: match.word)
    case .whole: return false
    }
  }

  /// Whether `label` is a caption, which ends in a colon ("Menubar icon:", French "Icône de la
  /// barre des menus :"): a text beside a control that names what the control sets, not a
  /// control's own label, so its role word is the subject it speaks of. Asked only
  /// where nothing tells the text is a control's (a storyboard's class, a capture's trait).
  static func isCaption(_ label: String) -> Bool {
    guard let last = LabelText.trimmed(label).last else { return false }
    return last == ":" || last == "："
  }

  /// The identifiers that a UI capture shows as a control: an element whose type or traits name
  /// a control's role (a button's "Play button:" is no caption).
  static func capturedControls(in context: CheckContext) -> Set<String> {
    context.capturedControls.value { capturedControls(of: context.captures) }
  }

  /// The identifiers of `captures`' elements whose type or trait is a control's.
  private static func capturedControls(of captures: [UICapture]) -> Set<String> {
    var controls: Set<String> = []
    // A nightly job's captures hold hundreds of thousands of elements of a few dozen types and
    // traits: each is folded once.
    var namesControl: [String: Bool] = [:]
    let isControl = { (name: String) -> Bool in
      if let known = namesControl[name] { return known }
      let known = controlNames.contains(name.lowercased().filter(\.isLetter))
      namesControl[name] = known
      return known
    }
    for capture in captures {
      for element in capture.elements {
        guard let identifier = element.identifier, !controls.contains(identifier),
          element.type.map(isControl) == true || element.traits.contains(where: isControl)
        else { continue }
        controls.insert(identifier)
      }
    }
    return controls
  }

  /// The capture types and traits of controls (XCUIElement's types, UIAccessibility's traits),
  /// lowercased, letters only.
  private static let controlNames: Set<String> = [
    "button", "link", "tab", "tabbutton", "toggle", "switch", "checkbox", "radiobutton", "menuitem",
    "menubaritem", "menubutton", "popupbutton", "slider", "stepper", "segmentedcontrol", "searchfield",
    "textfield", "securetextfield", "combobox", "disclosuretriangle", "keyboardkey", "image", "icon",
  ]

  /// Whether a storyboard's or XIB's class shows text (`UILabel`, `NSTextFieldCell`, a custom
  /// `TitleLabel`): its text with a colon at the end is a caption.
  static func isTextClass(_ className: String) -> Bool {
    className.hasSuffix("Label")
      || ["NSTextField", "NSTextFieldCell", "UITextView", "NSTextView", "NSTableHeaderCell", "NSBox"]
        .contains(className)
  }

  /// Whether `text` ends in a bracketed remark of three words or more.
  private static func endsInParentheticalRemark(_ text: String) -> Bool {
    guard let inside = LabelText.trailingBracketedText(of: text) else { return false }
    return inside.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).count >= 3
  }

  /// Whether an English role word at the end of `text` (placeholders after it aside) follows
  /// "to", "with", "without" or a determiner right before it, or an indefinite article and one
  /// word, or "the" and a device's button after other words: "Move to %@ button", "Save button"
  /// and "The logo image" name their element's role; "to switch ${item}", "No icon", "without a
  /// meeting link" and "from the Action button" speak of something else.
  private static func followsFunctionWord(_ text: String, match: RoleWords.RoleWordMatch) -> Bool {
    guard match.language == "en" else { return false }
    let words = Array(words(of: text).reversed().drop(while: isPlaceholder).reversed())
    let roleWordCount = self.words(of: match.word).count
    guard words.count > roleWordCount else { return false }
    let previous = words[words.count - roleWordCount - 1]
    if isPlaceholder(previous) { return false }
    if introducers.contains(previous.lowercased()) { return true }
    guard words.count > roleWordCount + 1 else { return false }
    let article = words[words.count - roleWordCount - 2].lowercased()
    // After other words, "the" and a device's button are what the label speaks of ("Log water
    // from the Action button", "Double-click the side button"; audit 268), where "The Save
    // button" and "Submit the form button" name their element (review 186).
    let before = Array(words.dropLast(roleWordCount))
    return indefiniteArticles.contains(article)
      || (match.word.lowercased() == "button" && endsInSpokenOfName(before, from: deviceButtons))
      || endsInSpokenOfName(before, from: systemPlaces)
  }

  /// Whether `words`, those before a role word, end in "the" or "your" and one of `names` (of one
  /// or two words) after other words: a device's button ("side", "Camera Control") before
  /// "button", or a place of the system's own interface ("Home Screen", "Control Center") before
  /// any role word: "Available from the Home Screen icon", "Start from the Control Center toggle"
  /// speak of the system's control (audit 268).
  private static func endsInSpokenOfName(_ words: [String], from names: Set<String>) -> Bool {
    [1, 2].contains { count in
      guard words.count > count + 1 else { return false }
      let name = words.suffix(count).joined(separator: " ").lowercased()
      return names.contains(name) && definiteArticles.contains(words[words.count - count - 1].lowercased())
    }
  }

  /// Places of Apple's system interface whose controls a label may speak of.
  private static let systemPlaces: Set<String> = [
    "home screen", "lock screen", "control center", "control centre", "notification center",
    "notification centre", "menu bar", "dock", "app library", "today view",
  ]

  /// The articles after which a device's button is spoken of where other words come before them.
  private static let definiteArticles: Set<String> = ["the", "your"]

  /// The names of the buttons of Apple's devices ("the side button", "the Action button", "the
  /// Digital Crown" aside, which no role word names).
  private static let deviceButtons: Set<String> = [
    "camera control", "volume up", "volume down",
    "action", "home", "side", "top", "volume", "power", "sleep", "wake", "lock", "capture", "shutter",
  ]

  /// The indefinite article: a role word one word after it is a thing spoken of ("without a
  /// meeting link"). Not "the", "my" or "no": "The Save button", "My Profile image" and "Video with
  /// no sound icon" name their element.
  private static let indefiniteArticles: Set<String> = ["a", "an"]

  /// Words right after which an English role word is no role of the element itself.
  private static let introducers = indefiniteArticles.union([
    "to", "with", "without", "the", "no", "any", "another", "each", "every", "this", "that", "these",
    "those", "my", "your", "our", "their",
  ])

  /// The words and placeholders of `text`, cut at anything but letters and digits ("top-button",
  /// "Go to tab →", "pop-up button"); each placeholder (`%.1f`, `“%@”`, `${tab.name}`) is one
  /// token, wherever it stands ("Go to%@ tab").
  private static func words(of text: String) -> [String] {
    // An App Intents parameter as a printf placeholder, then every placeholder as one mark.
    let marked = withoutParameters(text, writing: " %@ ")
    let plain = FormatSpecifierParser.text(
      marked, without: FormatSpecifierParser.parse(marked), separator: " \(placeholderMark) ")
    return plain.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == placeholderMark) }).map(
      String.init)
  }

  /// What stands for a placeholder among the words.
  private static let placeholderMark: Character = "\u{1}"

  /// Whether a token is a placeholder, which names no word.
  private static func isPlaceholder(_ token: String) -> Bool {
    token.contains(placeholderMark)
  }

  /// Opening quotation marks and the marks that close them.
  private static let quotePairs: [Character: Character] = [
    "«": "»", "“": "”", "„": "“", "\"": "\"", "「": "」", "『": "』", "‘": "’", "‚": "‘",
  ]

  /// Whether `text` is `roleWord`, a quoted name and more words: "Поле «%@» обязательно".
  private static func predicatesQuotedName(_ text: String, roleWord: String) -> Bool {
    guard let open = text.firstIndex(where: { quotePairs[$0] != nil }), let closing = quotePairs[text[open]],
      let close = text[text.index(after: open)...].firstIndex(of: closing)
    else { return false }
    let before = RoleWords.Folded.words(of: RoleWords.Folded.fold(String(text[..<open])))
    guard before == RoleWords.Folded.words(of: RoleWords.Folded.fold(roleWord)) else { return false }
    return text[text.index(after: close)...].contains { $0.isLetter }
  }

  /// Whether a key of words reads as the text it stands for ("Menu closed"), not as a description
  /// of the string whose last word says what kind of text it is ("play button label", "settings
  /// tab title", "search field placeholder").
  static func keyReadsAsText(_ key: String) -> Bool {
    guard key.contains(" "), LabelText.hasWords(key),
      let last = key.split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "." }).last?.lowercased()
    else { return false }
    return !stringKindWords.contains(last)
  }

  /// The words a key ends in where it names a kind of string rather than being one.
  private static let stringKindWords: Set<String> = [
    "label", "title", "hint", "placeholder", "text", "message", "description", "caption", "tooltip",
    "accessibility", "a11y", "voiceover", "string", "name", "value", "subtitle", "header", "footer",
  ]
}
