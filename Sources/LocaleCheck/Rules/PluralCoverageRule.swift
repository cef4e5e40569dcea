/// A plural variation lacks a category the locale's language needs, or has an empty form.
public struct PluralCoverageRule: Rule {
  /// `plural-coverage`, an error by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "plural-coverage", name: "Plural forms incomplete",
    summary:
      "The locale's plural variation lacks a category CLDR requires for its language, or has an empty form.",
    rationale:
      "For a missing category the OS shows the other form or the key, so counts read wrong (\"1 файлов\").",
    defaultSeverity: .error,
    triggeringExamples: [
      "ru: one, other (no few, many)", "ar: other only", "de: one is empty",
      "ru: '%lld файлов' for a plural source (one text for every count)",
    ],
    nonTriggeringExamples: [
      "ru: one, few, many, other", "ja: other", "en: one, other (zero optional)",
      "de: one and other empty where the source's are too (a variable that only takes an argument)",
      "ru: other '%d' alone (forms that say only the number)",
      "tr: '%lld dosya' for a plural source (a noun stays singular after a number)",
    ])

  /// `true`: a subject's findings depend on its own cells only; see
  /// ``Rule/checksSubjectsIndependently``.
  public static let checksSubjectsIndependently = true

  /// Creates the rule, which holds no state.
  public init() {}

  /// What a key's source value says about plurals, worked out once per key: the cells of a key
  /// come one after another.
  private struct SourcePlurals {
    var key: String
    var keyPosition: SourcePosition?
    /// Whether the source varies by plural somewhere (not only in sets left empty on purpose).
    var varies: Bool
    /// The paths of the source's plural sets whose forms are all empty.
    var silentSets: Set<String>
    /// The paths of the source's plural sets whose forms say only the number, beside a set with
    /// words that agree with the count or with no words of the source outside its sets (see
    /// `saysOnlyTheNumber`).
    var numberOnlySets: Set<String> = []
    /// Whether each of the source's device forms has plural forms, where it varies by device;
    /// `nil` where it does not (every device then has the source's plural).
    var pluralDevices: [String: Bool]?
    /// Whether the source language has one form (Japanese `other`): its plural cannot vary.
    var hasOneForm = false
  }

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    var sourcePlurals: SourcePlurals?
    context.forEachShownCell { subject, entry, resolution in
      guard let (own, isInherited) = judgedValue(resolution, entry: entry, context: context) else { return }
      let ownVaries = own.variations != nil || own.substitutions != nil
      guard ownVaries || resolution.isOwnValue || isInherited else { return }
      if sourcePlurals?.key != entry.key || sourcePlurals?.keyPosition != entry.keyPosition {
        sourcePlurals = plurals(of: entry, source: resolution.sourceLocale)
      }
      guard let source = sourcePlurals else { return }
      if !ownVaries {
        guard source.varies, let problem = flattenedPlural(resolution, source: source) else { return }
        let message =
          "\(resolution.locale) plural of \(subject.displayName) \(problem)"
          + Self.stringsdictLackingKey(
            own, table: context.table(for: subject), errors: context.catalog.errors)
        findings.append(
          finding(
            message, subject: subject, locale: resolution.locale, position: own.position, part: "plural"))
        return
      }
      // An inherited plural's findings are its owner's (see `Resolution.inheritedFrom`).
      let owner = isInherited ? resolution.inheritedFrom : nil
      findings += flattenedDeviceForms(
        of: own, source: source, subject: subject, resolution: resolution, inheritedFrom: owner)
      let sourceValue = entry.localizations[resolution.sourceLocale]
      for (path, cases, holder, specifier) in pluralSets(in: own, prefix: "") {
        // A variable the translation spells otherwise (`%#@variable1@` for `%#@VARIABLE1@`) is the source's.
        let sourcePath = sourceValue.map { LeafPath.renamingVariable(in: path, of: own, toMatch: $0) } ?? path
        guard !source.silentSets.contains(sourcePath), !Self.isExportedSource(cases),
          !LeafPath.isUnusedVariable(at: path, in: own, source: sourceValue)
        else { continue }
        let silentForms = Self.formsEmptyByDesign(
          cases, path: path, own: own, locale: resolution.locale, source: sourceValue,
          followedSource: resolution.locale != resolution.sourceLocale
            && context.locales.contains(resolution.sourceLocale) ? resolution.sourceLocale : nil)
        let saysOnlyTheNumber =
          (source.numberOnlySets.contains(sourcePath) && Self.saysOnlyTheNumber(cases))
          || Self.readsAlikeForEveryCount(cases, at: path, in: own)
          || Self.otherGivesTheCount(cases, language: resolution.locale.language)
        if let (problem, pointedForm, parts) = problem(
          with: cases, locale: resolution.locale, isSource: resolution.locale == resolution.sourceLocale,
          silentForms: silentForms,
          saysOnlyTheNumber: saysOnlyTheNumber,
          countKind: {
            LeafPath.countKind(
              ofPluralAt: path, in: own, source: sourceValue, key: entry.key, specifier: specifier)
          },
          sourceForms: {
            let form = path.isEmpty ? "plural.other" : path + ".plural.other"
            return sourceValue.map {
              Set(LeafPath.sourcePluralForms(of: form, in: $0, translation: own).values)
            }
              ?? []
          }, textBeforeSet: { Self.textBeforeVariable(at: path, in: own) })
        {
          let where_ = path.isEmpty ? "" : " (\(path))"
          // The empty or copied form where that is all, else the first form's key, else the name
          // of what holds the forms.
          let empty = pointedForm.flatMap { cases[$0] }
          let position =
            empty?.position ?? empty?.keyPosition ?? cases.values.compactMap(\.keyPosition).min() ?? holder
            ?? own.keyPosition ?? own.position
          let message = "\(resolution.locale) plural of \(subject.displayName)\(where_) \(problem)"
          var found = finding(
            message, subject: subject, locale: resolution.locale, position: position, part: path,
            inheritedFrom: owner)
          // Each category lacked or empty, so that a baseline tells a plural that loses another.
          found.facetParts = parts.map { path + "|" + $0 }
          found.facets = found.facetParts.map {
            fingerprint(subject: subject, locale: owner ?? resolution.locale, part: $0)
          }
          findings.append(found)
        }
      }
    }
    return findings
  }

  /// Whether plural forms are an XLIFF export's `<source>` texts: Xcode writes one unit per
  /// category of the target language (a Japanese file has `plural.other` only), so the source
  /// language's forms there are incomplete by design, not in the app.
  private static func isExportedSource(_ cases: [String: LocalizedValue]) -> Bool {
    !cases.isEmpty && cases.values.allSatisfy(\.isXLIFFSource)
  }

  /// The value whose plural forms a cell is judged by: the locale's own (also one in an
  /// untranslated state, whose forms a translator fills in), or one it inherits from a parent
  /// that this run does not check (`--locales pt-BR` over a `pt` plural), judged by the locale's
  /// own language rules.
  private func judgedValue(
    _ resolution: Resolution, entry: StringEntry, context: CheckContext
  ) -> (value: LocalizedValue, isInherited: Bool)? {
    if let own = resolution.ownValue, resolution.isOwnValue || LabelText.isUntranslatedState(own.state) {
      // An untranslated value without forms of its own (an empty `new` entry) shows what the
      // locale inherits: that is what its users hear.
      let hasForms = own.variations != nil || own.substitutions != nil
      if hasForms || resolution.isOwnValue || !context.judgesValue(of: resolution, entry: entry) {
        return (own, false)
      }
      return resolution.value.map { ($0, true) }
    }
    guard resolution.ownValue == nil, context.judgesValue(of: resolution, entry: entry) else { return nil }
    return resolution.value.map { ($0, true) }
  }

  /// What is wrong with a plural set: the categories it lacks, then its empty forms, all at once:
  /// fixing one should not be what reveals the next.
  ///
  /// `silentForms`: the categories whose forms may be empty (see `formsEmptyByDesign`).
  /// `textBeforeSet`: the text before the set's variable in its format (see
  /// ``textBeforeVariable(at:in:)``).
  /// `pointedForm`: the first empty form, else the copying form (Romanian `other`, East Slavic
  /// `few`), where the set lacks no category (the finding points at it).
  private func problem(
    with cases: [String: LocalizedValue], locale: LocaleID, isSource: Bool, silentForms: Set<String> = [],
    saysOnlyTheNumber: Bool = false, countKind: () -> FormatArgumentType?,
    sourceForms: () -> Set<String> = { [] }, textBeforeSet: () -> Substring = { "" }
  ) -> (message: String, pointedForm: String?, parts: [String])? {
    var problems: [String] = []
    // Parsed only where it matters: a form's placeholders cost more than the rest of a cell.
    let counts = PluralRules.decimalOnlyCategory(locale.identifier) != nil ? countKind() : nil
    // A language without rules of its own follows CLDR's root, which has `other` alone.
    let decimals = counts == .floating
    let required = PluralRules.requiredCategories(for: locale.identifier, decimals: decimals) ?? [.other]
    // A form written as `"one" : {}` has no text: the OS does not have it either.
    let present = Set(
      cases.filter { $0.value.value != nil || $0.value.variations != nil || $0.value.stringSet != nil }.keys
    )
    let missing = saysOnlyTheNumber ? [] : required.filter { !present.contains($0.rawValue) }.sorted()
    if !missing.isEmpty {
      // Quoted and called forms: "lacks one" read as "lacks a single one" (audit 212).
      let quoted = missing.map { "'\($0.rawValue)'" }
      let names =
        quoted.count == 1
        ? "the \(quoted[0]) form"
        : "the \(quoted.dropLast().joined(separator: ", ")) and \(quoted[quoted.count - 1]) forms"
      let all = required.sorted().map(\.rawValue).joined(separator: ", ")
      // Czech's `many` is for decimals only: say why a count's plural would not need it.
      problems.append(
        "lacks \(names) (\(PluralRules.ruleName(of: locale)) needs \(all)\(decimals ? " for a decimal number" : "")"
          // A decimal count shows `other` for more than whole numbers (Slovenian `few` holds 1.5).
          + "\(Self.otherFormShown(for: missing, in: locale, cases: cases, counts: counts ?? countKind()))"
          + "\(Self.misplacedFormsRemark(missing: missing, in: locale, cases: cases)))")
    }
    // Empty forms in CLDR order.
    // A form still to translate is `missing-translation`'s.
    // Blank forms too: VoiceOver reads white space as nothing.
    // A form no count reaches (German `few`; for a whole count, a Czech `many`, and a Russian
    // `other` beside all of `one`, `few` and `many`) is never shown, empty or not.
    let decimalOnly = counts == .integer ? PluralRules.decimalOnlyCategory(locale.identifier) : nil
    // `other` is shown for a category the set lacks.
    let neverShown: Set<PluralCategory> =
      decimalOnly.map { $0 == .other && !missing.isEmpty ? [] : [$0] } ?? []
    let shown = PluralRules.allowedCategories(for: locale.identifier).map { $0.subtracting(neverShown) }
    let empty = cases.filter {
      !silentForms.contains($0.key) && Self.isEmptyTextForm($0.value)
        && !LabelText.isUntranslatedState($0.value.state)
        && PluralCategory(rawValue: $0.key).map { shown?.contains($0) ?? true } ?? true
    }.keys
      .sorted {
        (PluralCategory(rawValue: $0)?.order ?? 6, $0) < (PluralCategory(rawValue: $1)?.order ?? 6, $1)
      }
    if !empty.isEmpty {
      problems.append(
        Self.emptyFormsProblem(empty, locale: locale, withZeroForm: cases["zero"] != nil, isSource: isSource))
    }
    let copy =
      missing.isEmpty
      ? Self.copiedFormProblem(
        cases, locale: locale, decimalOnly: decimalOnly, sourceForms: sourceForms,
        textBeforeSet: textBeforeSet)
      : nil
    if let copy { problems.append(copy.message) }
    guard !problems.isEmpty else { return nil }
    let parts =
      missing.map { "lacks \($0.rawValue)" } + empty.map { "empty \($0)" } + (copy.map { [$0.part] } ?? [])
    let copying = copy?.form?.rawValue
    return (problems.joined(separator: " and "), missing.isEmpty ? empty.first ?? copying : nil, parts)
  }

  /// The plural sets of `entry`'s source value: whether it varies by plural, and the paths of
  /// the sets whose forms are all empty (a variable that only takes its argument, `%#@names@` in
  /// "Followed by %#@names@ and %@": empty on purpose, and so in every translation).
  private func plurals(of entry: StringEntry, source locale: LocaleID) -> SourcePlurals {
    var result = SourcePlurals(
      key: entry.key, keyPosition: entry.keyPosition, varies: false, silentSets: [], pluralDevices: nil)
    result.hasOneForm = PluralRules.requiredCategories(for: locale.identifier) == [.other]
    guard let source = entry.localizations[locale], source.variations != nil || source.substitutions != nil
    else { return result }
    var hasWordedSet = false
    for (path, cases, _, _) in pluralSets(in: source, prefix: "") {
      if Self.saysOnlyTheNumber(cases) {
        result.numberOnlySets.insert(path)
      } else if !cases.values.allSatisfy({ ($0.value ?? "").isEmpty }) {
        hasWordedSet = true
      }
      if !cases.isEmpty && cases.values.allSatisfy({ ($0.value ?? "x").isEmpty && $0.variations == nil }) {
        result.silentSets.insert(path)
      } else if Set(cases.values.map { $0.value ?? "" }).count > 1
        || cases.values.contains(where: { $0.variations != nil })
        // A language of one form (Japanese `other`) varies by plural only for its translations.
        || result.hasOneForm
      {
        result.varies = true  // forms that say the same ("%d selected") do not vary
      }
    }
    // A number-only set beside the source's own noun outside it (`%#@songs@ songs`) reads "1
    // songs" unless the set is worded; one that is the whole label (`%d`) says only the number.
    if !hasWordedSet && Self.hasWordsOutsideSets(source) { result.numberOnlySets = [] }
    if let devices = source.variations?.device {
      result.pluralDevices = devices.mapValues { !pluralSets(in: $0, prefix: "").isEmpty }
    }
    return result
  }

  /// Whether `text` puts a word right after a number placeholder ("%lld файлов"), a word that
  /// agrees with the count; "Файлов: %d" and "Zaznaczono: %d" read right for every count.
  private static func inflectsAfterCount(_ text: String) -> Bool {
    wordFollowsNumber(in: text, types: [.integer])
  }

  /// What is wrong when a translation is one text for a source that varies by plural ("%lld
  /// файлов" for "%lld file" / "%lld files"): the OS shows it for every count, "1 файлов".
  /// `nil` when its language has one form for every count.
  private func flattenedPlural(_ resolution: Resolution, source: SourcePlurals) -> String? {
    resolution.ownValue?.value.flatMap { flattenedPlural($0, locale: resolution.locale, source: source) }
  }

  private func flattenedPlural(_ text: String, locale: LocaleID, source: SourcePlurals) -> String? {
    guard Self.inflectsAfterCount(text),
      let required = PluralRules.requiredCategories(for: locale.identifier),
      required.count > 1, !Self.numeralsTakeSingular.contains(locale.language)
    else { return nil }
    let all = required.sorted().map(\.rawValue).joined(separator: ", ")
    let sourcePlural = source.hasOneForm ? "has as a plural" : "varies by plural"
    return
      "is one text for every count ('\(LabelText.trimmed(text))'), which the source \(sourcePlural) "
      + "(\(PluralRules.ruleName(of: locale)) needs \(all))"
  }

  /// Where a `.strings` value stands for a plural that the locale's own `.stringsdict` of the
  /// table lacks: that file is where the forms go, as the source's are (audit 324: a key left out
  /// of the Russian `.stringsdict` shows the `.strings` text, "1 лет назад"). Not where that
  /// file has errors: its entry may be one it could not read (review 224), which its error tells.
  private static func stringsdictLackingKey(
    _ value: LocalizedValue, table: StringTable?, errors: [CatalogError]
  )
    -> String
  {
    guard let file = value.position?.file, file.hasSuffix(".strings"),
      let stringsdict = table?.files.first(where: { $0 == file + "dict" }),
      !errors.contains(where: { $0.position.file == stringsdict })
    else { return "" }
    return "; \(stringsdict) has no entry for it: add its forms there"
  }

  /// The device forms of a translation that are one text where the source's text for that device
  /// varies by plural: "%lld файлов" on iPhone shows "1 файлов" there as it would on every device.
  private func flattenedDeviceForms(
    of own: LocalizedValue, source: SourcePlurals, subject: Subject, resolution: Resolution,
    inheritedFrom: LocaleID?
  ) -> [Finding] {
    guard source.varies, let devices = own.variations?.device else { return [] }
    return devices.sorted(by: { $0.key < $1.key }).compactMap { device, leaf in
      // The source's text for a device it does not name is its `other` form.
      let sourceVaries = source.pluralDevices.map { $0[device] ?? $0["other"] ?? false } ?? true
      guard leaf.variations == nil, sourceVaries, let text = leaf.value,
        let problem = flattenedPlural(text, locale: resolution.locale, source: source)
      else { return nil }
      let message = "\(resolution.locale) plural of \(subject.displayName) (device.\(device)) \(problem)"
      return finding(
        message, subject: subject, locale: resolution.locale, position: leaf.position ?? own.position,
        part: "device.\(device).plural", inheritedFrom: inheritedFrom)
    }
  }

  /// A plural variation set of a value: its path, its forms, where the value that holds it is
  /// named (a device form's key, a substitution's name), if known, and the format of the number
  /// it chooses by, where a substitution gives one (`lld`, `.1f`).
  private typealias PluralSet = (
    path: String, cases: [String: LocalizedValue], owner: SourcePosition?, specifier: String?
  )

  /// Every plural variation set in a value, with its path.
  private func pluralSets(in value: LocalizedValue, prefix: String) -> [PluralSet] {
    var result: [PluralSet] = []
    func join(_ part: String) -> String { prefix.isEmpty ? part : prefix + "." + part }
    if let plural = value.variations?.plural { result.append((prefix, plural, value.keyPosition, nil)) }
    for (kind, cases) in value.variations?.kinds ?? [] {
      for (name, leaf) in cases.sorted(by: { $0.key < $1.key }) {
        result += pluralSets(in: leaf, prefix: join("\(kind.rawValue).\(name)"))
      }
    }
    for (name, substitution) in (value.substitutions ?? [:]).sorted(by: { $0.key < $1.key }) {
      // A substitution without forms shows its variable as written (`%#@photos@`), as a
      // `.stringsdict` variable without forms does (audit 235).
      let variations = substitution.variations ?? Variations(plural: [:])
      let holder = LocalizedValue(keyPosition: substitution.position, variations: variations)
      let sets = pluralSets(in: holder, prefix: join("substitutions." + VariablePathName.segment(for: name)))
      result += sets.map { ($0.path, $0.cases, $0.owner, $0.specifier ?? substitution.formatSpecifier) }
    }
    return result
  }
}
