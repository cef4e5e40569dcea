import Foundation

/// The user's home folder, for a `~` the shell left as it is (after `=`, or inside `FORMAT:PATH`).
enum HomeFolder {
  /// `path` with a leading `~` or `~/` read as the home folder (`HOME`); unchanged otherwise, and
  /// where `HOME` is not set.
  static func expandingTilde(_ path: String) -> String {
    guard path == "~" || path.hasPrefix("~/"),
      let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty
    else { return path }
    return home + path.dropFirst()
  }
}
