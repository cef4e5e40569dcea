extension OutputFormat {
  /// The renderer for this format, or `nil` where the format is not available yet (`html`).
  public var reporter: (any Reporter)? {
    switch self {
    case .text: TextReporter()
    case .xcode: XcodeReporter()
    case .json: JSONReporter()
    case .junit: JUnitReporter()
    case .sarif: SARIFReporter()
    case .markdown: MarkdownReporter()
    case .github: GitHubReporter()
    case .html: nil
    }
  }
}
