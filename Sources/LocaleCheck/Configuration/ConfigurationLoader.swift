import Foundation

/// Finds and reads `.labelcheck.json`, refusing unknown keys and rule ids by name.
public enum ConfigurationLoader {
  /// The file name looked for in the working folder and its parents.
  public static let fileName = ".labelcheck.json"

  /// The nearest `.labelcheck.json` at or above `directory`, if any, up to the repository's root
  /// (the folder that holds `.git`): a file above it is no file of the project's, which a clone
  /// of the repository in CI would not have.
  public static func find(from directory: String) -> String? {
    PathUtilities.nearestFolder(
      from: PathUtilities.absolute(directory, base: "/"), holding: fileName, upTo: ".git"
    ).map { ($0 == "/" ? "" : $0) + "/" + fileName }
  }

  /// Reads the configuration at `path`, shown to users as `displayPath`.
  public static func load(path: String, displayPath: String) throws(CatalogError) -> Configuration {
    let bytes = try FileReader.readBytes(atPath: path, displayPath: displayPath)
    var configuration = try parse(bytes, file: displayPath)
    configuration.directory = PathUtilities.parent(
      PathUtilities.absolute(path, base: FileManager.default.currentDirectoryPath))
    return configuration
  }

  /// The keys a configuration may have (SPEC section 2).
  static let keys = [
    "version", "paths", "exclude", "locales", "sourceLocale", "labels", "captures", "baseline",
    "allowIdentical", "failOn", "rules", "ignore",
  ]

  /// Reads a configuration from JSON text.
  public static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> Configuration {
    let root = try JSONNode.parse(bytes, file: file)
    guard root.members != nil else {
      throw CatalogError(position: root.position, message: "expected an object")
    }
    var configuration = Configuration()
    let reader = JSONFieldReader()
    let members = try reader.object(root, field: "configuration")
    for member in members {
      let value = member.value
      switch member.name {
      case "version":
        guard case .number(1, _) = value else {
          throw CatalogError(
            position: value.position, message: "unsupported configuration version (expected 1)")
        }
      case "paths":
        configuration.paths = try reader.strings(value, field: "paths")
        if configuration.paths.contains("") { throw emptyPath("paths", at: value.position) }
        configuration.positions.paths = value.elements?.map(\.position) ?? []
      case "exclude":
        configuration.exclude = try reader.strings(value, field: "exclude")
        if configuration.exclude.contains(where: { $0.trimmingWhitespace.isEmpty }) {
          throw CatalogError(
            position: value.position,
            message:
              "'exclude' has an empty pattern; name a folder, a file or a glob (externals/*, **/Fixtures)")
        }
        for element in value.elements ?? [] {
          if let problem = element.stringValue.flatMap(PathExclusion.problem(with:)) {
            throw CatalogError(position: element.position, message: problem)
          }
        }
      case "locales":
        configuration.locales = []
        // Strings first, so that a wrong entry is named as the entry, as in `paths`.
        _ = try reader.strings(value, field: "locales")
        for element in try reader.array(value, field: "locales") {
          configuration.locales.append(try locale(element, reader: reader, field: "locales"))
        }
      case "sourceLocale":
        configuration.sourceLocale = try locale(value, reader: reader, field: "sourceLocale")
      case "labels":
        configuration.labels = try path(value, reader: reader, field: "labels")
        configuration.positions.labels = value.position
      case "captures":
        configuration.captures = try path(value, reader: reader, field: "captures")
        configuration.positions.captures = value.position
      case "baseline":
        configuration.baseline = try path(value, reader: reader, field: "baseline")
        configuration.positions.baseline = value.position
      case "allowIdentical":
        configuration.allowIdentical = try reader.strings(value, field: "allowIdentical")
        configuration.positions.allowIdentical = try reader.array(value, field: "allowIdentical").map(
          \.position)
      case "failOn": configuration.failOn = try reader.choice(value, field: "failOn", as: FailThreshold.self)
      case "rules": configuration.rules = try readRules(value, reader: reader)
      case "ignore": configuration.ignore = try readIgnore(value, reader: reader)
      default:
        let hint =
          Suggestion.closest(to: member.name, among: Self.keys).map { " (did you mean '\($0)'?)" } ?? ""
        throw CatalogError(
          position: member.namePosition, message: "unknown configuration key '\(member.name)'\(hint)")
      }
    }
    return configuration
  }

  /// A path of the configuration: an empty one would name the configuration's folder, a
  /// folder where a file is meant, and fail later without naming the key.
  private static func path(_ node: JSONNode, reader: JSONFieldReader, field: String) throws(CatalogError)
    -> String
  {
    let text = try reader.string(node, field: field)
    if text.isEmpty { throw emptyPath(field, at: node.position) }
    return text
  }

  private static func emptyPath(_ field: String, at position: SourcePosition) -> CatalogError {
    CatalogError(
      position: position, message: "'\(field)' has an empty path; name a file or folder ('.' for this one)")
  }

  /// A locale of the configuration, checked as `--locales` is: `de|x` is none.
  private static func locale(_ node: JSONNode, reader: JSONFieldReader, field: String) throws(CatalogError)
    -> LocaleID
  {
    let text = try reader.string(node, field: field)
    guard LocaleID.isLanguageTag(text) else {
      throw CatalogError(
        position: node.position,
        message:
          "'\(field)' has '\(ControlCharacters.escaped(text))', which is no locale ("
          + (LocaleID.androidSpelling(of: text).map { "Android's spelling of \($0): write \($0)" }
            ?? "such as de, pt-BR or zh-Hans") + ")"
      )
    }
    guard LocaleID(text) != .base else {
      throw CatalogError(
        position: node.position,
        message: "'\(field)' has '\(text)', which is no locale: Base.lproj holds the source language's text; "
          + (field == "locales" ? "leave it out" : "write that language (such as \"en\")"))
    }
    return LocaleID(text)
  }

  private static func readRules(_ node: JSONNode, reader: JSONFieldReader) throws(CatalogError)
    -> [String: RuleSetting]
  {
    var result: [String: RuleSetting] = [:]
    for member in try reader.object(node, field: "rules") {
      guard RuleRegistry.descriptor(for: member.name) != nil else {
        throw CatalogError(
          position: member.namePosition,
          message: "unknown rule id '\(member.name)'\(RuleRegistry.suggestion(for: member.name))")
      }
      var setting = RuleSetting()
      for field in try reader.object(member.value, field: member.name) {
        switch field.name {
        case "severity":
          setting.severity = try reader.choice(field.value, field: "severity", as: Severity.self)
        case "enabled": setting.enabled = try reader.bool(field.value, field: "enabled")
        default:
          throw CatalogError(
            position: field.namePosition,
            message: "unknown rule setting '\(field.name)' (expected severity or enabled)")
        }
      }
      result[member.name] = setting
    }
    return result
  }

  private static func readIgnore(_ node: JSONNode, reader: JSONFieldReader) throws(CatalogError)
    -> [IgnoreEntry]
  {
    var result: [IgnoreEntry] = []
    for element in try reader.array(node, field: "ignore") {
      guard element.members != nil else {
        // A rule id alone is the commonest slip: its object is shown.
        let example =
          element.stringValue.map { "{\"rule\": \"\($0)\"}" } ?? "{\"rule\": \"english-fallback\"}"
        throw CatalogError(
          position: element.position,
          message: "an 'ignore' entry must be an object such as \(example), not \(element.kindName)")
      }
      var entry = IgnoreEntry()
      for field in try reader.object(element, field: "ignore entry") {
        // The value is read in its case: an unknown field is named as such, whatever its type.
        switch field.name {
        case "rule":
          let text = try reader.string(field.value, field: field.name)
          guard RuleRegistry.descriptor(for: text) != nil else {
            throw CatalogError(
              position: field.value.position,
              message: "unknown rule id '\(text)'\(RuleRegistry.suggestion(for: text))")
          }
          entry.rule = text
        case "locale": entry.locale = try locale(field.value, reader: reader, field: "locale")
        case "key": entry.key = try reader.string(field.value, field: field.name)
        case "identifier": entry.identifier = try reader.string(field.value, field: field.name)
        case "table": entry.table = try reader.string(field.value, field: field.name)
        case "bundle":
          // `App/` and `./` name the bundles findings name `App` and `.`.
          let written = try reader.string(field.value, field: field.name)
          let trimmed = written.count > 1 && written.hasSuffix("/") ? String(written.dropLast()) : written
          entry.bundle = trimmed.hasPrefix("./") && trimmed.count > 2 ? String(trimmed.dropFirst(2)) : trimmed
        default:
          throw CatalogError(
            position: field.namePosition,
            message:
              "unknown ignore field '\(field.name)' (expected rule, locale, key, identifier, table or bundle)"
          )
        }
      }
      guard entry != IgnoreEntry() else {
        throw CatalogError(
          position: element.position,
          message:
            "an ignore entry needs rule, locale, key, identifier, table or bundle: an empty one would hide every "
            + "finding")
      }
      // `"key": "*"` alone is the empty entry again.
      let onlyStars = { (text: String?) in text.map { $0.allSatisfy { $0 == "*" } && !$0.isEmpty } ?? true }
      guard
        entry.rule != nil || entry.locale != nil || !onlyStars(entry.key) || !onlyStars(entry.identifier)
          || !onlyStars(entry.table) || !onlyStars(entry.bundle)
      else {
        throw CatalogError(
          position: element.position,
          message:
            "an ignore entry of only '*' would hide every finding; give its rule, locale or a longer pattern")
      }
      entry.position = element.position
      result.append(entry)
    }
    return result
  }
}
