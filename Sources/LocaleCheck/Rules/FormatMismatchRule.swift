/// A translation's placeholders differ from the source's in count or argument type, or it drops
/// or adds an App Intents parameter (`${name}`).
public struct FormatMismatchRule: Rule {
  /// `format-mismatch`, an error by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "format-mismatch", name: "Placeholder mismatch",
    summary:
      "The placeholders of the locale's value differ from the source's in count or in the type of an argument, "
      + "or it drops or adds an App Intents parameter (${name}).",
    rationale:
      "A wrong type (%@ -> %d) can crash the app at run time; a missing placeholder drops information.",
    defaultSeverity: .error,
    triggeringExamples: [
      "'%@ items' -> '%d Artikel'", "'%1$@ of %2$@' -> '%1$@'",
      "'${toggle} Emoji Search' -> 'Recherche d’emoji'",
      "source plural form '%s objects' for a variable declared d (an integer)",
      "'%d cookies' -> '٪ d من ملفات تعريف الارتباط' (an Arabic percent sign)",
      "'Letzter Anruf: {DATE}' -> 'Last call: (DATE)' (the app's own token)",
      "'%1$d edits since %2$@' -> '%1$d правок с $2' (a MediaWiki parameter, shown as written)",
      "'%(used)lld/%(limit)lld' -> '%(used)@/%(limit)lld' (a named argument read as an object)",
      "'%li of %#@wallets@' -> '%li %#@wallets@' (two numbers run together: '3 5 portefeuilles')",
    ],
    nonTriggeringExamples: [
      "'%1$@ of %2$@' -> '%2$@ の %1$@'", "'%d' -> '%ld'", "plural one: '1 item' for '%lld items'",
      "'50% off' -> '50 % de réduction'", "'Open ${target} in ${app}' -> '${app} で ${target} を開く'",
      "'%0 of %1 used' -> '%0 von %1 belegt' (the app's own tokens)",
      "'%1$lld edits since %2$@' -> '%#@v0@ с %2$@' with forms '%arg правка', '%arg правки', …",
      "'%(used)lld/%(limit)lld characters' -> '%(limit)lld/%(used)lld caractères' (named arguments)",
    ])

  /// `true`: a subject's findings depend on its own cells only; see
  /// ``Rule/checksSubjectsIndependently``.
  public static let checksSubjectsIndependently = true

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    // The cells of a key come one after another and share its source text: its placeholders are
    // parsed once, not once per locale.
    var parsedSource: ParsedFormatSource?
    context.forEachShownCell { subject, entry, resolution in
      guard context.judgesValue(of: resolution, entry: entry), let value = resolution.value else { return }
      if resolution.locale != resolution.sourceLocale,
        let source = entry.localizations[resolution.sourceLocale]
          ?? Self.keyAsSourceFormat(of: entry, subject: subject, resolution: resolution, context: context)
      {
        findings += comparisons(
          value, source: source, subject: subject, resolution: resolution,
          defersToSource: context.locales.contains(resolution.sourceLocale), parsedSource: &parsedSource)
      } else if resolution.locale == resolution.sourceLocale && resolution.isOwnValue {
        findings += sourceFormFindings(value, subject: subject, resolution: resolution)
        findings += sourcePercentFindings(value, subject: subject, resolution: resolution)
      }
      // Also in the source language, and where there is no source text to compare with (a
      // `.stringsdict` only in `de.lproj`): a reference to no variable is broken on its own.
      let reportedSource =
        resolution.locale != resolution.sourceLocale && context.locales.contains(resolution.sourceLocale)
        ? entry.localizations[resolution.sourceLocale] : nil
      findings += variableFindings(
        in: value, subject: subject, resolution: resolution, besides: reportedSource)
    }
    return findings
  }

  /// The findings of comparing a translation's placeholders with the source's.
  private func comparisons(
    _ value: LocalizedValue, source: LocalizedValue, subject: Subject, resolution: Resolution,
    defersToSource: Bool, parsedSource: inout ParsedFormatSource?
  ) -> [Finding] {
    // Every leaf that does not fit, each with its path in the fingerprint: fixing one form
    // must not be what reveals the next.
    let compare = { (value: LocalizedValue, parsedSource: inout ParsedFormatSource?) in
      self.mismatches(
        value, source: source, language: resolution.locale.identifier,
        sourceLanguage: resolution.sourceLocale.identifier, parsedSource: &parsedSource,
        defersToSource: defersToSource, isShortcutPhrase: subject.table == PhraseSet.appShortcutsTable)
    }
    var found = compare(value, &parsedSource)
    // A catalog variable whose `argNum` names another argument than the source's loses one
    // argument and shows another twice: where setting it back settles the format, that is the
    // finding ("set its argNum to 1"), not "argument 1 is missing" at the format (audit 145).
    if found.contains(where: { $0.path.isEmpty }),
      let renumbered = Self.withSourceArgNums(value, source: source),
      compare(renumbered, &parsedSource).isEmpty
    {
      found = []
    }
    var findings = found.map { found in
      let where_ = found.path.isEmpty ? "" : " (\(found.path))"
      let message = "\(resolution.locale) value of \(subject.displayName)\(where_): \(found.problem)"
      return finding(
        message, subject: subject, resolution: resolution, position: found.position,
        expected: found.sourceText, actual: found.text,
        part: PhraseSet.fingerprintPart(ofPath: found.path, text: found.text, in: value))
    }
    if found.isEmpty {
      findings += runTogetherNumberFindings(
        in: value, source: source, subject: subject, resolution: resolution)
    }
    // A variable bound to another argument is only worth its own finding where the types agree
    // and the sentence fits the source's (else those findings tell it): a form that only drops
    // an argument ("un fichier") leaves the other forms printing the wrong one.
    if !found.contains(where: { $0.isTypeProblem || $0.path.isEmpty }) {
      findings += reboundVariables(in: value, source: source, subject: subject, resolution: resolution)
      findings += misnumberedReferences(in: value, source: source, subject: subject, resolution: resolution)
    }
    return findings
  }

  struct Mismatch {
    /// The leaf's path (`plural.one`), empty for a plain value.
    var path: String
    var problem: String
    var position: SourcePosition?
    var text: String
    var sourceText: String
    /// Whether the problem is a type's (`%@` against `%d`), which a rebound variable explains.
    var isTypeProblem = false
  }

  /// The leaves whose placeholders do not fit the source's leaf at the same path (the first
  /// problem of each); a plural form is compared with the source's `other` form, which shows
  /// every argument.
  func mismatches(
    _ value: LocalizedValue, source: LocalizedValue, language: String, sourceLanguage: String,
    parsedSource: inout ParsedFormatSource?, defersToSource: Bool = false, brokenOwners: Set<String> = [],
    isShortcutPhrase: Bool = false
  ) -> [Mismatch] {
    if value.variations == nil && value.substitutions == nil && source.variations == nil
      && source.substitutions == nil, let text = value.value, let sourceText = source.value,
      !Self.mayHoldPlaceholder(text) && !Self.mayHoldPlaceholder(sourceText)
    {
      return []  // plain texts without placeholders on either side (most labels)
    }
    // A device case with variables of its own is a format of its own, compared with them.
    let devices = Self.devicesWithVariables(of: value)
    var found = deviceMismatches(
      value, devices: devices, source: source, language: language, sourceLanguage: sourceLanguage,
      defersToSource: defersToSource, brokenOwners: brokenOwners)
    // Found once per value: each test walks the value's leaves.
    let unusedVariables = Set(
      (value.substitutions?.keys).map { names in
        names.filter { LeafPath.isUnusedVariable(at: "substitutions." + $0, in: value, source: source) }
      } ?? [])
    let comparison = LeafComparison(
      value: value, source: source, language: language, sourceLanguage: sourceLanguage,
      defersToSource: defersToSource, brokenOwners: brokenOwners, unusedVariables: unusedVariables,
      isShortcutPhrase: isShortcutPhrase)
    for (path, leaf) in value.leaves
    where !devices.contains(where: { path == "device." + $0 || path.hasPrefix("device.\($0).") }) {
      if leaf.value == nil, let phrases = leaf.stringSet {
        found += phraseMismatches(phrases, of: leaf, at: path, in: value, source: source)
      } else if let mismatch = leafMismatch(leaf, at: path, in: comparison, parsedSource: &parsedSource) {
        found.append(mismatch)
      }
    }
    return found
  }

  /// The problem of a translation whose `%` printf drops, where the source is a format string
  /// (it has placeholders or `%%`) without such a `%` of its own.
  static func strayPercentProblem(in text: String, source: String) -> String? {
    // A variable whose name Foundation cannot read (`%#@sekundę@`) has a finding of its own.
    guard FormatSpecifierParser.hasStrayPercentSign(withoutUnreadableReferences(text)),
      !ParsedFormatSource(source).isProse, !FormatSpecifierParser.hasStrayPercentSign(source)
    else { return nil }
    return "a '%' here is neither a placeholder nor %%, so formatting drops it; a percent sign in a format "
      + "string is written %%"
  }

  /// Whether `text` may hold a placeholder: a printf `%`, an App Intents `${name}` or an app's
  /// `{DATE}` (looked for on the bytes: most labels have none).
  private static func mayHoldPlaceholder(_ text: String) -> Bool {
    text.containsUTF8Byte(UInt8(ascii: "%")) || text.containsUTF8Byte(UInt8(ascii: "$"))
      || text.containsUTF8Byte(UInt8(ascii: "{"))
  }

  /// The device cases of `value` that carry variables of their own: Xcode writes a format that
  /// varies by device, then by plural, as `device.iphone` with its own `substitutions`.
  private static func devicesWithVariables(of value: LocalizedValue) -> [String] {
    guard let cases = value.variations?.device else { return [] }
    return cases.filter { $0.value.substitutions != nil }.keys.sorted()
  }

  /// The mismatches of each of `devices`' cases, compared with the source's case of the same
  /// device (else its `other` case, else the source), with the case's path in front.
  private func deviceMismatches(
    _ value: LocalizedValue, devices: [String], source: LocalizedValue, language: String,
    sourceLanguage: String, defersToSource: Bool, brokenOwners: Set<String>
  ) -> [Mismatch] {
    var found: [Mismatch] = []
    var parsedSource: ParsedFormatSource?
    for device in devices {
      guard let format = value.variations?.device?[device] else { continue }
      let sourceCases = source.variations?.device
      let sourceFormat = sourceCases?[device] ?? sourceCases?["other"] ?? source
      let prefix = "device.\(device)."
      let owners = Set(
        brokenOwners.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
      for var mismatch in mismatches(
        format, source: sourceFormat, language: language, sourceLanguage: sourceLanguage,
        parsedSource: &parsedSource, defersToSource: defersToSource, brokenOwners: owners)
      {
        mismatch.path = "device." + device + (mismatch.path.isEmpty ? "" : "." + mismatch.path)
        found.append(mismatch)
      }
    }
    return found
  }

  /// Whether the source's form at `path` (in its own language) may leave the count out.
  func sourceMayLeaveOut(_ path: String, source: LocalizedValue, in language: String) -> Bool {
    guard let category = LeafPath.pluralCategory(in: path) else { return false }
    return PluralRules.coversOneNumber(category, in: language, withZeroForm: hasZeroForm(path, source))
  }

  /// Whether the plural that holds the form at `path` has a `zero` form.
  func hasZeroForm(_ path: String, _ value: LocalizedValue) -> Bool {
    guard let owner = LeafPath.pluralOwner(of: path) else { return false }
    let plural = owner.isEmpty ? value.variations?.plural : value.leaf(at: owner)?.variations?.plural
    return plural?["zero"] != nil
  }

  /// The forms `language` needs that the plural holding the form at `path` lacks: Foundation
  /// shows their numbers in its `other` form meanwhile.
  func lackedForms(at path: String, of value: LocalizedValue, language: String) -> Set<PluralCategory> {
    guard let owner = LeafPath.pluralOwner(of: path),
      let plural = owner.isEmpty ? value.variations?.plural : value.leaf(at: owner)?.variations?.plural,
      let needed = PluralRules.requiredCategories(for: language)
    else { return [] }
    var lacked = needed.filter { $0 != .other && plural[$0.rawValue] == nil }
    // A Romance `many`, the exact millions, is no form a plural needs; without it `other` shows
    // them too (audit 300: "every number from 2 on but the exact millions" misled).
    if PluralRules.hasManyForMillionsOnly(language) && plural["many"] == nil { lacked.insert(.many) }
    return lacked
  }

  /// The problems of one leaf's `text` against `sourceText`, without arguments a variable moved
  /// on purpose, and without the count where the form is for one number ("one: 'One item'").
  ///
  /// `language`: the value's, where it is a translation (see `withoutMovedArguments`).
  func formProblems(
    of text: String, against sourceText: String, path: String, placeholder: Substitution?,
    value: LocalizedValue, source: LocalizedValue, mayLeaveOut: Bool, language: String = "",
    parsedSource: inout ParsedFormatSource?
  ) -> [FormatMismatch] {
    var found = withoutMovedArguments(
      problems(
        of: text, against: sourceText, placeholder: placeholder, value: value, source: source,
        parsedSource: &parsedSource), path: path, value: value, source: source, language: language)
    if mayLeaveOut, found.contains(where: { $0.kind == .missingArgument }),
      let count = Self.countArgument(sourceText: sourceText, placeholder: placeholder, source: source)
    {
      found.removeAll { $0.kind == .missingArgument && $0.argument == count }
    }
    return found
  }

  /// The placeholder problems of one leaf's `text` against the source's text for that leaf.
  private func problems(
    of text: String, against sourceText: String, placeholder: Substitution?, value: LocalizedValue,
    source: LocalizedValue, parsedSource: inout ParsedFormatSource?
  ) -> [FormatMismatch] {
    guard placeholder == nil && source.substitutions == nil && value.substitutions == nil else {
      // What the source means, without a prose percent sign it writes beside its placeholders
      // (told at the source); a text without "% " cannot hold one.
      let meant =
        ParsedFormatSource.mayHoldProsePercent(sourceText)
        ? ParsedFormatSource(sourceText).intendedText : sourceText
      return FormatSpecifierComparison.compare(
        source: meant, translation: text, substitutions: source.substitutions,
        translationSubstitutions: variablesAsRead(value) ?? source.substitutions, placeholder: placeholder)
    }
    // Plain texts (most): the same comparison, with the source's placeholders parsed once.
    if parsedSource?.text != sourceText { parsedSource = ParsedFormatSource(sourceText) }
    let specifiers = (parsedSource ?? ParsedFormatSource(sourceText)).comparable(with: text)
    return FormatSpecifierComparison.compare(source: specifiers.source, translation: specifiers.translation)
  }
}
