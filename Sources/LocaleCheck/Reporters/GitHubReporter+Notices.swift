extension GitHubReporter {
  /// labelcheck's own warning or note as a workflow command (`::warning title=labelcheck::...`, at
  /// its file where it has one), so that a run whose report is `github` annotates it too: a
  /// baseline whose bundle was renamed explains the findings it no longer hides.
  /// GitHub reads workflow commands on standard error as on standard output.
  public static func command(for notice: ProjectNotice, options: ReportOptions) -> String {
    var properties: [String] = []
    if let position = notice.position {
      properties = [
        "file=" + escapeProperty(RepositoryPath.path(of: position.file, options: options)),
        "line=\(max(position.line, 1))", "col=\(max(position.column, 1))",
      ]
    }
    properties.append("title=labelcheck")
    let kind = notice.severity == .note ? "notice" : notice.severity.rawValue
    return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(notice.message))"
  }
}
