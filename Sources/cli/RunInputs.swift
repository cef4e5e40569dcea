import Foundation
import LocaleCheck

/// What a checking command works on: configuration (file, then flags), catalog and label map.
struct RunInputs {
  var configuration: Configuration
  var paths: [String]
  var catalog: Catalog
  var labelMap: LabelMap?
  var labelMapFile: String?
  var captures: [UICapture] = []
  var captureErrors: [CatalogError] = []

  /// Resolves the configuration and reads the catalogs and the label map.
  static func load(_ arguments: ParsedArguments, environment: CLIEnvironment) throws -> RunInputs {
    var configuration = try loadConfiguration(arguments, environment: environment)
    try apply(arguments, to: &configuration)
    let base = environment.workingDirectory
    let paths: [String]
    if !arguments.positionals.isEmpty {
      paths = arguments.positionals
    } else if !configuration.paths.isEmpty {
      paths = configuration.paths.map { relativeToConfiguration($0, configuration, base: base) }
    } else {
      paths = ["."]
    }
    let catalog = CatalogLoader(workingDirectory: base).load(
      paths: paths, sourceLocale: configuration.sourceLocale)
    var inputs = RunInputs(configuration: configuration, paths: paths, catalog: catalog)
    try inputs.loadLabelMap(arguments, base: base)
    inputs.loadCaptures(arguments, base: base)
    return inputs
  }

  private static func loadConfiguration(_ arguments: ParsedArguments, environment: CLIEnvironment) throws
    -> Configuration
  {
    let base = environment.workingDirectory
    let path: String
    if let explicit = arguments.value("--config") {
      path = PathUtilities.absolute(explicit, base: base)
      guard FileManager.default.fileExists(atPath: path) else {
        throw CLIError("\(explicit):1:1: error: no such configuration file")
      }
    } else if let found = ConfigurationLoader.find(from: base) {
      path = found
    } else {
      return Configuration()
    }
    do {
      return try ConfigurationLoader.load(path: path, displayPath: PathUtilities.relative(path, to: base))
    } catch {
      throw CLIError(error.description)
    }
  }

  /// Command-line flags win over the configuration file.
  private static func apply(_ arguments: ParsedArguments, to configuration: inout Configuration) throws {
    let locales = arguments.list("--locales")
    if !locales.isEmpty { configuration.locales = locales.map(LocaleID.init) }
    if let source = arguments.value("--source-locale") { configuration.sourceLocale = LocaleID(source) }
    for id in arguments.list("--rule") + arguments.list("--disable")
    where RuleRegistry.descriptor(for: id) == nil {
      throw CLIError("unknown rule id '\(id)'\(RuleRegistry.suggestion(for: id)); see 'labelcheck rules'")
    }
    configuration.onlyRules = arguments.list("--rule")
    for id in arguments.list("--disable") { configuration.rules[id, default: RuleSetting()].enabled = false }
    if let failOn = arguments.value("--fail-on") {
      guard let threshold = FailThreshold(rawValue: failOn) else {
        throw CLIError("invalid --fail-on '\(failOn)' (expected error, warning, note or never)")
      }
      configuration.failOn = threshold
    }
  }

  static func relativeToConfiguration(_ path: String, _ configuration: Configuration, base: String) -> String
  {
    guard let directory = configuration.directory else { return path }
    return PathUtilities.relative(PathUtilities.absolute(path, base: directory), to: base)
  }

  private mutating func loadLabelMap(_ arguments: ParsedArguments, base: String) throws {
    let explicit = arguments.value("--labels")
    var candidate: String?
    if let explicit {
      candidate = explicit
    } else if let configured = configuration.labels {
      candidate = RunInputs.relativeToConfiguration(configured, configuration, base: base)
    } else if let directory = configuration.directory,
      FileManager.default.fileExists(atPath: directory + "/labels.json")
    {
      candidate = PathUtilities.relative(directory + "/labels.json", to: base)
    }
    guard let path = candidate else { return }
    do {
      let bytes = try FileReader.readBytes(
        atPath: PathUtilities.absolute(path, base: base), displayPath: path)
      labelMap = try LabelMap.parse(bytes, file: path)
      labelMapFile = path
    } catch {
      throw CLIError(error.description)
    }
  }

  /// `--captures DIR`, else the configuration's `captures`.
  private mutating func loadCaptures(_ arguments: ParsedArguments, base: String) {
    let folder =
      arguments.value("--captures")
      ?? configuration.captures.map { RunInputs.relativeToConfiguration($0, configuration, base: base) }
    guard let folder else { return }
    (captures, captureErrors) = UICaptureLoader(workingDirectory: base).load(folder)
  }

  /// The subjects: from the label map, else every catalog key.
  func subjects() -> (subjects: [Subject]?, unbound: [LabelMapEntry]) {
    guard let labelMap else { return (nil, []) }
    let bound = SubjectBinder.subjects(from: labelMap, in: catalog)
    return (bound.subjects, bound.unbound)
  }

  /// Prints the errors of unreadable files; whether there were any.
  func reportCatalogErrors() -> Bool {
    for error in catalog.errors + captureErrors { Console.error(error.description) }
    if catalog.files.isEmpty && catalog.errors.isEmpty {
      Console.error("labelcheck: error: no localization files found in \(paths.joined(separator: ", "))")
      return true
    }
    return !catalog.errors.isEmpty || !captureErrors.isEmpty
  }
}
