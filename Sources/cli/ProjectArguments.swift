import LocaleCheck

/// The project a checking command works on, as its arguments name it: paths, `--config`,
/// `--exclude`, `--labels`, `--captures`, and the flags that change the configuration.
enum ProjectArguments {
  /// Reads the configuration (file, then flags) and the catalogs, and unless `catalogsOnly`
  /// (`inspect`) the label map and the captures; prints the notes on what it left out.
  ///
  /// `baselineFile`: the baseline the command reads or writes, whose folder fingerprints are
  /// relative to where there is no configuration; read (else the configuration's) where
  /// `readsBaseline`. Where no catalog file could be read, the files' errors are thrown unless
  /// `goingOnWhenNothingReadable`.
  static func load(
    _ arguments: ParsedArguments, environment: CLIEnvironment, catalogsOnly: Bool = false,
    baselineFile: String? = nil, readsBaseline: Bool = false, goingOnWhenNothingReadable: Bool = false
  ) throws -> Project {
    var options = ProjectOptions(workingDirectory: environment.workingDirectory)
    options.paths = arguments.positionals
    options.configurationFile = arguments.value("--config")
    options.labelMap = arguments.value("--labels")
    options.captures = arguments.value("--captures")
    options.baselineFile = baselineFile
    options.readsBaseline = readsBaseline
    options.readsCatalogsOnly = catalogsOnly
    do {
      var (configuration, file) = try Project.loadConfiguration(
        file: options.configurationFile, workingDirectory: options.workingDirectory)
      try ConfigurationFlags.apply(arguments, to: &configuration)
      options.exclude = try excludePatterns(arguments)
      let project = try Project.load(options, configuration: configuration, configurationFile: file)
      if project.readsNoCatalog && !goingOnWhenNothingReadable { throw CLIError(project.catalog.errors) }
      if !arguments.has("--quiet") {
        // As workflow commands where the report is `github`'s, as the run's other warnings are.
        let github =
          arguments.value("--format") == OutputFormat.github.rawValue
          ? RepositoryFolder.placing(
            ReportOptions(), runIn: environment.workingDirectory, over: project.absolutePaths) : nil
        Project.show(project.notes, github: github)
      }
      return project
    } catch let error as ProjectError {
      throw CLIError(error.message)
    }
  }

  /// The `--exclude` patterns, each as given (a glob may hold a comma).
  private static func excludePatterns(_ arguments: ParsedArguments) throws -> [String] {
    let patterns = arguments.repeated("--exclude")
    if patterns.contains(where: { $0.trimmingWhitespace.isEmpty }) {
      throw CLIError("--exclude names no path (expected a name or a glob such as externals/* or **/Fixtures)")
    }
    if let problem = patterns.lazy.compactMap(PathExclusion.problem(with:)).first {
      throw CLIError("--exclude: " + problem)
    }
    return patterns
  }
}
