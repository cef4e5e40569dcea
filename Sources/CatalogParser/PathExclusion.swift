/// Paths a walk passes by: vendored dependencies, test fixtures, build output (`"exclude"` in the
/// configuration, `--exclude`), as SwiftLint's `excluded` list does.
///
/// Patterns are globs: `*` is any text within a folder or file name, `?` one character, `**` any
/// number of folders. A pattern without `/` matches a name anywhere (`Fixtures`, `*.generated.strings`);
/// one with `/` matches a path from its base folder (`externals/*`, `App/Tests/**/Resources`).
/// A folder that matches is left out with everything below it.
public struct PathExclusion: Hashable, Sendable {
  /// One pattern and the folder its paths start at (as named, and with its links resolved: a
  /// configuration named through a link, or macOS's `/tmp`, is still the same folder).
  private struct Rule: Hashable, Sendable {
    var segments: [Substring]
    var bases: [String]
    var isAnchored: Bool
  }

  private var rules: [Rule] = []

  /// No exclusion.
  public init() {}

  /// Whether no pattern was given.
  public var isEmpty: Bool { rules.isEmpty }

  /// Adds `patterns`, whose paths start at `base` (an absolute folder); an absolute pattern
  /// starts at `/`, and one starting `./` at `base` even without another `/`.
  public mutating func add(_ patterns: [String], base: String) {
    for pattern in patterns {
      let isAbsolute = pattern.hasPrefix("/")
      let isRelative = pattern.hasPrefix("./")
      let trimmed = isRelative ? pattern.dropFirst(2) : pattern[...]
      let segments = trimmed.split(separator: "/")
      guard !segments.isEmpty else { continue }
      let root = isAbsolute ? "/" : base
      let bases = Array(Set([root, PathUtilities.resolvingLinks(root)]))
      let isAnchored = isAbsolute || isRelative || trimmed.dropLast().contains("/")
      rules.append(Rule(segments: segments, bases: bases.sorted(), isAnchored: isAnchored))
    }
  }

  /// Whether the walk leaves out `path` (absolute).
  public func excludes(_ path: String) -> Bool {
    rules.contains { rule in
      guard rule.isAnchored else {
        return PathUtilities.components(of: path).last.map { Self.matches(Substring($0), rule.segments[0]) }
          ?? false
      }
      return rule.bases.contains { base in
        let relative = PathUtilities.relative(path, to: base)
        guard !relative.hasPrefix("../"), relative != ".." else { return false }
        let parts = relative.split(separator: "/").filter { $0 != "." }
        return Self.matches(parts[...], rule.segments[...])
      }
    }
  }

  /// Whether the path `parts` matches the pattern `segments` (`**` is any number of parts).
  private static func matches(_ parts: ArraySlice<Substring>, _ segments: ArraySlice<Substring>) -> Bool {
    guard let segment = segments.first else { return parts.isEmpty }
    if segment == "**" {
      let rest = segments.dropFirst()
      return parts.indices.contains { matches(parts[$0...], rest) } || matches(parts[parts.endIndex...], rest)
    }
    guard let part = parts.first, matches(part, segment) else { return false }
    return matches(parts.dropFirst(), segments.dropFirst())
  }

  /// Whether one name matches one glob segment (`*`, `?`).
  static func matches(_ name: Substring, _ glob: Substring) -> Bool {
    let name = Array(name.unicodeScalars)
    let glob = Array(glob.unicodeScalars)
    // The classic two-pointer match, with the last `*` to fall back to.
    var (nameIndex, globIndex) = (0, 0)
    var star: (glob: Int, name: Int)?
    while nameIndex < name.count {
      if globIndex < glob.count && (glob[globIndex] == "?" || glob[globIndex] == name[nameIndex]) {
        nameIndex += 1
        globIndex += 1
      } else if globIndex < glob.count && glob[globIndex] == "*" {
        star = (globIndex, nameIndex)
        globIndex += 1
      } else if let last = star {
        star = (last.glob, last.name + 1)
        (nameIndex, globIndex) = (last.name + 1, last.glob + 1)
      } else {
        return false
      }
    }
    return glob[globIndex...].allSatisfy { $0 == "*" }
  }
}
