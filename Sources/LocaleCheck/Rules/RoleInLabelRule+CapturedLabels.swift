import CatalogParser

extension RoleInLabelRule {
  /// The role words of labels that only a UI capture shows: a label set in code
  /// (`.accessibilityLabel("Save button")`) is in no catalog, and the capture is the only place
  /// labelcheck sees it (audit 202). Reported where the word names the element's own role, by its
  /// captured type or trait ("Save button" on a button, not "New Tab" on one), and where the
  /// catalog's label differs: the catalog's own text is judged with its key's context.
  func capturedLabelFindings(in context: CheckContext) -> [Finding] {
    // A split run checks its parts apart: the captures are the first part's.
    guard context.subjectRange.lowerBound == 0 else { return [] }
    var subjects: [String: Subject] = [:]
    for subject in context.subjects where subjects[subject.identifier] == nil {
      subjects[subject.identifier] = subject
    }
    var reported: Set<[String]> = []
    var findings: [Finding] = []
    for capture in context.captures {
      let tabBars = Self.tabBarPaths(in: capture)
      for element in capture.elements {
        guard let identifier = element.identifier, let label = element.label,
          // A token (`login.help.button`) is `label-is-identifier`'s: its words are no label.
          !IdentifierShape.looksLikeMachineToken(LabelText.trimmedWithoutDirectionMarks(label)),
          let match = Self.ownRoleWord(
            in: label, roles: Self.capturedRoles(of: element, tabBarPaths: tabBars),
            language: capture.locale.language),
          !Self.catalogShows(label, for: subjects[identifier], in: capture.locale, context: context),
          reported.insert([capture.locale.identifier, identifier, label]).inserted
        else { continue }
        var finding = Finding(
          rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, locale: capture.locale,
          identifier: identifier,
          message: "\(capture.locale) capture of \(capture.screen) shows '\(LabelText.trimmed(label))' for "
            + "\(identifier), which names the role '\(match.word)'; VoiceOver already speaks it",
          actual: label, position: element.labelPosition)
        finding.screen = capture.screen
        findings.append(finding)
      }
    }
    return findings
  }

  /// The role word of `label` that names one of `roles`, the element's own, unless the label is
  /// prose, an instruction, a statement, a remark, a command or a gesture's description; else
  /// that of its name before a state or description ("Play button, selected"), as of a catalog's.
  private static func ownRoleWord(in label: String, roles: Set<RoleWords.Role>, language: String)
    -> RoleWords.RoleWordMatch?
  {
    guard !roles.isEmpty, !LabelText.isBlank(label) else { return nil }
    guard let match = RoleWords.match(in: withoutParameters(label), language: language) else {
      for part in nameParts(of: label, language: language) {
        guard let match = ownRoleWord(in: part.text, roles: roles, language: language),
          part.allowsWholeRole || match.placement != .whole
        else { continue }
        return match
      }
      return nil
    }
    guard roles.contains(match.role), !isProse(label), !isInstruction(label, language: language),
      !isStatement(label, language: language), !isRemark(label, match: match),
      !isCommand(label, role: match.role), !isGestureOnControl(label, match: match)
    else { return nil }
    return match
  }

  /// Whether the catalog's label of `subject` is `label` in `locale` or in the source language
  /// (an untranslated text the app shows): the cells judge it, with its key's context.
  private static func catalogShows(
    _ label: String, for subject: Subject?, in locale: LocaleID, context: CheckContext
  ) -> Bool {
    guard let subject, let entry = context.entry(for: subject) else { return false }
    let resolver = context.resolver(for: subject)
    let shown = LabelText.trimmed(label)
    return [locale, resolver.sourceLocale].contains { locale in
      resolver.resolve(entry, in: locale).label.map(LabelText.trimmed) == shown
    }
  }

  /// The roles a captured element's type and traits give it (XCUIElement's types, UIKit's and
  /// AppKit's traits), and a tab bar's button's tab (`tabBarPaths`: where the capture's tab bars
  /// are).
  static func capturedRoles(of element: CapturedElement, tabBarPaths: [String]) -> Set<RoleWords.Role> {
    var roles: Set<RoleWords.Role> = []
    for name in [element.type].compactMap({ $0 }) + element.traits {
      roles.formUnion(rolesByCapturedName[name.lowercased().filter(\.isLetter)] ?? [])
    }
    if roles.contains(.button), let path = element.path,
      tabBarPaths.contains(where: { path.hasPrefix($0 + "/") })
    {
      roles.insert(.tab)
    }
    return roles
  }

  /// The paths of `capture`'s tab bars, whose buttons VoiceOver speaks as tabs.
  static func tabBarPaths(in capture: UICapture) -> [String] {
    capture.elements.compactMap { $0.type?.lowercased() == "tabbar" ? $0.path : nil }
  }

  /// VoiceOver speaks an image's trait for an icon too ("Share icon, image").
  private static let rolesByCapturedName: [String: Set<RoleWords.Role>] = [
    "button": [.button], "menubutton": [.button], "link": [.link], "image": [.image, .icon],
    "icon": [.icon, .image], "tab": [.tab], "tabbutton": [.tab], "toggle": [.toggle], "switch": [.toggle],
    "checkbox": [.checkbox], "slider": [.slider], "textfield": [.textField], "securetextfield": [.textField],
    "searchfield": [.textField], "menuitem": [.menu], "menubaritem": [.menu], "popupbutton": [.picker],
    "picker": [.picker], "pickerwheel": [.picker], "header": [.heading], "heading": [.heading],
  ]
}
