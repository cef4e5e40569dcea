/// A translation is much longer than the source: it may be truncated at large text sizes.
public struct LengthExpansionRule: Rule {
  /// `length-expansion`, a note by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "length-expansion", name: "Length expansion",
    summary: "The locale's label is more than 1.6 times and 12 characters longer than the source label.",
    rationale:
      "Long labels truncate at large Dynamic Type sizes; VoiceOver users with low vision rely on both.",
    defaultSeverity: .note,
    triggeringExamples: ["'Save' -> 'Änderungen dauerhaft speichern'"],
    nonTriggeringExamples: [
      "'Save' -> 'Speichern' (fewer than 12 more characters)",
      "'' -> 'Žádný základ' (an empty source is empty-label's)",
      "a long German `few` form (German never uses `few`: no count shows it)",
      "InfoPlist NSCameraUsageDescription (a permission prompt wraps in its alert)",
      "an accessibility hint (a label map's hint, a key 'Accessibility.Switch.Hint'): VoiceOver speaks it, the "
        + "screen never shows it",
      "a key with shouldTranslate: false or the comment \"Menu title, do not translate\"",
    ])

  /// `true`: a subject's findings depend on its own cells only; see
  /// ``Rule/checksSubjectsIndependently``.
  public static let checksSubjectsIndependently = true

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var judge = LengthExpansionJudge(rule: self, context: context)
    context.forEachShownCell { judge.judgeCell($0, $1, $2) }
    return judge.findings
  }

  /// The length of `text` on screen where it is too long beside a source of `sourceLength`
  /// characters, else `nil`.
  static func expandedLength(of text: String, beside sourceLength: Int, rendersMarkdown: Bool) -> Int? {
    // A label has at most as many characters as scalars, and as many scalars as UTF-8 bytes:
    // most labels are settled by those bounds, without counting their characters.
    guard isLonger(text.utf8.count, than: sourceLength),
      isLonger(text.unicodeScalars.count, than: sourceLength)
    else { return nil }
    let length = shownLength(of: text, rendersMarkdown: rendersMarkdown)
    return isLonger(length, than: sourceLength) ? length : nil
  }

  /// The characters of `text` on screen: without white space at the edges ("Hallo" padded to 35
  /// is 5 long), "..." as one, a named argument as its placeholder without the name and, where the label `rendersMarkdown`, without the Markdown SwiftUI renders
  /// (`**Save**` is 4 long; a translator's `^[%lld élément](inflect: true)` where English has none
  /// adds nothing to see).
  static func shownLength(of text: String, rendersMarkdown: Bool) -> Int {
    let shown = rendersMarkdown ? MarkdownText.plainText(of: text) ?? text : text
    let trimmed = LabelText.trimmed(shown)
    return LabelText.characterCount(trimmed) - 2 * threeDotRuns(in: trimmed) - argumentNameLength(in: trimmed)
  }

  /// The characters of `text`'s named arguments' names and parentheses (`(used)` of
  /// `%(used)lld`): code the app never shows, which would loosen the limit by the name's length
  /// (audit 287).
  private static func argumentNameLength(in text: String) -> Int {
    guard text.containsUTF8("%(") else { return 0 }
    return FormatSpecifierParser.parse(text).reduce(0) { total, specifier in
      total + (specifier.argumentName.map { $0.count + 2 } ?? 0)
    }
  }

  /// How many runs of three full stops `text` has ("Save..."): each takes about the room of the
  /// one character "…" that the source may write, so counts as one (audit 286, DuckDuckGo's
  /// "..." for "…"); not a range between digits ("1...3", review 193).
  private static func threeDotRuns(in text: String) -> Int {
    guard text.containsUTF8("...") else { return 0 }
    let bytes = Array(text.utf8)
    let isDigit = { (index: Int) in
      bytes.indices.contains(index) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }
    var runs = 0
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == UInt8(ascii: "."), bytes[index + 1] == UInt8(ascii: "."),
        bytes[index + 2] == UInt8(ascii: ".")
      else {
        index += 1
        continue
      }
      if !(isDigit(index - 1) && isDigit(index + 3)) { runs += 1 }
      index += 3
    }
    return runs
  }

  /// One text a label can show, beside the source text it stands for.
  struct Form {
    var path: String
    var text: String
    var source: String
    var position: SourcePosition?
  }

  /// The device and plural forms of a varied `value` (a substitution's forms are parts of a text,
  /// not texts), each beside the source's form of the same path, its plural's `other` form, the
  /// `other` form of the source's plural at that path, or the source label. A plural form no count reaches in `language` (German `few`) is left out.
  static func forms(of value: LocalizedValue, source: LocalizedValue, language: String, key: String)
    -> [Form]
  {
    let sourceLabel = LabelText.readableText(of: source)
    return value.leaves.compactMap { path, leaf in
      // A form still to translate is not shown: another locale's is (`missing-translation`).
      guard !path.contains("substitutions."), !LabelText.isUntranslatedState(leaf.state),
        let text = LabelText.caseText(of: leaf),
        !LeafPath.isNeverShownPluralForm(path, of: value, in: language, source: source, key: key)
      else { return nil }
      // A device form the source varies by count (`device.mac.plural.other`) stands beside that
      // device's `other` form, not another device's label (audit 116).
      // A device the source does not name shows the source's text for other devices (review 156).
      let devicePath = LeafPath.sourcePath(forDeviceForm: path, in: source)
      let own = [path, LeafPath.otherForm(of: path)]
      // Or nested the other way round: `plural.one.device.mac` for `device.mac.plural.one` (audit 235).
      let candidates =
        own + own.compactMap(LeafPath.crossedNesting(of:)) + [path + ".plural.other"]
        + (devicePath.map {
          [$0, LeafPath.otherForm(of: $0), $0.isEmpty ? "plural.other" : $0 + ".plural.other"]
        }
          ?? [])
      let sourceForm = candidates.lazy.compactMap { source.leaf(at: $0).flatMap(LabelText.caseText(of:)) }
        .first
      guard let sourceText = sourceForm ?? sourceLabel else { return nil }
      return Form(path: path, text: text, source: sourceText, position: leaf.position)
    }
  }

  /// The most characters a label beside a source of `sourceLength` may have without a note:
  /// a translator shortening a label knows where to stop (audit 216).
  static func longestPassing(beside sourceLength: Int) -> Int {
    max(Int((Double(sourceLength) * 1.6).rounded(.down)), sourceLength + 12)
  }

  /// Whether a label of `length` characters is too long beside a source of `sourceLength`.
  private static func isLonger(_ length: Int, than sourceLength: Int) -> Bool {
    Double(length) > Double(sourceLength) * 1.6 && length > sourceLength + 12
  }
}
