import Foundation

/// The label is the identifier itself or a machine token, not words a person would say.
public struct LabelIsIdentifierRule: Rule {
  /// `label-is-identifier`, an error by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "label-is-identifier", name: "Label is an identifier",
    summary:
      "The label equals the identifier or looks like a machine token (sign_in_button, login.submit.button, BTN_OK).",
    rationale: "VoiceOver reads the token letter by letter or as nonsense words.",
    defaultSeverity: .error,
    triggeringExamples: [
      "login.submit.button labelled 'login.submit.button'", "label 'BTN_OK'",
      "a capture shows 'login.help.button' for login.help.button (its key is missing from the catalog)",
    ],
    nonTriggeringExamples: ["label 'Sign in'", "label 'Wi-Fi'"])

  /// `true`: a subject's findings depend on its own cells only; see
  /// ``Rule/checksSubjectsIndependently``.
  public static let checksSubjectsIndependently = true

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    // An alert's title is its identifier by UIKit's choice: only a token there is told.
    let titles = context.titleNamedCaptureIdentifiers
    context.forEachShownCell { subject, entry, resolution in
      // A value or hint the code passes as a raw token ("toggle_on") is spoken too: told at the
      // source, not as a translation every locale lacks (audit 190).
      // So is a String Catalog key that has no source text: the app shows the key (audit 268).
      let showsKey = !(subject.isRealIdentifier || subject.isLabelMapPart)
      guard !showsKey || Self.showsTokenKey(entry, sourceLocale: resolution.sourceLocale) else { return }
      // A value is judged where it is written: a locale that inherits it from a checked parent,
      // or falls back to the checked source language, hears the same token, reported there once.
      let isJudged =
        context.judgesValue(of: resolution, entry: entry)
        || (resolution.isSourceFallback && !context.locales.contains(resolution.sourceLocale))
      guard isJudged, let value = resolution.value, let label = resolution.label
      else { return }
      // The main text, else the first of its plural and device forms that is a token (listed
      // only for the few values that have forms: this runs for every cell).
      let isTitle = titles.contains(subject.identifier)
      let isToken = { (text: String) in
        isTitle
          ? IdentifierShape.looksLikeMachineToken(text) && !context.isAppName(text)
          : Self.isToken(text, of: subject, in: context)
      }
      var form: (path: String, text: String, position: SourcePosition?)?
      if !LabelText.showsDraft(resolution) && isToken(LabelText.trimmedWithoutDirectionMarks(label)) {
        // Where the text is written: a plural's `other` form, a lone variable's (audit 217).
        form = (
          "", label,
          value.variations == nil
            ? LabelForms.labelPosition(of: value) : LabelText.displayedPosition(of: value)
        )
      } else if value.variations != nil {
        form = LabelForms.otherForms(
          of: value, besides: label, asSourceText: resolution.resolvedFrom == resolution.sourceLocale
        ).first { isToken(LabelText.trimmedWithoutDirectionMarks($0.text)) }
      } else if value.substitutions != nil {
        // A variable's other forms are whole labels where the format is the variable alone.
        form = LabelForms.variableForms(of: value).first {
          isToken(LabelText.trimmedWithoutDirectionMarks($0.label))
        }.map { ($0.path, $0.label, $0.position) }
      }
      guard let form else { return }
      let text = LabelText.trimmedWithoutDirectionMarks(form.text)
      let what =
        !showsKey
        ? text == subject.identifier ? "the identifier itself" : "a machine token, not words"
        : entry.localizations[resolution.sourceLocale]?.isImpliedByKey == true
          ? "its key: the table has no \(resolution.sourceLocale) text for it, so the app shows the key"
          : "its key, written as its \(resolution.sourceLocale) text: the app shows the token; write the words "
            + "the user should hear"
      let where_ = form.path.isEmpty ? "" : " (\(form.path))"
      let cause =
        form.path.isEmpty
        ? localizedIdentifierCause(
          label: text, subject: subject, entry: entry, resolution: resolution, context: context) : nil
      let message =
        "\(resolution.locale) label of \(subject.displayName)\(where_) is '\(text)', \(what)\(cause?.clause ?? "")"
      findings.append(
        finding(
          message, subject: subject, resolution: resolution,
          position: cause?.position ?? Self.declaredIdentifier(
            of: subject, shownAs: text, resolution: resolution)
            ?? form.position ?? value.position, actual: text))
    }
    // Captured labels of identifiers no key binds (a SwiftUI view whose key is missing from the
    // catalog shows the key): judged once, with the first part of the subjects.
    if context.subjectRange.lowerBound == context.subjects.startIndex {
      findings += unboundCaptureFindings(context)
    }
    return findings
  }

  /// Whether `entry` is a String Catalog key without a source-language value whose key is a
  /// machine token (`FILE_ERROR_BUTTON`): the catalog implies the key as the source's text, and
  /// the app shows the token where no translation replaces it. So is a source text written out
  /// as its token key (`"tag-delete-accessibility-hint" = "tag-delete-accessibility-hint";`, as
  /// genstrings writes a key without a value; audit 298).
  /// A key with placeholders (`ITEM_COUNT_%lld`, `GREETING_%@`, `%lld_ITEMS`) is judged with a
  /// word in their place, where it joins its words with `_` or in camel case (reviews 183, 184);
  /// not a dotted one, which may be a domain the app fills in (`www.%@.com`).
  static func showsTokenKey(_ entry: StringEntry, sourceLocale: LocaleID) -> Bool {
    guard let source = entry.localizations[sourceLocale] else { return false }
    guard source.isImpliedByKey else {
      return source.value == entry.key && source.variations == nil && Self.isWrittenOutToken(entry.key)
    }
    if IdentifierShape.looksLikeMachineToken(entry.key) { return true }
    let placeholders = FormatSpecifierParser.parse(entry.key)
    // Words of its own, not placeholders joined ("%@_%@").
    guard !placeholders.isEmpty,
      FormatSpecifierParser.text(entry.key, without: placeholders).count(where: \.isLetter) >= 3
    else { return false }
    let filled = FormatSpecifierParser.text(entry.key, without: placeholders, separator: "x")
      .replacingOccurrences(of: "%", with: "")
    return !filled.contains(".") && IdentifierShape.looksLikeMachineToken(filled)
  }

  /// Whether `key`, written out as its own source text, is a token no one would write as words:
  /// joined with `_` or `.`, or of three words or more in kebab or camel case, one of them a key's
  /// word for what the text is (`tag-delete-accessibility-hint`); not "Speech-to-text" nor a
  /// brand ("phpMyAdmin"), which a `.strings` file may write as its key and text (review 201).
  private static func isWrittenOutToken(_ key: String) -> Bool {
    guard IdentifierShape.looksLikeMachineToken(key) else { return false }
    if key.contains("_") || key.contains(".") { return true }
    let words = IdentifierShape.codeWords(Substring(key), separators: ["-"])
    return words.count >= 3 && words.contains { keyWords.contains($0) }
  }

  /// Words that keys use to say what their text is, and labels seldom hold alone.
  private static let keyWords: Set<String> = [
    "accessibility", "a11y", "hint", "label", "lbl", "title", "btn", "placeholder", "desc", "msg", "txt",
    "tooltip",
  ]

  /// Whether `text` (trimmed) is `subject`'s identifier or a machine token, as this rule tells of a
  /// real identifier's label. The app's name is a name, however it is cased ("MeetingBar", not a
  /// bar's token).
  static func isToken(_ text: String, of subject: Subject, in context: CheckContext) -> Bool {
    !text.isEmpty
      && (text == subject.identifier
        || (IdentifierShape.looksLikeMachineToken(text) && !context.isAppName(text)))
  }

  /// The captured labels that are their identifier or a machine token, where no key binds the
  /// identifier (or a locale built it from its text): each identifier once per locale, where
  /// that locale's capture first shows it.
  private func unboundCaptureFindings(_ context: CheckContext) -> [Finding] {
    let unbound = Set(context.unboundCaptures.map(\.identifier) + context.renamedCaptures.map(\.identifier))
    guard !unbound.isEmpty else { return [] }
    var reported = Set<[String]>()
    var findings: [Finding] = []
    for capture in context.captures {
      for element in capture.elements {
        guard let identifier = element.identifier, unbound.contains(identifier) else { continue }
        let text = LabelText.trimmedWithoutDirectionMarks(element.label ?? "")
        // An image button without a label speaks its asset's name (audit 328: "ic_twitter").
        let isKey = (text == identifier && !element.isNamedByItsTitle) || isKeyShown(text, context: context)
        let isAssetName = !isKey && IdentifierShape.looksLikeAssetName(text)
        guard !text.isEmpty, isKey || isAssetName,
          reported.insert([capture.locale.identifier, identifier]).inserted
        else { continue }
        let what =
          text == identifier
          ? "the identifier itself"
          : isAssetName
            ? "an image's asset name, which VoiceOver reads for want of a label"
            : "a machine token, not words"
        var finding = Finding(
          rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, locale: capture.locale,
          identifier: identifier,
          message: "\(capture.locale) capture of \(capture.screen) labels \(identifier) '\(text)', \(what)",
          actual: text, position: element.labelPosition)
        // Its JUnit test case is the screen's, as the identifier's other findings are (audit 266).
        finding.screen = capture.screen
        findings.append(finding)
      }
    }
    return findings
  }

  /// Whether a captured label no key binds is a key shown for its text: a token shaped like a
  /// key name, or a key of the catalog (its lookup failed). A user's content (`john_doe`,
  /// `IMG_0042.HEIC`) is neither.
  private func isKeyShown(_ text: String, context: CheckContext) -> Bool {
    guard IdentifierShape.looksLikeMachineToken(text) else { return false }
    return IdentifierShape.looksLikeKeyName(text)
      || context.catalog.tables.contains { $0.entry(forKey: text) != nil }
  }

  /// Where the label map declares `subject`'s identifier, where it is what to rename: the source
  /// language's text is the identifier, and the identifier reads as words ("Quit", made from the
  /// text, audit 196), not a token a developer wrote as the text (`login.submit.button`).
  private static func declaredIdentifier(of subject: Subject, shownAs text: String, resolution: Resolution)
    -> SourcePosition?
  {
    guard text == subject.identifier, resolution.resolvedFrom == resolution.sourceLocale,
      !IdentifierShape.looksLikeMachineToken(text)
    else { return nil }
    return subject.declaration
  }
}
