/// Reading the leaf paths of ``CatalogParser/LocalizedValue/leaves`` (`plural.one`,
/// `device.mac.plural.other`, `substitutions.count.plural.few`).
public enum LeafPath {
  /// The plural category of a leaf path (`one` of `substitutions.n.plural.one`), if it is a
  /// plural form.
  public static func pluralCategory(in path: String) -> PluralCategory? {
    guard let range = lastPluralMarker(in: path) else { return nil }
    return PluralCategory(rawValue: String(path[range.upperBound...].prefix { $0 != "." }))
  }

  /// The path of a plural form without its category (`device.iphone.plural` of
  /// `device.iphone.plural.one`): the forms of one plural share it.
  static func pluralGroup(of path: String) -> String {
    path.lastIndex(of: ".").map { String(path[..<$0]) } ?? ""
  }

  /// Whether the form at `path` is of a plural category `locale`'s language does not need
  /// (French `many`, which Xcode exports to translate; Japanese `one`): no count ever shows it.
  public static func isUnneededPluralForm(_ path: String, in locale: LocaleID) -> Bool {
    guard let category = pluralCategory(in: path),
      let required = PluralRules.requiredCategories(for: locale.identifier)
    else { return false }
    return !required.contains(category)
  }

  /// Whether the form at `path` is of a plural category `language` (a locale's identifier, `de`,
  /// `pt-BR`) never uses (German `few`, Russian `two`, which tools that write every category
  /// fill in): the OS picks forms by CLDR's rules (and `zero` for 0 in any language), so no one
  /// sees or hears it. Wider than ``isUnneededPluralForm(_:in:)``: French `many` is used, not
  /// needed.
  public static func isUnusedPluralForm(_ path: String, in language: String) -> Bool {
    guard let category = pluralCategory(in: path),
      let allowed = PluralRules.allowedCategories(for: language)
    else { return false }
    return !allowed.contains(category)
  }

  /// Whether the variable's form at `path` of `value` may say nothing: the source leaves its form
  /// empty too, inside a format with words of its own ("%@ called%#@calls@", `one` empty and
  /// `other` " %d times", wire's), so saying nothing there is how the sentence reads.
  public static func isEmptyByDesign(_ path: String, of value: LocalizedValue, source: LocalizedValue?)
    -> Bool
  {
    guard path.containsUTF8("substitutions."), let source,
      (source.leaf(at: renamingVariable(in: path, of: value, toMatch: source))?.value ?? "x")
        .trimmingWhitespace
        .isEmpty
    else { return false }
    return LabelText.formHasOwnText(value.value)
  }

  /// The path of the `other` form of the plural that `path` is a form of (`plural.other` for
  /// `plural.one`, `plural.other.device.mac` for `plural.few.device.mac`); `path` itself when it
  /// is no plural form.
  public static func otherForm(of path: String) -> String {
    guard let range = lastPluralMarker(in: path) else { return path }
    let rest = path[range.upperBound...]
    let after = rest.firstIndex(of: ".").map { String(rest[$0...]) } ?? ""
    return String(path[..<range.upperBound]) + "other" + after
  }

  /// The source text that a translation's form at `path` stands for: the source's form at the
  /// same path; for a plural form the source language lacks (Russian `few` against English `one`
  /// and `other`), the source's `other` form; for a form of a plain source (a device variation),
  /// the source's text; for a device the source does not name, its text for other devices (see
  /// `sourcePath(forDeviceForm:in:)`); for a plain form where the source's varies, the text that
  /// stands for the source's (its `other`). A variable the translation names otherwise is the
  /// source's (`renamingVariable(in:toMatch:)`). `nil` when the source has none of these.
  public static func sourceText(
    standingFor path: String, in source: LocalizedValue, translation: LocalizedValue? = nil
  ) -> String? {
    let path = renamingVariable(in: path, of: translation, toMatch: source)
    if let text = source.leaf(at: path)?.value { return text }
    // A language may nest its plural and device forms the other way round (audit 235).
    if let crossed = crossedNesting(of: path), let text = source.leaf(at: crossed)?.value { return text }
    if pluralCategory(in: path) != nil {
      let other = otherForm(of: path)
      if let text = source.leaf(at: other)?.value { return text }
      if let crossed = crossedNesting(of: other), let text = source.leaf(at: crossed)?.value { return text }
    }
    if source.variations == nil && source.substitutions == nil, let text = source.value { return text }
    if let devicePath = sourcePath(forDeviceForm: path, in: source) {
      return sourceText(standingFor: devicePath, in: source)
    }
    // A plain form where the source's is varied (a plural for that device) stands for its `other`.
    return source.leaf(at: path).flatMap(LabelText.displayText(of:))
  }

  /// The path of the same form where plural and device forms nest the other way round:
  /// `plural.one.device.mac` for `device.mac.plural.one` and back; `nil` for other paths.
  public static func crossedNesting(of path: String) -> String? {
    let parts = path.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4,
      (parts[0] == "device" && parts[2] == "plural") || (parts[0] == "plural" && parts[2] == "device")
    else { return nil }
    return ([parts[2], parts[3], parts[0], parts[1]] + parts[4...]).joined(separator: ".")
  }

  /// The forms, by category, of the source's plural that a translation's plural form at `path`
  /// (`substitutions.n.plural.few`) belongs to; none for a path that is no plural form.
  public static func sourcePluralForms(
    of path: String, in source: LocalizedValue, translation: LocalizedValue? = nil
  ) -> [String: String] {
    guard let owner = pluralOwner(of: renamingVariable(in: path, of: translation, toMatch: source)) else {
      return [:]
    }
    let value =
      source.leaf(at: owner) ?? sourcePath(forDeviceForm: owner, in: source).flatMap { source.leaf(at: $0) }
    let forms = value?.variations?.plural?.compactMapValues(\.value) ?? [:]
    // A device's plural (`device.mac.plural`) where the source's plural forms vary by device.
    let parts = owner.split(separator: ".")
    guard forms.isEmpty, parts.count == 2, parts[0] == "device", let sourcePlural = source.variations?.plural
    else { return forms }
    return sourcePlural.compactMapValues { $0.variations?.device?[String(parts[1])]?.value }
  }

  /// The path of the value whose plural variation holds the form at `path` (`substitutions.n`
  /// for `substitutions.n.plural.few`, empty for `plural.one`); `nil` for no plural form.
  public static func pluralOwner(of path: String) -> String? {
    guard let range = lastPluralMarker(in: path) else { return nil }
    var owner = String(path[..<range.lowerBound])
    if owner.hasSuffix(".") { owner.removeLast() }
    return owner
  }

  /// The range of the last `plural.` in `path`. Searched in Swift: it runs for every value the
  /// rules judge, mostly on the empty path, where Foundation's `range(of:)` costs more than the rule.
  private static func lastPluralMarker(in path: String) -> Range<String.Index>? {
    let utf8 = path.utf8
    var end = utf8.endIndex
    while let start = utf8.index(end, offsetBy: -pluralMarker.count, limitedBy: utf8.startIndex) {
      if utf8[start..<end].elementsEqual(pluralMarker) { return start..<end }
      end = utf8.index(before: end)
    }
    return nil
  }

  private static let pluralMarker = Array("plural.".utf8)

  /// Where the source's text for a translation's device form (`device.ipad.plural.one`) is when
  /// it is not at the same path: a source that varies by device but not for this one has it in
  /// its `other` device form (`device.other.plural.one`); a source that does not vary by device
  /// has one text for every device (`plural.one`). `nil` for other paths.
  public static func sourcePath(forDeviceForm path: String, in source: LocalizedValue) -> String? {
    let parts = path.split(separator: ".", maxSplits: 2).map(String.init)
    guard parts.count >= 2, parts[0] == "device" else { return nil }
    let rest = parts.count == 3 ? parts[2] : ""
    guard let devices = source.variations?.device else { return rest }
    guard parts[1] != "other", devices[parts[1]] == nil, devices["other"] != nil else { return nil }
    return rest.isEmpty ? "device.other" : "device.other." + rest
  }
}
