/// Paths a walk passes by: vendored dependencies, test fixtures, build output (`"exclude"` in the
/// configuration, `--exclude`), as SwiftLint's `excluded` list does.
///
/// Patterns are globs: `*` is any text within a folder or file name, `?` one character, `**` any
/// number of folders. A pattern without `/` matches a name anywhere (`Fixtures`, `*.generated.strings`);
/// one with `/` matches a path from its base folder (`externals/*`, `App/Tests/**/Resources`).
/// A folder that matches is left out with everything below it.
public struct PathExclusion: Hashable, Sendable {
  /// One pattern and the folder its paths start at (as named, and with its links resolved: a
  /// configuration named through a link, or macOS's `/tmp`, is still the same folder), as path
  /// components.
  private struct Rule: Hashable, Sendable {
    var segments: [Substring]
    var bases: [[Substring]]
    var isAnchored: Bool
    /// Whether the pattern was written from `/`: its base is where it starts, never a folder to
    /// match beside.
    var isAbsolute = false
  }

  private var rules: [Rule] = []

  /// No exclusion.
  public init() {}

  /// Why `pattern` cannot be read, where it uses a shell's alternatives (`{Kit,Other}`), which
  /// these patterns do not know and would match as written, nothing; `nil` for a pattern that can
  /// be read. Brackets match themselves (a folder `Vendor [old]`), as every other character does.
  public static func problem(with pattern: String) -> String? {
    guard let open = pattern.firstIndex(of: "{"),
      let close = pattern[open...].firstIndex(of: "}"), pattern[open..<close].contains(",")
    else { return nil }
    return "exclude pattern '\(pattern)' uses '{…,…}', alternatives that exclude patterns do not read "
      + "(they know *, ? and **): write one pattern for each"
  }

  /// Whether no pattern was given.
  public var isEmpty: Bool { rules.isEmpty }

  /// Adds `patterns`, whose paths start at `base` (an absolute folder); an absolute pattern
  /// starts at `/`, and one starting `./` at `base` even without another `/`; `..` goes up
  /// from `base` (`../App/Fixtures`, run from a folder beside the app).
  public mutating func add(_ patterns: [String], base: String) {
    for pattern in patterns {
      let isAbsolute = pattern.hasPrefix("/")
      let isRelative = pattern.hasPrefix("./")
      let trimmed = isRelative ? pattern.dropFirst(2) : pattern[...]
      var segments = trimmed.split(separator: "/")
      guard !segments.isEmpty else { continue }
      var root = isAbsolute ? "/" : base
      // Leading `..` climb from the base; a pattern is a path from there on.
      while segments.first == "..", root != "/" {
        root = PathUtilities.parent(root)
        segments.removeFirst()
      }
      // An absolute pattern's folders without globs are its base, so that their links are
      // resolved too: `/tmp/x/App/Pods` excludes what a walk names `/private/tmp/x/App/Pods`.
      while isAbsolute, segments.count > 1, let first = segments.first, !Self.isGlob(first), first != ".." {
        root = (root == "/" ? "" : root) + "/" + first
        segments.removeFirst()
      }
      guard !segments.isEmpty else { continue }
      let resolved = PathUtilities.resolvingLinks(root)
      // macOS names `/var`, `/tmp` and `/etc` through links to `/private/...`: a path typed either way.
      let unprivate =
        resolved.hasPrefix("/private/") ? String(resolved.dropFirst("/private".count)) : resolved
      let bases = Set([root, resolved, unprivate]).sorted().map(PathUtilities.components(of:))
      let isAnchored = isAbsolute || isRelative || trimmed.dropLast().contains("/")
      rules.append(Rule(segments: segments, bases: bases, isAnchored: isAnchored, isAbsolute: isAbsolute))
    }
  }

  /// Whether the walk leaves out `path` (absolute).
  public func excludes(_ path: String) -> Bool {
    // Split once: the walk asks about every entry of a project, for every pattern.
    let parts = PathUtilities.components(of: path)
    guard let name = parts.last else { return false }
    return rules.contains { rule in
      guard rule.isAnchored else { return Self.matches(name, rule.segments[0]) }
      let inside = rule.bases.filter { parts.count >= $0.count && parts.starts(with: $0) }
      if !inside.isEmpty {
        return inside.contains { Self.matches(parts[$0.count...], rule.segments[...]) }
      }
      // A path beside the base (`cd tools; labelcheck ../App`) is matched from the folder the
      // two share by a pattern that starts with `**`: never the folders above that, which hold
      // the project (a checkout in `.../Fixtures/`) rather than belong to it.
      guard !rule.isAbsolute, rule.segments.first == "**" else { return false }
      let shared = rule.bases.map { base in zip(parts, base).prefix { $0 == $1 }.count }.max() ?? 0
      return Self.matches(parts[shared...], rule.segments[...])
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

  /// Whether a segment holds a glob character (`*`, `?`).
  private static func isGlob(_ segment: Substring) -> Bool {
    segment.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
  }

  /// Whether one name matches one glob segment (`*`, `?`).
  static func matches(_ name: Substring, _ glob: Substring) -> Bool {
    // Most segments are plain names (`Tests`, `Pods`): compared as they are.
    if !isGlob(glob) { return name == glob }
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
