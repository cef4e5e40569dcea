import CatalogParser

/// Judges the shown cells of one `length-expansion` run, one after another, and gathers its
/// findings; it keeps what the cells of a key or a table share, so that it is worked out once.
struct LengthExpansionJudge {
  /// The rule whose findings this judge makes.
  let rule: LengthExpansionRule
  /// The run's model and resolutions.
  let context: CheckContext
  /// The findings so far.
  private(set) var findings: [Finding] = []
  /// The last source text measured: the cells of a key come one after another and share it, so
  /// its characters are counted once, not once per locale.
  private var counted: (source: String, rendersMarkdown: Bool, length: Int)?
  /// Whether each table (by index) has a phrase among its keys, asked once.
  private var tablesWithPhrases: [Int: Bool] = [:]

  /// Creates a judge for one run of `rule` over `context`.
  init(rule: LengthExpansionRule, context: CheckContext) {
    self.rule = rule
    self.context = context
  }

  /// Judges each form that `resolution`'s value for `subject` shows.
  mutating func judgeCell(_ subject: Subject, _ entry: StringEntry, _ resolution: Resolution) {
    // A permission prompt wraps in its alert: its length truncates nothing.
    guard context.judgesValue(of: resolution, entry: entry), resolution.locale != resolution.sourceLocale,
      !InfoPlistKeys.isWrappedText(subject.key, table: subject.table),
      let value = resolution.value,
      let source = sourceValue(of: entry, subject: subject, resolution: resolution),
      // An App Shortcut's phrase is what a user says to Siri, not a label that truncates (audit 125).
      source.stringSet == nil, source.value?.containsUTF8("${applicationName}") != true
    else { return }
    let cell = Cell(subject: subject, entry: entry, resolution: resolution, value: value)
    // Most cells are one plain label: judged as it is, without listing forms.
    guard value.variations != nil else {
      if let label = resolution.label, let sourceLabel = LabelText.readableText(of: source) {
        judge(
          label, beside: sourceLabel, path: "", position: LabelForms.labelPosition(of: value),
          in: cell)
      }
      // A format with variables (`%#@files@`) shows one label per form of each.
      for form in LengthExpansionRule.variableForms(
        of: value, source: source, language: resolution.locale.identifier, key: entry.key)
      {
        judge(form.text, beside: form.source, path: form.path, position: form.position, in: cell)
      }
      return
    }
    for form in LengthExpansionRule.forms(
      of: value, source: source, language: resolution.locale.identifier, key: entry.key)
    {
      judge(form.text, beside: form.source, path: form.path, position: form.position, in: cell)
    }
  }

  /// One cell being judged.
  private struct Cell {
    var subject: Subject
    var entry: StringEntry
    var resolution: Resolution
    var value: LocalizedValue
    /// A storyboard or XIB shows its text as written; SwiftUI renders a label's Markdown.
    var rendersMarkdown: Bool { !InterfaceBuilderSource.isInterfaceBuilderKey(entry.key) }
  }

  /// The source-language value `entry`'s cell is measured against: the source locale's own or,
  /// where the table has no source-language file and the key may be the text, the key's.
  private mutating func sourceValue(of entry: StringEntry, subject: Subject, resolution: Resolution)
    -> LocalizedValue?
  {
    if let own = entry.localizations[resolution.sourceLocale] {
      // A token key standing for a missing source text is no length to compare with (audit 268).
      return LabelIsIdentifierRule.showsTokenKey(entry, sourceLocale: resolution.sourceLocale) ? nil : own
    }
    // Not a key that names the text (`alert.delete.title`) or a tool's hash (`sdOBtj-tYwiRd`).
    guard LabelText.keyMayBeText(entry.key, inTableWithPhrases: { hasPhrases(subject) }) else { return nil }
    return context.sourceValue(of: entry, subject: subject, resolution: resolution)
  }

  /// Whether `subject`'s table has a phrase among its keys.
  private mutating func hasPhrases(_ subject: Subject) -> Bool {
    guard let index = context.tableIndex(for: subject) else { return false }
    if let known = tablesWithPhrases[index] { return known }
    let known = context.catalog.tables[index].entries.contains { LabelText.isPhrase($0.key) }
    tablesWithPhrases[index] = known
    return known
  }

  /// The shown length of `sourceText`, counted once for the cells of a key.
  private mutating func sourceLength(of sourceText: String, rendersMarkdown: Bool) -> Int {
    if let counted, counted.source == sourceText, counted.rendersMarkdown == rendersMarkdown {
      return counted.length
    }
    let length = LengthExpansionRule.shownLength(of: sourceText, rendersMarkdown: rendersMarkdown)
    counted = (sourceText, rendersMarkdown, length)
    return length
  }

  /// Reports `text` (the form at `path`) where it is too long beside `sourceText`.
  private mutating func judge(
    _ text: String, beside sourceText: String, path: String, position: SourcePosition?, in cell: Cell
  ) {
    let rendersMarkdown = cell.rendersMarkdown
    let sourceLength = sourceLength(of: sourceText, rendersMarkdown: rendersMarkdown)
    // An empty source is `empty-label`'s: a translation is not "longer" than nothing.
    guard sourceLength > 0,
      let length = LengthExpansionRule.expandedLength(
        of: text, beside: sourceLength, rendersMarkdown: rendersMarkdown),
      !isExempt(cell), !isMachineToken(text, in: cell)
    else { return }
    let resolution = cell.resolution
    let where_ = path.isEmpty ? "" : " (\(path))"
    // Both texts quoted: a storyboard's id ("4t7-IA-1r3.title") tells a translator nothing.
    let message =
      "\(resolution.locale) label of \(cell.subject.displayName)\(where_) '\(Self.excerpt(text, rendersMarkdown))' has "
      + "\(length) characters, the source '\(Self.excerpt(sourceText, rendersMarkdown))' \(sourceLength): it may be "
      + "truncated at large text sizes (up to \(LengthExpansionRule.longestPassing(beside: sourceLength)) characters "
      + "pass)"
    findings.append(
      rule.finding(
        message, subject: cell.subject, resolution: resolution,
        position: position ?? cell.value.position ?? cell.value.keyPosition, expected: sourceText,
        actual: text,
        part: path))
  }

  /// Whether a cell whose text is too long is still not reported. Asked only of a longer text:
  /// reading the class from the comment, or the key's words, costs more than most cells need. A
  /// key the developer marked not to translate is no translator's to shorten: its values are
  /// leftovers or the app's own text (Interface Builder placeholders); an
  /// accessibility hint is only spoken; a tooltip wraps to fit, and the menu bar's menus widen
  /// to their longest item (audit 195; a pop-up button's item, in another XIB, shows in a fixed
  /// frame, review 79), as a String Catalog's menu item does (audit 286).
  private func isExempt(_ cell: Cell) -> Bool {
    cell.entry.interfaceBuilderClass == "NSMenu"
      || (cell.entry.interfaceBuilderClass == "NSMenuItem" && cell.subject.table == "MainMenu")
      || !cell.entry.shouldTranslate
      || Self.isToolTip(cell.entry.key)
      || AccessibilityHintKeys.isHint(cell.subject)
      || TranslationIntent.saysDoNotTranslate(cell.entry, sourceLocale: cell.resolution.sourceLocale)
      || LengthExpansionRule.namesMenuItem(key: cell.entry.key, comment: cell.entry.comment)
  }

  /// Whether `text` is a machine token or the identifier where `label-is-identifier` judges the
  /// label: it is to replace, not to shorten (audit 216).
  private func isMachineToken(_ text: String, in cell: Cell) -> Bool {
    (cell.subject.isRealIdentifier || cell.subject.isLabelMapPart)
      && LabelIsIdentifierRule.isToken(
        LabelText.trimmedWithoutDirectionMarks(text), of: cell.subject, in: context)
  }

  /// Whether `key` is a storyboard's or XIB's tooltip (`x1Y-2z-abc.toolTip`, AppKit's
  /// `ibShadowedToolTip`).
  private static func isToolTip(_ key: String) -> Bool {
    (key.hasSuffix(".toolTip") || key.hasSuffix(".ibShadowedToolTip"))
      && InterfaceBuilderSource.isInterfaceBuilderKey(key)
  }

  /// `text` as a message quotes it, as it is shown (SwiftUI renders its Markdown, which is what
  /// is counted): its first 60 characters, then "…".
  private static func excerpt(_ text: String, _ rendersMarkdown: Bool) -> String {
    let shown = rendersMarkdown ? MarkdownText.plainText(of: text) ?? text : text
    return shown.count <= 60 ? shown : String(shown.prefix(59)) + "…"
  }
}
