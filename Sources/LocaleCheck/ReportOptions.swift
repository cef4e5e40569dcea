/// How a report is rendered, beyond its content.
public struct ReportOptions: Hashable, Sendable {
  /// ANSI colour (only on a terminal, never with `NO_COLOR` / `--no-color`).
  public var color: Bool
  /// Show every subject's row in text and markdown, not only rows with a finding.
  public var showAll: Bool
  /// Terminal width for the text matrix.
  public var width: Int
  /// The lowest severity that fails the run (`--fail-on`): JUnit reports such findings as
  /// failures, so that the test dashboard agrees with the exit status.
  public var failOn: FailThreshold
  /// The folder the command runs in, as a path from the root of its repository (`""` at the
  /// root, `App/Sources` below it); `nil` outside a repository. SARIF locations and GitHub
  /// annotations are relative to the repository, as code scanning and the Actions runner read
  /// them, also when the command runs in a subfolder: ``RepositoryFolder/path(of:)`` finds it.
  public var folderInRepository: String?
  /// The root of the repository that holds the run's catalogs, as a path from the folder the
  /// command runs in, where that folder lies in no repository (`app` for `labelcheck matrix app`
  /// run above a checkout): SARIF locations and GitHub annotations are read from that root.
  /// ``RepositoryFolder/root(below:holding:)`` finds it.
  public var repositoryRootInFolder: String?

  /// Options that default to plain output: no colour, only rows with a finding, 120 columns,
  /// failing on errors, no repository.
  public init(
    color: Bool = false, showAll: Bool = false, width: Int = 120, failOn: FailThreshold = .error,
    folderInRepository: String? = nil, repositoryRootInFolder: String? = nil
  ) {
    self.color = color
    self.showAll = showAll
    self.width = width
    self.failOn = failOn
    self.folderInRepository = folderInRepository
    self.repositoryRootInFolder = repositoryRootInFolder
  }
}
