import CatalogParser

extension LabelText {
  /// `displayText(of:)` with each variable (`%#@files@`, `%2$#@folders@`) written out as its
  /// `other` form (else its first), as a reader of a report expects it: "%lld files in %lld
  /// folders", not "%#@files@ in %#@folders@". A String Catalog form's `%arg` becomes the
  /// variable's own specifier (`%lld`).
  public static func readableText(of value: LocalizedValue) -> String? {
    guard let text = displayText(of: value) else { return nil }
    guard text.containsUTF8Byte(UInt8(ascii: "@")),
      let substitutions = value.value == nil
        ? displayedCase(of: value)?.substitutions ?? value.substitutions : value.substitutions
    else { return text }
    return expandingVariables(in: text, substitutions)
  }

  /// The text of one case of a varied value as a reader sees it: its own text, with the
  /// variables written out where the case carries its own (`device.iphone` of a format that
  /// varies by device, then by plural).
  public static func caseText(of leaf: LocalizedValue) -> String? {
    leaf.substitutions == nil ? leaf.value ?? leaf.stringSet?.first : readableText(of: leaf)
  }

  /// Whether the case that stands for `resolution`'s varied value (a plural's `other`) is still
  /// to translate in a translation: its text is a draft the app does not show (another locale's
  /// form is read there), so rules judge the value's other forms, not that text.
  public static func showsDraft(_ resolution: Resolution) -> Bool {
    guard let value = resolution.value, value.value == nil, value.variations != nil,
      resolution.resolvedFrom != resolution.sourceLocale, let shown = displayedCase(of: value)
    else { return false }
    return isUntranslatedState(shown.state) || (shown.value ?? shown.stringSet?.first ?? "").isEmpty
  }

  /// Where the text `displayText(of:)` shows is written: the value's own position, else its
  /// shown case's (a value made only of device or plural cases), else its key's.
  public static func displayedPosition(of value: LocalizedValue) -> SourcePosition? {
    value.position ?? displayedCase(of: value)?.position ?? value.keyPosition
  }

  /// The case of `value`'s variations whose text `displayText(of:)` shows: a device case may
  /// carry variables of its own (Xcode writes a format that varies by device, then by plural, as
  /// `device.iphone` with its own `substitutions`).
  static func displayedCase(of value: LocalizedValue) -> LocalizedValue? {
    if value.value != nil || value.stringSet?.first != nil { return value }
    guard let variations = value.variations else { return nil }
    for (kind, cases) in variations.kinds {
      let widest = kind == .width ? cases.keys.max { (Int($0) ?? .min, $0) < (Int($1) ?? .min, $1) } : nil
      let preferred = kind == .device ? ["iphone", "other"] : widest.map { [$0] } ?? ["other"]
      for name in preferred {
        if let leaf = cases[name], let shown = displayedCase(of: leaf) { return shown }
      }
      if let first = cases.keys.sorted().first, let leaf = cases[first] { return displayedCase(of: leaf) }
    }
    return nil
  }

  /// `text` with each `%#@name@` (or `%N$#@name@`) that names one of `substitutions` replaced,
  /// also where a form names another variable ("%d files in %#@folders@"; audit 237); a variable
  /// named inside its own form (`expanding`) stays as written there (review 170), as does one
  /// nested deeper than ``nestedVariableDepth``.
  private static func expandingVariables(
    in text: String, _ substitutions: [String: Substitution], expanding: Set<String> = []
  ) -> String {
    variableSegments(of: text).map { segment in
      guard let name = segment.name, !expanding.contains(name), let form = variableText(substitutions[name])
      else { return segment.text }
      return form.containsUTF8("#@") && expanding.count < nestedVariableDepth
        ? expandingVariables(in: form, substitutions, expanding: expanding.union([name])) : form
    }.joined()
  }

  /// How many variables deep a form that names another is written out: a catalog whose every
  /// variable names the next twice doubles the text at each level (review 171).
  static let nestedVariableDepth = 4

  /// The texts a value can show: each of its cases (plural, device), the variables its format
  /// names (`%#@n@`) written out as each of their forms. A variable's forms are parts of a text,
  /// no label of their own, and a format whose variables were left as they are would match any label.
  public static func shownTexts(of value: LocalizedValue) -> [String] {
    value.leaves.flatMap { path, leaf -> [String] in
      guard !path.hasPrefix("substitutions.") && !path.containsUTF8(".substitutions."),
        let text = leaf.value ?? leaf.stringSet?.first
      else { return [] }
      guard let substitutions = leaf.substitutions ?? value.substitutions else { return [text] }
      return variableReadings(of: text, substitutions)
    }
  }

  /// Every text `text` can show with each variable it names (`%#@n@`) written out as each of its
  /// forms, `%arg` as the variable's specifier: "1 Zeichen übrig" and "%ld Zeichen übrig" for
  /// "%#@n@". A variable without forms stays as written; at most `limit` texts.
  public static func variableReadings(
    of text: String, _ substitutions: [String: Substitution], limit: Int = 64, expanding: Set<String> = []
  ) -> [String] {
    var readings = [""]
    for segment in variableSegments(of: text) {
      let name = segment.name.flatMap { expanding.contains($0) ? nil : $0 }
      var forms = name.flatMap { variableForms(substitutions[$0]) } ?? [segment.text]
      // A form that names another variable reads as each of that one's forms too.
      if let name, expanding.count < nestedVariableDepth, forms.contains(where: { $0.containsUTF8("#@") }) {
        let inner = expanding.union([name])
        forms = forms.flatMap { variableReadings(of: $0, substitutions, limit: limit, expanding: inner) }
      }
      guard readings.count * forms.count <= limit else { return readings.map { $0 + segment.text } }
      readings = readings.flatMap { reading in forms.map { reading + $0 } }
    }
    return readings
  }

  /// A piece of a text: literal text, or a variable (`%#@files@`, `%2$#@folders@`) with its name.
  struct VariableSegment {
    var text: String
    var name: String?
  }

  /// `text` cut into its literal parts and the variables it names; `%%` stays literal.
  static func variableSegments(of text: String) -> [VariableSegment] {
    guard text.containsUTF8Byte(UInt8(ascii: "@")) else { return [VariableSegment(text: text)] }
    var segments: [VariableSegment] = []
    var literal = ""
    var rest = Substring(text)
    while let percent = rest.firstIndex(of: "%") {
      literal += rest[..<percent]
      let afterPercent = rest[rest.index(after: percent)...]
      // `%%` is a percent sign, never the start of a variable.
      if afterPercent.first == "%" {
        literal += "%%"
        rest = afterPercent.dropFirst()
        continue
      }
      let digits = afterPercent.prefix { $0.isASCII && $0.isNumber }
      var marker = afterPercent.dropFirst(digits.count)
      if !digits.isEmpty && marker.first == "$" { marker = marker.dropFirst() }
      guard marker.hasPrefix("#@"), let end = marker.dropFirst(2).firstIndex(of: "@") else {
        literal.append("%")
        rest = afterPercent
        continue
      }
      segments.append(VariableSegment(text: literal))
      literal = ""
      let name = String(marker[marker.index(marker.startIndex, offsetBy: 2)..<end])
      segments.append(VariableSegment(text: String(rest[percent...end]), name: name))
      rest = marker[marker.index(after: end)...]
    }
    segments.append(VariableSegment(text: literal + rest))
    return segments
  }

  /// Each of a variable's forms, by category name, `%arg` as its specifier; an empty form (a
  /// `zero` that shows nothing: "Eingang" for no messages) is a reading too.
  private static func variableForms(_ substitution: Substitution?) -> [String]? {
    guard let substitution, let forms = substitution.variations?.plural else { return nil }
    let texts = forms.keys.sorted().compactMap { forms[$0]?.value }
    guard !texts.isEmpty else { return nil }
    return texts.map { argumentWritten(in: $0, substitution) }
  }

  /// A variable's `other` form (else its first, by name), its `%arg` as the variable's specifier;
  /// nothing where every form is empty, as the app shows it (Mastodon's `%#@names@`; audit 238),
  /// but a variable as written where only that form is empty, a slip `plural-coverage` tells
  /// (review 168).
  private static func variableText(_ substitution: Substitution?) -> String? {
    guard let substitution, let forms = substitution.variations?.plural,
      let form = forms["other"] ?? forms.keys.sorted().first.flatMap({ forms[$0] }),
      let text = form.value
    else { return nil }
    guard !text.isEmpty else { return forms.values.allSatisfy { $0.value?.isEmpty ?? true } ? "" : nil }
    return argumentWritten(in: text, substitution)
  }

  /// `form` with a String Catalog's `%arg` written as the variable's specifier (Xcode writes
  /// `lld`, a hand-written catalog `%d`); without a specifier, an object.
  static func argumentWritten(in form: String, _ substitution: Substitution) -> String {
    guard form.containsUTF8("%arg") else { return form }
    let specifier =
      substitution.formatSpecifier.map { $0.hasPrefix("%") ? String($0.dropFirst()) : $0 } ?? "@"
    return form.replacingOccurrences(of: "%arg", with: "%" + specifier)
  }
}
