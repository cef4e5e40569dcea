/// How `format-mismatch` reads a value's variables (`%#@name@` and their substitutions).
extension FormatMismatchRule {
  /// A translation's variables as Foundation reads them: in a `.stringsdict`, a variable without
  /// `NSStringFormatValueTypeKey` takes its argument as an object ("If absent, %@ is assumed"),
  /// which crashes where the source passes a number.
  func variablesAsRead(_ value: LocalizedValue) -> [String: Substitution]? {
    guard let variables = value.substitutions,
      (value.position ?? value.keyPosition)?.file.hasSuffix(".stringsdict") == true,
      variables.values.contains(where: { $0.formatSpecifier == nil })
    else { return value.substitutions }
    return variables.mapValues { variable in
      var read = variable
      if read.formatSpecifier == nil && read.variations != nil { read.formatSpecifier = "@" }
      return read
    }
  }

  /// Variables that format another argument than the source's of the same name: a `.stringsdict`
  /// binds `%#@name@` without a position to the next argument, so a translation that puts
  /// `%#@folders@` before `%#@files@` for the word order of its language swaps the two counts
  /// ("3 folders of 1 file" for "1 file in 3 folders"); `%2$#@folders@` keeps them.
  func reboundVariables(
    in value: LocalizedValue, source: LocalizedValue, subject: Subject, resolution: Resolution
  ) -> [Finding] {
    let locale = resolution.locale
    guard let variables = value.substitutions, let sourceVariables = source.substitutions,
      // XLIFF carries no argument numbers: they are read from the order of the text, which a
      // String Catalog's export may change freely (its variables keep their `argNum`).
      !value.isFromXLIFF
    else { return [] }
    return variables.keys.sorted().compactMap { name in
      guard let argument = variables[name]?.argNum,
        let sourceArgument = Self.otherSourceArgNum(
          of: name, argument: argument, among: sourceVariables, besides: variables.keys)
      else { return nil }
      // A String Catalog's `%2$#@name@` with `"argNum": 1`: the reference is right, and the forms'
      // `%arg` print the argument `argNum` names.
      let referenceIsRight = FormatSpecifierParser.parse(value.value ?? "").contains {
        $0.substitutionName == name && $0.isPositional && $0.argument == sourceArgument
      }
      let fix =
        referenceIsRight
        ? "set its argNum to \(sourceArgument)" : "write %\(sourceArgument)$#@\(name)@"
      let message =
        "\(locale) value of \(subject.displayName): %#@\(name)@ formats argument \(argument) here but "
        + "argument \(sourceArgument) in the source, so it shows another number; \(fix)"
      return finding(
        message, subject: subject, resolution: resolution,
        position: referenceIsRight ? (variables[name]?.position ?? value.position) : value.position,
        expected: source.value,
        actual: value.value, part: "variable.\(name).argument")
    }
  }

  /// The `argNum` of the source's variable of the same name as the translation's `name`, where it
  /// is another than `argument`. By name, in any case (Crowdin writes `%#@folders@` for
  /// `%#@Folders@`); never by argument number, which is what is compared; not the source's only
  /// variable where the translation has one of that name too (`names`): the source lacks `name`
  /// (audit 316: a source format naming a variable it never defines).
  private static func otherSourceArgNum(
    of name: String, argument: Int, among sourceVariables: [String: Substitution],
    besides names: Dictionary<String, Substitution>.Keys
  ) -> Int? {
    guard
      let sourceName = LeafPath.sourceVariableName(
        of: name, argument: nil, among: sourceVariables, matchingArgument: false),
      sourceName.lowercased() == name.lowercased()
        || !names.contains(where: { $0.lowercased() == sourceName.lowercased() }),
      let sourceArgument = sourceVariables[sourceName]?.argNum, argument != sourceArgument
    else { return nil }
    return sourceArgument
  }

  /// `value` with each variable's `argNum` set to the source's variable of the same name, where
  /// one differs; `nil` where none does, and for a value of another file than a String Catalog,
  /// whose numbers are read from its text (an XLIFF export, a `.stringsdict`, where what its
  /// text does is told).
  static func withSourceArgNums(_ value: LocalizedValue, source: LocalizedValue) -> LocalizedValue? {
    guard var variables = value.substitutions, let sourceVariables = source.substitutions,
      (value.position ?? value.keyPosition)?.file.hasSuffix(".xcstrings") == true
    else { return nil }
    var changed = false
    for (name, variable) in variables {
      guard let argument = variable.argNum,
        let sourceArgument = otherSourceArgNum(
          of: name, argument: argument, among: sourceVariables, besides: variables.keys)
      else { continue }
      variables[name]?.argNum = sourceArgument
      changed = true
    }
    guard changed else { return nil }
    var renumbered = value
    renumbered.substitutions = variables
    return renumbered
  }

  /// The `%#@name@` (`%2$#@name@`) references of a translation that name none of its own
  /// variables (a translator renamed `%#@cards@` to `%#@cartes@`, or a tool wrote the format
  /// without the variables), in its format or in a variable's form (`%2$#@totl@`): each
  /// localization carries its own, so Foundation cannot expand them. Each with where it is.
  func undefinedVariables(in value: LocalizedValue) -> [(
    name: String, position: SourcePosition?, text: String?, isReadable: Bool
  )] {
    // A byte scan first: most values have no `#`, and `String.contains` goes through Foundation.
    // A device or width form may be the format (`device.other` = "Add %#@items@").
    func refers(_ text: String?) -> Bool {
      guard let text, text.containsUTF8Byte(UInt8(ascii: "#")) else { return false }
      return text.containsUTF8("#@")
    }
    let forms =
      value.variations == nil
      ? []
      : value.leaves.filter {
        // Device and width forms; a variable's forms (also a device case's own) are not formats.
        !$0.path.isEmpty && !$0.path.hasPrefix("substitutions.") && !$0.path.containsUTF8(".substitutions.")
          && refers($0.leaf.value)
      }
    guard refers(value.value) || !forms.isEmpty else { return [] }
    // An XLIFF export leaves out the units of variables still to translate: none there is no proof.
    // Nor is a String Catalog's key standing in for a source text the file does not write.
    if value.substitutions == nil && (value.isFromXLIFF || value.isImpliedByKey) { return [] }
    let substitutions = value.substitutions ?? [:]
    var found: [(name: String, position: SourcePosition?, text: String?, isReadable: Bool)] = []
    func collect(_ text: String, at position: SourcePosition?, beside own: [String: Substitution]? = nil) {
      // A name Foundation cannot read (one in another script, which the parser still takes as
      // the variable meant) is reported whether or not a block of that name exists.
      let parsed = FormatSpecifierParser.parse(text).compactMap(\.substitutionName).map {
        ($0, $0.utf8.allSatisfy { $0 < 0x80 })
      }
      let names =
        parsed.filter { !$0.1 || (substitutions[$0.0] == nil && own?[$0.0] == nil) }
        + Self.unreadableNames(in: text).map { ($0, false) }
      for (name, isReadable) in names where !found.contains(where: { $0.name == name }) {
        found.append((name, position, text, isReadable))
      }
    }
    if let text = value.value, refers(text) { collect(text, at: value.position) }
    // A device case may carry variables of its own.
    for (_, leaf) in forms {
      if let text = leaf.value { collect(text, at: leaf.position, beside: leaf.substitutions) }
    }
    for (path, leaf) in value.leaves where path.hasPrefix("substitutions.") {
      if let form = leaf.value, form.containsUTF8Byte(UInt8(ascii: "#")) { collect(form, at: leaf.position) }
    }
    return found
  }

  /// The findings of `value`'s references to variables it does not define, or whose names
  /// Foundation cannot read (`%#@sekundę@`, which it formats as `%@`: the count read as an object).
  ///
  /// `source`: the source's value where the run reports the source language: a name that it
  /// leaves undefined too is its mistake, told there once, not in every translation that copies it.
  func variableFindings(
    in value: LocalizedValue, subject: Subject, resolution: Resolution, besides source: LocalizedValue? = nil
  ) -> [Finding] {
    let sourceNames = source.map { Set(undefinedVariables(in: $0).map(\.name)) } ?? []
    return undefinedVariables(in: value).filter { !sourceNames.contains($0.name) }.map {
      name, position, text, isReadable in
      let defined = (value.substitutions ?? [:]).keys.sorted().joined(separator: ", ")
      let has = defined.isEmpty ? "it has none" : "it has \(defined)"
      // CoreFoundation ends the name at the first other character and reads the next as the
      // conversion: `%#@sekundę@` is `%@`, `%#@plików@` text that shows "#@".
      let problem =
        isReadable
        ? "names no variable of its own (\(has)), so it cannot be expanded"
        : "is no variable to Foundation, which reads a variable's name in ASCII letters, digits and _ only, "
          + "so the text comes out broken\(Self.readsAsObject(name) ? " (it formats %@ there, which reads the count as an object: a crash or garbage)" : ""); "
          + "name it with those only (\(has))"
      return finding(
        "\(resolution.locale) value of \(subject.displayName): %#@\(name)@ \(problem)", subject: subject,
        resolution: resolution, position: position, actual: text, part: "variable." + name)
    }
  }

  /// Whether CoreFoundation formats `%#@name@` as `%@`: the name's first character it does not
  /// read as a name's stands right before the closing `@`.
  private static func readsAsObject(_ name: String) -> Bool {
    guard let first = name.firstIndex(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) })
    else { return false }
    return name.index(after: first) == name.endIndex
  }

  /// `text` without its `%#@name@` references whose names CoreFoundation cannot read (reported
  /// on their own), so that a stray `%` elsewhere in it is still found.
  static func withoutUnreadableReferences(_ text: String) -> String {
    var result = text
    // Last first, so that the ranges still to remove stay where they are.
    for reference in unreadableReferences(in: text).reversed() { result.removeSubrange(reference.range) }
    return result
  }

  /// The names of `%#@name@` references whose name is not ASCII letters, digits, `_` and `.` (a
  /// translator wrote it in their own script, `%#@القيمه@`): CoreFoundation does not read them as
  /// variables (it formats `%@` there), yet the translator meant one. (A `.` is Xcode's: its
  /// compiler accepts `%#@file.count@`.)
  static func unreadableNames(in text: String) -> [String] {
    unreadableReferences(in: text).map(\.name)
  }

  /// The `%#@name@` and `%N$#@name@` references of ``unreadableNames(in:)``, each with the range
  /// of its whole spelling, from its `%` to its closing `@`.
  private static func unreadableReferences(in text: String) -> [(name: String, range: Range<String.Index>)] {
    // A byte scan first: this runs for every text with a placeholder, and few hold a `#`.
    guard text.containsUTF8Byte(UInt8(ascii: "#")) else { return [] }
    var found: [(name: String, range: Range<String.Index>)] = []
    var rest = text[...]
    while let marker = firstReferenceMarker(in: rest) {
      let tail = rest[marker.upperBound...]
      guard let close = tail.firstIndex(of: "@") else { break }
      let name = tail[..<close]
      let before = rest[..<marker.lowerBound].reversed().prefix { $0.isASCII && ($0.isNumber || $0 == "$") }
      let head = rest[..<marker.lowerBound].dropLast(before.count)
      if head.last == "%", !name.isEmpty, name.count <= 64, !name.contains(where: \.isWhitespace),
        name.contains(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".")) })
      {
        found.append((String(name), text.index(before: head.endIndex)..<tail.index(after: close)))
      }
      rest = tail[tail.index(after: close)...]
    }
    return found
  }

  /// The first `#@` of `text`, found on its bytes (Foundation's search cost more than the rule).
  private static func firstReferenceMarker(in text: Substring) -> Range<String.Index>? {
    let bytes = text.utf8
    var start = bytes.startIndex
    while let hash = bytes[start...].firstIndex(of: UInt8(ascii: "#")) {
      let next = bytes.index(after: hash)
      guard next < bytes.endIndex else { return nil }
      if bytes[next] == UInt8(ascii: "@") { return hash..<bytes.index(after: next) }
      start = next
    }
    return nil
  }
}
