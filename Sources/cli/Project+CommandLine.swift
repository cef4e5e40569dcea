import LocaleCheck

/// What a command prints about its project, and the reports it must not write.
extension Project {
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

  /// Prints the errors of unreadable files and label-map entries; whether there were any.
  func reportCatalogErrors() -> Bool {
    let errors = catalog.errors + (labelMap?.entryErrors ?? []) + captureErrors
    for error in errors { Console.error(error.description) }
    return !errors.isEmpty
  }

  /// Prints `notices` to standard error, each as `labelcheck: warning: ...` or, at a label-map
  /// entry, `file:line:column: warning: ...`; as GitHub workflow commands where `github` gives
  /// the options of a `github` report.
  static func show(_ notices: [ProjectNotice], github: ReportOptions? = nil) {
    for notice in notices {
      if let github {
        Console.errorCommand(GitHubReporter.command(for: notice, options: github))
      } else {
        Console.error(notice.position == nil ? "labelcheck: \(notice)" : "\(notice)")
      }
    }
  }
}
