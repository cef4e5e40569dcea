import CatalogParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The file a report written to a path replaces: the path itself, or the file its links lead to,
/// also one not written yet, as the shell's `>` writes through a link.
enum OutputTarget {
  /// The real path a report to `absolute` goes to; `path` names it in errors. A chain of links
  /// is followed to its end; links that loop, or lead to a folder (`missing/`), are refused.
  static func resolve(_ absolute: String, displayPath path: String) throws -> String {
    var status = stat()
    if stat(absolute, &status) == 0 { return PathUtilities.resolvingLinks(absolute) }
    var current = absolute
    for _ in 0..<maximumLinks {
      guard PathUtilities.isSymbolicLink(current), let destination = linkDestination(current)
      else { return current }
      if destination.hasSuffix("/") {
        throw CLIError("cannot write '\(path)': its link leads to a folder ('\(destination)')")
      }
      // Relative to the folder the link is really in, which a link above it may have moved.
      current = PathUtilities.absolute(
        destination, base: PathUtilities.resolvingLinks(PathUtilities.parent(current)))
    }
    throw CLIError("cannot write '\(path)': its links loop")
  }

  /// What the link at `path` holds, as written.
  private static func linkDestination(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    buffer[count] = 0
    return String(cString: buffer)
  }

  /// As many links as the system follows in one path (Linux's and macOS's `MAXSYMLINKS` is 40, 32).
  private static let maximumLinks = 32
}
