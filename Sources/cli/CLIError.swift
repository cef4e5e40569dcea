import LocaleCheck

/// A reason to stop with exit status 2: a usage error or input that cannot be read.
struct CLIError: Error, CustomStringConvertible {
  var message: String
  /// Whether `message` is diagnostics already written one per line (`file:line:column: error:
  /// ...`, each escaped): printed as they are, their line breaks kept.
  var isDiagnosticLines = false

  init(_ message: String) { self.message = message }

  /// The errors of files that could not be read, one line each.
  init(_ errors: [CatalogError]) {
    self.message = errors.map(\.description).joined(separator: "\n")
    self.isDiagnosticLines = true
  }

  var description: String { message }
}
