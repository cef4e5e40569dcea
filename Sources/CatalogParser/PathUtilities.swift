import Foundation

/// Path arithmetic on plain strings, the same on Linux and macOS.
public enum PathUtilities {
  /// `path` made absolute against `base` and with `.`/`..` components resolved.
  public static func absolute(_ path: String, base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        if !components.isEmpty { components.removeLast() }
        continue
      }
      components.append(component)
    }
    return "/" + components.joined(separator: "/")
  }

  /// `path` (absolute) relative to `base` (absolute), with `..` where needed; `.` for `base` itself.
  public static func relative(_ path: String, to base: String) -> String {
    let target = path.split(separator: "/")
    let origin = base.split(separator: "/")
    var common = 0
    while common < target.count && common < origin.count && target[common] == origin[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: origin.count - common)
    let rest = target[common...].map(String.init)
    let parts = ups + rest
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The last path component.
  public static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The path without its last component (`/` for a top-level entry).
  public static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
  }

  /// The extension of the last component, without the dot (empty when there is none).
  public static func pathExtension(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// The last component without its extension.
  public static func stem(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
