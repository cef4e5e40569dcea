/// How serious a finding is; `error` findings fail the run by default.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders by seriousness: `note` < `warning` < `error`.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
