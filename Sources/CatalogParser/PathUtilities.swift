import Foundation

/// Path arithmetic on plain strings, the same on Linux and macOS.
///
/// Paths are split at their `/` and `.` bytes, as the file system does, not at `Character`s: a
/// `Character` walk costs tens of thousands of instructions a path, and discovery runs it for
/// every file of a project before any is parsed.
package enum PathUtilities {
  private static let slash = UInt8(ascii: "/")
  private static let dot = UInt8(ascii: ".")

  /// `path` made absolute against `base` and with `.`/`..` components resolved.
  package static func absolute(_ path: String, base: String) -> String {
    let joined = path.utf8.first == slash ? path : base + "/" + path
    var resolved: [Substring] = []
    for component in components(of: joined) {
      if component == "." { continue }
      if component == ".." {
        if !resolved.isEmpty { resolved.removeLast() }
        continue
      }
      resolved.append(component)
    }
    return "/" + resolved.joined(separator: "/")
  }

  /// `path` (absolute) with its symbolic links resolved, also where the file itself does not exist
  /// yet: two spellings of one folder (`/tmp/link/App`, `/real/App`) compare equal this way.
  package static func resolvingLinks(_ path: String) -> String {
    // `realpath`, not `URL.resolvingSymlinksInPath()`: Foundation's cuts a path longer than
    // 1,024 bytes, so a deep folder's real path named another folder and it was not walked.
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    let parent = parent(path)
    guard parent != path, path != "/" else { return path }
    let resolvedParent = resolvingLinks(parent)
    return (resolvedParent == "/" ? "" : resolvedParent) + "/" + lastComponent(path)
  }

  /// Whether anything is at `path`, a link that leads nowhere included (`lstat`): such a link is
  /// an input to report, not an absent one.
  package static func entryExists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Whether `path` is a symbolic link (itself, not what it leads to).
  package static func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// Why the link at `path` leads nowhere, as the system says it ("No such file or directory",
  /// "Too many levels of symbolic links"), or that what it leads to cannot be read.
  package static func brokenLinkReason(_ path: String) -> String {
    var status = stat()
    return stat(path, &status) == 0 ? "it cannot be read" : String(cString: strerror(errno))
  }

  /// Whether `path`'s links loop, so that nothing can be found there nor written through it.
  package static func linksLoop(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) != 0 && errno == ELOOP
  }

  /// `path` (absolute) relative to `base` (absolute), with `..` where needed; `.` for `base` itself.
  package static func relative(_ path: String, to base: String) -> String {
    let target = components(of: path)
    let origin = components(of: base)
    var common = 0
    while common < target.count && common < origin.count && target[common] == origin[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: origin.count - common)
    let rest = target[common...].map(String.init)
    let parts = ups + rest
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The nearest of `folder` (absolute) and its parents that holds an entry named `name` (a
  /// `.labelcheck.json`, a `.git`); `nil` when none does, up to the first folder that holds an
  /// entry named `boundary` (the repository's root, for `.git`), where given.
  package static func nearestFolder(from folder: String, holding name: String, upTo boundary: String? = nil)
    -> String?
  {
    var current = folder
    while true {
      // A link that leads nowhere is found too, and then fails to read with its reason, rather
      // than letting a folder above stand in for it.
      if entryExists((current == "/" ? "" : current) + "/" + name) { return current }
      if current == "/" { return nil }
      if let boundary, entryExists(current + "/" + boundary) { return nil }
      // A relative folder's walk ends at its first component, whose parent is itself (audit 224).
      let next = parent(current)
      if next == current { return nil }
      current = next
    }
  }

  /// The last path component.
  package static func lastComponent(_ path: String) -> String {
    let bytes = path.utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
    guard end > bytes.startIndex else { return path }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash {
      start = bytes.index(before: start)
    }
    return String(path[start..<end])
  }

  /// The path without its last component (`/` for a top-level entry).
  package static func parent(_ path: String) -> String {
    guard let slashIndex = path.utf8.lastIndex(of: slash) else { return "." }
    let parent = String(path[..<slashIndex])
    return parent.isEmpty ? "/" : parent
  }

  /// The extension of the last component, without the dot (empty when there is none).
  package static func pathExtension(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dotIndex = name.utf8.lastIndex(of: dot), dotIndex != name.startIndex else { return "" }
    return String(name[name.utf8.index(after: dotIndex)...])
  }

  /// The last component without its extension.
  package static func stem(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dotIndex = name.utf8.lastIndex(of: dot), dotIndex != name.startIndex else { return name }
    return String(name[..<dotIndex])
  }

  /// The non-empty components of `path`.
  static func components(of path: String) -> [Substring] {
    path.utf8.split(separator: slash).map { Substring($0) }
  }

  /// How many last components the component lists `a` and `b` have in common.
  static func commonEnding(_ a: [Substring], _ b: [Substring]) -> Int {
    zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
  }

  /// Whether folders `a` and `b` (component lists) are one folder seen from two places: they end
  /// in the same two or more folders (`/Users/dev/App/App`, `/work/checkout/App/App`: one
  /// project checked out twice), or are the same path. One folder in common (`Resources`)
  /// tells too little: an app's and its widget's both end so.
  static func endAlike(_ a: [Substring], _ b: [Substring]) -> Bool {
    let common = commonEnding(a, b)
    return common >= 2 || (common == a.count && common == b.count)
  }
}
