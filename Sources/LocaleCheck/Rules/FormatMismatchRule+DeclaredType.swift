import CatalogParser

extension FormatMismatchRule {
  /// The source's plural forms that read their variable's own argument as another type than the
  /// variable declares (`NSStringFormatValueTypeKey` `d` with the form "%s objects"): the app
  /// passes one value, so either the plural rule or the form reads it wrongly, and `%s` or `%@`
  /// given an integer crashes. Reported once, in the source, each with its path; a translation
  /// that writes the declared type is not reported for differing from the broken form. Also in a
  /// device case with variables of its own (`device.iphone.substitutions.n.plural.one`).
  func declaredTypeMismatches(_ value: LocalizedValue, subject: Subject, resolution: Resolution) -> [(
    path: String, finding: Finding
  )] {
    var formats: [(prefix: String, format: LocalizedValue)] = [("", value)]
    for (device, format) in value.variations?.device ?? [:] where format.substitutions != nil {
      formats.append(("device.\(device).", format))
    }
    var findings: [(path: String, finding: Finding)] = []
    for (prefix, format) in formats {
      for (path, text, position, declared, problem) in Self.declaredTypeProblems(of: format) {
        let message = "\(resolution.locale) value of \(subject.displayName) (\(prefix + path)): \(problem)"
        let found = finding(
          message, subject: subject, resolution: resolution, position: position ?? value.position,
          expected: declared, actual: text, part: prefix + path + ".declaredType")
        findings.append((prefix + path, found))
      }
    }
    return findings.sorted { $0.path < $1.path }
  }

  /// The findings of the source's own forms: those that do not fit their `other` form, and
  /// those that contradict their variable's declared type. Where the `other` form itself
  /// contradicts it, a form's count is not compared with it (its `one` would be told to copy the
  /// crash), and other problems stay. Where `other` fits and a form's count is read as another
  /// type, one finding: the numbering fix ("as in %2$@") where the format has arguments besides
  /// the count, else the type (a form with one argument has nothing to number).
  func sourceFormFindings(_ value: LocalizedValue, subject: Subject, resolution: Resolution) -> [Finding] {
    let declared = declaredTypeMismatches(value, subject: subject, resolution: resolution)
    let brokenOthers = Set(
      declared.filter { LeafPath.pluralCategory(in: $0.path) == .other }.compactMap {
        LeafPath.pluralOwner(of: $0.path)
      })
    let forms = sourceFormMismatches(
      value, subject: subject, resolution: resolution, brokenOwners: brokenOthers)
    let formPaths = Set(forms.map(\.path))
    let declaredPaths = Set(declared.map(\.path))
    // Both at one path only where `other` fits: then one of the two tells the fix.
    let typeFirst = Set(
      declaredPaths.intersection(formPaths).filter {
        !brokenOthers.contains(LeafPath.pluralOwner(of: $0) ?? "")
          && Self.readsOnlyItsCount(at: $0, in: value)
      })
    return forms.filter { !typeFirst.contains($0.path) }.map(\.finding)
      + declared.filter {
        brokenOthers.contains(LeafPath.pluralOwner(of: $0.path) ?? "") || !formPaths.contains($0.path)
          || typeFirst.contains($0.path)
      }.map(\.finding)
  }

  /// Whether the format that holds the form at `path` reads no argument besides its variable's
  /// count, in its sentence or its `other` form: a form that reads the count as another type then
  /// has no later argument it could have meant.
  private static func readsOnlyItsCount(at path: String, in value: LocalizedValue) -> Bool {
    var format = value
    var relative = path
    if path.hasPrefix("device."), let dot = path.dropFirst(7).firstIndex(of: ".") {
      guard
        let device = value.variations?.device?[String(path[path.index(path.startIndex, offsetBy: 7)..<dot])]
      else { return false }
      format = device
      relative = String(path[path.index(after: dot)...])
    }
    guard let name = LeafPath.variableName(in: relative), var variable = format.substitutions?[name] else {
      return false
    }
    let sentence =
      format.value.map { FormatSpecifierParser.parse($0, substitutions: format.substitutions) } ?? []
    let own = variable.argNum ?? sentence.first { $0.substitutionName == name }?.argument ?? 1
    variable.argNum = own
    let other = format.leaf(at: LeafPath.otherForm(of: relative))?.value ?? ""
    let formArguments = FormatSpecifierParser.parse(
      other, substitutions: format.substitutions, placeholder: variable)
    return (sentence + formArguments).allSatisfy { $0.argument == own }
  }

  /// The forms of `format`'s variables that contradict their declared type, with a sentence each.
  private static func declaredTypeProblems(of format: LocalizedValue) -> [(
    path: String, text: String, position: SourcePosition?, declared: String, problem: String
  )] {
    guard let substitutions = format.substitutions else { return [] }
    let sentence = format.value.map { FormatSpecifierParser.parse($0, substitutions: substitutions) } ?? []
    var problems:
      [(path: String, text: String, position: SourcePosition?, declared: String, problem: String)] = []
    for (path, leaf) in format.leaves where path.hasPrefix("substitutions.") {
      guard LeafPath.pluralCategory(in: path) != nil, let name = LeafPath.variableName(in: path),
        var variable = substitutions[name], let declared = declaredType(of: variable),
        let text = leaf.value, text.containsUTF8Byte(UInt8(ascii: "%"))
      else { continue }
      // CoreFoundation numbers a form's unnumbered placeholders from its variable's argument.
      let own = variable.argNum ?? sentence.first { $0.substitutionName == name }?.argument ?? 1
      variable.argNum = own
      let specifiers = FormatSpecifierParser.parse(text, substitutions: substitutions, placeholder: variable)
      guard let read = specifiers.first(where: { $0.argument == own }),
        !read.type.isCompatible(with: declared)
      else { continue }
      let problem =
        "argument \(own) is \(read.text) (\(read.type.phrase)) in this form but the variable '\(name)' is declared "
        + "\(FormatSpecifierParser.placeholder(ofFormatSpecifier: variable.formatSpecifier ?? "?")) (\(declared.phrase)); the app passes one value, which one "
        + "of them reads as the wrong type: a crash or garbage"
      problems.append((path, text, leaf.position, variable.formatSpecifier ?? "", problem))
    }
    return problems
  }

  /// `problems` of the form at `path` (its source's at `sourcePath`) without those the
  /// declared-type finding covers: in a translation, that it writes the declared type where the
  /// source's form does not (see ``followsDeclaredType(_:variable:)``), where the source's finding
  /// is in the run (`defersToSource`); in the source's own plural whose `other` form contradicts
  /// the type (`brokenOwners`), that a form's count differs from that `other`'s. Other problems,
  /// a missing or extra argument, stay.
  static func withoutDeclaredTypeFollowers(
    _ problems: [FormatMismatch], path: String, sourcePath: String, source: LocalizedValue,
    defersToSource: Bool, brokenOwners: Set<String>
  ) -> [FormatMismatch] {
    guard !problems.isEmpty, let name = LeafPath.variableName(in: sourcePath),
      let variable = source.substitutions?[name]
    else { return problems }
    if brokenOwners.contains(LeafPath.pluralOwner(of: path) ?? "") {
      return problems.filter { !($0.kind == .typeMismatch && $0.argument == (variable.argNum ?? 1)) }
    }
    guard defersToSource else { return problems }
    return problems.filter { !followsDeclaredType($0, variable: variable) }
  }

  /// Whether `problem`, found in a translation's form, is only that the translation reads the
  /// variable's own argument as the variable declares it where the source's form does not: the
  /// source's mistake, which ``declaredTypeMismatches(_:subject:resolution:)`` reports. (The
  /// comparison parses both forms from the variable's `argNum`, else argument 1, so that is the
  /// argument a problem about the count names.)
  private static func followsDeclaredType(_ problem: FormatMismatch, variable: Substitution?) -> Bool {
    guard problem.kind == .typeMismatch, let variable, let declared = declaredType(of: variable),
      problem.argument == (variable.argNum ?? 1), let sourceType = problem.source?.type,
      let translationType = problem.translation?.type
    else { return false }
    return !sourceType.isCompatible(with: declared) && translationType.isCompatible(with: declared)
  }

  /// The type a variable declares for its argument, where it declares one.
  private static func declaredType(of variable: Substitution) -> FormatArgumentType? {
    guard let type = variable.formatSpecifier.flatMap(FormatSpecifierParser.argumentType(ofFormatSpecifier:)),
      type != .unknown
    else { return nil }
    return type
  }
}
