import Foundation
import LocaleCheck

/// What a checking command works on: configuration (file, then flags), catalog, label map and captures.
struct RunInputs {
  var configuration: Configuration
  var paths: [String]
  var catalog: Catalog
  var labelMap: LabelMap?
  /// Where the label map was read from, as given.
  var labelMapPath: String?
  var captures: [UICapture] = []
  var captureErrors: [CatalogError] = []
  /// The files this run reads (absolute paths), with what each is: a report must not replace one.
  var inputFiles: [String: String] = [:]
  /// Whether no catalog file could be read (only where the command asked to go on then): nothing
  /// was checked, and only the reports that record unreadable files are worth writing.
  var nothingReadable = false

  /// Resolves the configuration and reads the catalogs, and unless `catalogsOnly` (`inspect`) the
  /// label map and the captures. `baselineFile`: the baseline the command reads or writes, whose
  /// folder fingerprints are relative to where there is no configuration.
  static func load(
    _ arguments: ParsedArguments, environment: CLIEnvironment, catalogsOnly: Bool = false,
    baselineFile: String? = nil, goingOnWhenNothingReadable: Bool = false
  ) throws -> RunInputs {
    let (configuration, configurationFile) = try loadConfiguration(arguments, environment: environment)
    var inputs = try loadCatalogs(
      arguments, configuration: configuration, baselineFile: baselineFile, environment: environment)
    if inputs.nothingReadable && !goingOnWhenNothingReadable { throw CLIError(inputs.catalog.errors) }
    let base = environment.workingDirectory
    if let configurationFile { inputs.inputFiles[configurationFile] = "the configuration" }
    for file in inputs.catalog.files {
      inputs.inputFiles[PathUtilities.absolute(file, base: base)] = "a catalog"
    }
    // Without catalogs every identifier of the label map would be reported unbound.
    if catalogsOnly || inputs.nothingReadable { return inputs }
    let locations = InputLocations.resolve(
      arguments, configuration: inputs.configuration, paths: inputs.paths, base: base)
    try inputs.loadLabelMap(locations.labels, base: base)
    try inputs.loadCaptures(locations.captures, explicit: arguments.value("--captures") != nil, base: base)
    return inputs
  }

  /// Refuses report files that would replace a file this run reads (a catalog, the configuration,
  /// the label map, a capture): the report would be written over the input without a word.
  func refuseReports(to paths: [String], base: String) throws {
    guard paths.contains(where: { $0 != "-" }) else { return }
    // Compared as real paths: an input read through a link is the same file as its target.
    var inputs: [String: String] = [:]
    for (path, kind) in inputFiles { inputs[PathUtilities.resolvingLinks(path)] = kind }
    for path in paths where path != "-" {
      if let kind = inputs[PathUtilities.resolvingLinks(PathUtilities.absolute(path, base: base))] {
        throw CLIError("'\(path)' is \(kind) this run reads; a report written there would replace it")
      }
    }
  }

  /// Applies the flags to `configuration` and reads the catalogs.
  private static func loadCatalogs(
    _ arguments: ParsedArguments, configuration: Configuration, baselineFile: String?,
    environment: CLIEnvironment
  ) throws -> RunInputs {
    var configuration = configuration
    try apply(arguments, to: &configuration)
    let base = environment.workingDirectory
    let paths = catalogPaths(arguments, configuration, base: base)
    // Bundles are shown relative to the working folder (SPEC section 2) but fingerprinted
    // relative to the configuration's, so that its baseline matches from any folder; without a
    // configuration (run from the repository's root, above it), relative to the baseline's;
    // without either, to the repository's root, so that code scanning's alerts stay the same
    // from whichever folder a pipeline runs the command.
    let project =
      configuration.directory
      ?? baselineFile.map { baselineFolder(of: $0, base: base) }
      ?? PathUtilities.nearestFolder(from: base, holding: ".git")
    var loader = CatalogLoader(workingDirectory: base, projectDirectory: project)
    loader.exclusion.add(configuration.exclude, base: configuration.directory ?? base)
    loader.exclusion.add(try excludePatterns(arguments), base: base)
    let catalog = loader.load(paths: paths, sourceLocale: configuration.sourceLocale)
    // Checked before any report: "No problems in 0 locales" or an empty baseline would read as success,
    // and with paths that do not exist every identifier of the label map would be reported unbound.
    // Where no file could be read, a report would say "No problems" about nothing.
    if catalog.readsNoFile {
      if !catalog.errors.isEmpty {
        var inputs = RunInputs(configuration: configuration, paths: paths, catalog: catalog)
        inputs.nothingReadable = true
        return inputs
      }
      throw CLIError(
        "no localization files found in \(paths.joined(separator: ", ")) (looked for *.xcstrings, "
          + "*.lproj/*.strings, *.lproj/*.stringsdict, *.xliff, *.xlf and *.xcloc)")
    }
    return RunInputs(configuration: configuration, paths: paths, catalog: catalog)
  }

  /// The folder a baseline's fingerprints are relative to: its own, or the working folder for a
  /// baseline written to standard output or read through a device or pipe (`--output -`,
  /// `/dev/stdout`, `<(...)`), which is saved there as a rule (`baseline --output - > FILE`).
  private static func baselineFolder(of file: String, base: String) -> String {
    let absolute = PathUtilities.absolute(file, base: base)
    if file == "-" || absolute.hasPrefix("/dev/") || absolute.hasPrefix("/proc/") { return base }
    return PathUtilities.parent(absolute)
  }

  /// The `--exclude` patterns, each as given (a glob may hold a comma).
  private static func excludePatterns(_ arguments: ParsedArguments) throws -> [String] {
    let patterns = arguments.repeated("--exclude")
    if patterns.contains(where: { $0.trimmingWhitespace.isEmpty }) {
      throw CLIError("--exclude names no path (expected a name or a glob such as externals/* or **/Fixtures)")
    }
    return patterns
  }

  /// The positional paths, else the configuration's, else the current folder.
  private static func catalogPaths(_ arguments: ParsedArguments, _ configuration: Configuration, base: String)
    -> [String]
  {
    if !arguments.positionals.isEmpty { return arguments.positionals }
    if configuration.paths.isEmpty { return ["."] }
    return configuration.paths.map { relativeToConfiguration($0, configuration, base: base) }
  }

  /// The configuration (empty without a file) and its file's absolute path.
  private static func loadConfiguration(_ arguments: ParsedArguments, environment: CLIEnvironment) throws
    -> (Configuration, String?)
  {
    let base = environment.workingDirectory
    let path: String
    if let explicit = arguments.value("--config") {
      path = PathUtilities.absolute(explicit, base: base)
      // Only a name with nothing there is "no such file": a link that leads nowhere or loops is
      // read, and fails with its reason.
      guard PathUtilities.entryExists(path) else {
        throw CLIError("\(explicit):1:1: error: no such configuration file")
      }
    } else if let found = ConfigurationLoader.find(from: base) {
      path = found
    } else {
      return (Configuration(), nil)
    }
    do {
      return (
        try ConfigurationLoader.load(path: path, displayPath: PathUtilities.relative(path, to: base)), path
      )
    } catch {
      throw CLIError(error.description)
    }
  }

  /// Command-line flags win over the configuration file.
  private static func apply(_ arguments: ParsedArguments, to configuration: inout Configuration) throws {
    let locales = arguments.list("--locales")
    if arguments.value("--locales") != nil && locales.isEmpty {
      throw CLIError("--locales names no locale (expected a list such as de,es,pt-BR)")
    }
    let sourceLocale = arguments.value("--source-locale")
    for (flag, value) in locales.map({ ("--locales", $0) })
      + (sourceLocale.map { [("--source-locale", $0)] } ?? [])
    where !LocaleID.isWellFormed(value) {
      throw CLIError(
        "invalid \(flag) '\(ControlCharacters.escaped(value))' (expected a locale such as de, pt-BR or zh-Hans)"
      )
    }
    if let base = (locales + [sourceLocale].compactMap { $0 }).first(where: { LocaleID($0) == .base }) {
      throw CLIError(
        "'\(base)' is no locale: Base.lproj holds the source language's text (see --source-locale)")
    }
    // Each value on its own: `--rule "$RULES"` with an empty variable must not be dropped unseen.
    for flag in ["--rule", "--disable"]
    where arguments.repeated(flag).contains(where: {
      $0.split(separator: ",").allSatisfy { $0.trimmingWhitespace.isEmpty }
    }) {
      throw CLIError(
        "\(flag) names no rule (expected a rule id such as missing-translation; see 'labelcheck rules')")
    }
    if !locales.isEmpty { configuration.locales = locales.map(LocaleID.init) }
    if let sourceLocale { configuration.sourceLocale = LocaleID(sourceLocale) }
    for id in arguments.list("--rule") + arguments.list("--disable")
    where RuleRegistry.descriptor(for: id) == nil {
      throw CLIError("unknown rule id '\(id)'\(RuleRegistry.suggestion(for: id)); see 'labelcheck rules'")
    }
    if let both = arguments.list("--rule").first(where: arguments.list("--disable").contains) {
      throw CLIError("'\(both)' is given to both --rule and --disable; keep one")
    }
    configuration.onlyRules = arguments.list("--rule")
    for id in arguments.list("--disable") { configuration.rules[id, default: RuleSetting()].enabled = false }
    if let failOn = arguments.value("--fail-on") {
      let choice = try OptionChoice.parse(
        failOn, among: FailThreshold.allCases.map(\.rawValue), option: "--fail-on")
      configuration.failOn = FailThreshold(rawValue: choice) ?? .error
    }
  }

  static func relativeToConfiguration(_ path: String, _ configuration: Configuration, base: String) -> String
  {
    guard let directory = configuration.directory else { return path }
    return PathUtilities.relative(PathUtilities.absolute(path, base: directory), to: base)
  }

  private mutating func loadLabelMap(_ path: String?, base: String) throws {
    guard let path else { return }
    do {
      let bytes = try FileReader.readBytes(
        atPath: PathUtilities.absolute(path, base: base), displayPath: path)
      labelMap = try LabelMap.parse(bytes, file: path)
      labelMapPath = path
      inputFiles[PathUtilities.absolute(path, base: base)] = "the label map"
    } catch {
      throw CLIError(error.description)
    }
  }

  private mutating func loadCaptures(_ folder: String?, explicit: Bool, base: String) throws {
    guard let folder else { return }
    // A folder named on the command line must exist, like `--labels`: stop before any report.
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(
      atPath: PathUtilities.absolute(folder, base: base), isDirectory: &isFolder)
    if explicit && !exists { throw CLIError("\(folder):1:1: error: captures folder not found") }
    if exists && !isFolder.boolValue {
      throw CLIError(
        "\(folder):1:1: error: captures must be a folder (captures/<locale>/<screen>.txt), not a file")
    }
    (captures, captureErrors) = UICaptureLoader(workingDirectory: base).load(folder)
    for capture in captures { inputFiles[PathUtilities.absolute(capture.file, base: base)] = "a capture" }
  }

  /// Runs the matrix: the label map's subjects (else every catalog key), the captures, the baseline.
  func check(baseline: Baseline? = nil) -> Report {
    LocaleChecker(configuration: configuration).check(
      catalog, labelMap: labelMap, captures: captures, captureErrors: captureErrors, baseline: baseline)
  }

  /// Warns about requested locales whose language no file has: most likely a typo (`--locales de,ed`),
  /// which would otherwise show as a column of missing translations.
  func warnAboutUnknownLocales() {
    // Without requested locales there is nothing to warn about, and no need to list the
    // catalog's (a pass over every value).
    guard !configuration.locales.isEmpty || configuration.sourceLocale != nil else { return }
    let catalogLocales = catalog.locales
    guard !catalogLocales.isEmpty else { return }
    let languages = Set(catalogLocales.map(\.language))
    let found = catalogLocales.map(\.identifier).joined(separator: ", ")
    // Through the fallback chain: `no` reads `nb`, `ars` reads `ar`, `wuu` reads `zh-Hans`.
    for locale in configuration.locales
    where !ParentLocales.fallbackChain(for: locale).contains(where: { languages.contains($0.language) }) {
      if locale.language == "qqq" {
        Console.error(
          "labelcheck: warning: 'qqq' is translatewiki.net's message documentation, read as the keys' "
            + "comments, not a locale users can choose; all its labels are reported missing")
        continue
      }
      Console.error(
        "labelcheck: warning: no file has locale '\(locale)' or its language (found: \(found)); "
          + "all its labels are reported missing")
    }
    if let source = configuration.sourceLocale, !languages.contains(source.language) {
      Console.error(
        "labelcheck: warning: no file has the source locale '\(source)' or its language (found: \(found)); "
          + "the keys stand in for its text")
    }
  }

  /// Warns when captures were read but none of their identifiers became a subject: the report's
  /// "no problems" would otherwise read as if the labels had been checked.
  func warnAboutCapturesWithoutSubjects(in report: Report) {
    guard !captures.isEmpty, report.summary.subjects == 0 else { return }
    let count = captures.count
    Console.error(
      "labelcheck: warning: no identifier of the \(count) \(count == 1 ? "capture" : "captures") "
        + "binds to a catalog key, so no label was checked; bind them in a label map (--labels)")
  }

  /// Warns about a label map without identifiers: its subjects are none, so the run checks
  /// nothing, and a stub `labels.json` beside the configuration would make the gate a no-op.
  func warnAboutEmptyLabelMap() {
    guard let labelMap, labelMap.entries.isEmpty, let labelMapPath else { return }
    Console.error(
      "labelcheck: warning: the label map \(labelMapPath) has no identifiers, so no label was checked; "
        + "add identifiers, or remove it to check every catalog key")
  }

  /// Warns about `.lproj` folders of one bundle that name the same locale (`pt-BR`, `pt_BR`).
  func warnAboutLocaleFolderCollisions() {
    for collision in LocaleFolderCollision.find(in: catalog.files) {
      Console.error(
        "labelcheck: warning: \(collision.folders.joined(separator: " and ")) both hold \(collision.locale); "
          + "the app reads only one of them")
    }
  }

  /// Prints the errors of unreadable files; whether there were any.
  func reportCatalogErrors() -> Bool {
    for error in catalog.errors + captureErrors { Console.error(error.description) }
    return !catalog.errors.isEmpty || !captureErrors.isEmpty
  }
}
