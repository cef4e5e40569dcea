/// Reads a `.stringsdict` table (XML or binary property list) into the catalog model.
///
/// Each key's `NSStringLocalizedFormatKey` becomes the value, each `%#@variable@` a substitution
/// with plural variations; `NSStringDeviceSpecificRuleType` and `NSStringVariableWidthRuleType`
/// become device and width variations; a key whose value is a `<string>` has that plain text.
/// Values are `translated` (the format has no states).
public enum StringsdictParser {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let deviceRule = "NSStringDeviceSpecificRuleType"
  static let widthRule = "NSStringVariableWidthRuleType"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
  /// Told after the error of a key left out of a file read in part.
  static let leftOutNote = " (the key is left out; the file's other keys are read)"

  /// Parses one `.stringsdict` file for the table and locale that `context` names.
  public static func parse(_ bytes: [UInt8], context: FileContext) throws(CatalogError) -> ParsedFile {
    let (root, duplicates) = try PropertyListDocument.read(bytes, file: context.displayPath)
    guard let entries = root.entries else {
      throw CatalogError(
        position: root.position, message: "expected a <dict> at the root of the property list")
    }
    let locale = context.locale ?? .base
    var table = StringTable(bundle: context.bundle, name: context.table, files: [context.displayPath])
    var entryErrors: [CatalogError] = []
    for entry in entries {
      // CFBundle merges a table's keys one by one: a key it cannot read costs that key alone.
      do {
        let value = try localizedValue(forKey: entry)
        var read = StringEntry(
          key: entry.key, comment: entry.comment, keyPosition: entry.keyPosition,
          localizations: [locale: value])
        if entry.comment != nil { read.commentLocale = locale }
        table.replace(read)
      } catch {
        var skipped = error
        skipped.message += leftOutNote
        entryErrors.append(skipped)
      }
    }
    // A file none of whose keys reads is unreadable, as before any was skipped.
    if var first = entryErrors.first, table.entries.isEmpty {
      first.message.removeLast(leftOutNote.count)
      throw first
    }
    var parsed = ParsedFile(
      tables: [table], duplicates: duplicates.map { $0.reported(in: context, locale: locale) })
    parsed.entryErrors = entryErrors
    return parsed
  }

  /// The value of one top-level key: a rule dictionary, or a plain `<string>`.
  ///
  /// CFBundle lays the `.stringsdict` table over the `.strings` table of the same name, whatever
  /// its values are, so a `<string>` there is the key's plain text (some tools write them).
  private static func localizedValue(forKey entry: PropertyListValue.Entry) throws(CatalogError)
    -> LocalizedValue
  {
    if case .string(let text, let position) = entry.value {
      return LocalizedValue(
        value: text, state: "translated", position: position, keyPosition: entry.keyPosition)
    }
    guard let rule = entry.value.entries else {
      throw CatalogError(
        position: entry.value.position,
        message: "expected a <dict> or <string> for key '\(entry.key)'")
    }
    var value = try ruleValue(rule, owner: entry)
    value.keyPosition = entry.keyPosition
    return value
  }

  /// A format dictionary or a device/width rule, as a value (possibly with variations).
  static func ruleValue(_ rule: [PropertyListValue.Entry], owner: PropertyListValue.Entry)
    throws(CatalogError) -> LocalizedValue
  {
    if let device = rule[key: deviceRule] {
      return LocalizedValue(variations: Variations(device: try cases(of: device)))
    }
    if let width = rule[key: widthRule] {
      return LocalizedValue(variations: Variations(width: try cases(of: width)))
    }
    guard let format = rule[key: formatKey] else {
      throw CatalogError(
        position: owner.keyPosition,
        message: "expected \(formatKey), \(deviceRule) or \(widthRule) in the <dict> of '\(owner.key)'")
    }
    guard case .string(let text, let position) = format.value else {
      throw CatalogError(
        position: format.value.position, message: "expected a <string> for \(formatKey) of '\(owner.key)'")
    }
    let substitutions = try self.substitutions(in: rule, format: text, of: owner.key)
    return LocalizedValue(
      value: text, state: "translated", position: position,
      substitutions: substitutions.isEmpty ? nil : substitutions)
  }

  /// The cases of a device or width rule: a string, or a nested format dictionary, per case.
  private static func cases(of rule: PropertyListValue.Entry) throws(CatalogError) -> [String: LocalizedValue]
  {
    guard let entries = rule.value.entries else {
      throw CatalogError(position: rule.value.position, message: "expected a <dict> for \(rule.key)")
    }
    var result: [String: LocalizedValue] = [:]
    for entry in entries {
      switch entry.value {
      case .string(let text, let position):
        result[entry.key] = LocalizedValue(
          value: text, state: "translated", position: position, keyPosition: entry.keyPosition)
      case .dictionary(let nested, _):
        var value = try ruleValue(nested, owner: entry)
        value.keyPosition = entry.keyPosition
        result[entry.key] = value
      case .array(_, let position), .other(let position):
        throw CatalogError(position: position, message: "expected a <string> or <dict> for '\(entry.key)'")
      }
    }
    return result
  }

  /// One substitution per variable dictionary, with its plural forms; a form or a type key of
  /// another kind than a string (`<integer>3</integer>` for `one`) is an error of the file, not a
  /// form the plural lacks.
  private static func substitutions(in rule: [PropertyListValue.Entry], format: String, of key: String)
    throws(CatalogError) -> [String: Substitution]
  {
    let argumentNumbers = variableArgumentNumbers(in: format)
    var result: [String: Substitution] = [:]
    for entry in rule where !entry.key.hasPrefix("NSString") {
      guard let variable = entry.value.entries else { continue }
      // The forms as written, also in another case: a misspelt `One` is no `one`, and the OS uses
      // neither for one. (Other keys, a stray `comment`, are no forms.)
      var plural: [String: LocalizedValue] = [:]
      for field in variable where field.key.hasPrefix("NSString") && field.value.string == nil {
        throw CatalogError(
          position: field.value.position,
          message: "expected a <string> for \(field.key) of '\(entry.key)' in '\(key)'")
      }
      for form in variable where pluralCategories.contains(form.key.lowercased()) {
        guard case .string(let text, let position) = form.value else {
          throw CatalogError(
            position: form.value.position,
            message: "expected a <string> for the '\(form.key)' form of '\(entry.key)' in '\(key)'")
        }
        // The form's key is where a report points at the set of forms, as in a String Catalog.
        plural[form.key] = LocalizedValue(
          value: text, state: "translated", position: position, keyPosition: form.keyPosition)
      }
      let valueType = variable[key: valueTypeKey]?.value
      var specifier = valueType?.string
      if specifier?.hasPrefix("%") == true { specifier?.removeFirst() }
      // A plural rule without forms is a plural that lacks them all, not text without a plural.
      let isPluralRule = variable[key: "NSStringFormatSpecTypeKey"]?.value.string == "NSStringPluralRuleType"
      result[entry.key] = Substitution(
        argNum: argumentNumbers[entry.key], formatSpecifier: specifier,
        variations: plural.isEmpty && !isPluralRule ? nil : Variations(plural: plural),
        position: entry.keyPosition, formatSpecifierPosition: valueType?.position)
    }
    numberNestedVariables(&result)
    return result
  }

  /// Numbers the variables that only a form of another names (`%lu %2$#@total@` in a form of
  /// `done`), level by level: a form's unnumbered conversions start at its variable's argument.
  /// Forms may disagree (a `one` that leaves out the count shifts the rest): `other`, which shows
  /// every argument, is asked first, then the others by name, so every run numbers alike.
  private static func numberNestedVariables(_ variables: inout [String: Substitution]) {
    for _ in 0..<variables.count {
      var found: [String: Int] = [:]
      for owner in variables.keys.sorted() {
        guard let variable = variables[owner], let first = variable.argNum,
          let forms = variable.variations?.plural
        else { continue }
        let ordered = forms.keys.sorted { ($0 == "other" ? 0 : 1, $0) < ($1 == "other" ? 0 : 1, $1) }
        for form in ordered.compactMap({ forms[$0] }) {
          guard let text = form.value, text.utf8.contains(UInt8(ascii: "#")) else { continue }
          for (name, number) in variableArgumentNumbers(in: text, firstArgument: first)
          where variables[name] != nil && variables[name]?.argNum == nil && found[name] == nil {
            found[name] = number
          }
        }
      }
      guard !found.isEmpty else { return }
      for (name, number) in found { variables[name]?.argNum = number }
    }
  }
}
