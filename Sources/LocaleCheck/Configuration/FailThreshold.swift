/// The lowest severity that fails a run (`--fail-on`, config `failOn`).
public enum FailThreshold: String, CaseIterable, Hashable, Sendable {
  case error, warning, note, never

  /// Whether a finding of `severity` fails the run.
  public func fails(_ severity: Severity) -> Bool {
    switch self {
    case .error: severity >= .error
    case .warning: severity >= .warning
    case .note: true
    case .never: false
    }
  }
}
