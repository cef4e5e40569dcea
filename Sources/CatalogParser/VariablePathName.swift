/// How a `%#@name@` variable's name is written in a leaf path (`substitutions.NAME.plural.one`):
/// as it is, or between `@` where it holds a `.` (`substitutions.@file.count@.plural.one`), as
/// Xcode writes such names in XLIFF unit ids, so that a path still splits at its dots. A name
/// never holds `@`: it would end the `%#@name@` that refers to it.
public enum VariablePathName {
  /// The path segment that stands for the variable `name`.
  public static func segment(for name: String) -> String {
    // On the bytes: Foundation's `contains(_:)` cost seconds over a catalog of variables (audit 220).
    name.utf8.contains(UInt8(ascii: ".")) ? "@" + name + "@" : name
  }

  /// The variable name a path segment stands for (`file.count` for `@file.count@`).
  public static func name(ofSegment segment: Substring) -> String {
    guard segment.count > 2, segment.first == "@", segment.last == "@" else { return String(segment) }
    return String(segment.dropFirst().dropLast())
  }

  /// The segment of a variable's name at the start of `rest` (`@file.count@` of
  /// `@file.count@.plural.one`, `days` of `days.plural.one`).
  public static func leadingSegment(of rest: Substring) -> Substring {
    // On the bytes, whose indices are the text's: paths are split for every leaf a rule walks.
    let bytes = rest.utf8
    if bytes.first == UInt8(ascii: "@"), let close = bytes.dropFirst().firstIndex(of: UInt8(ascii: "@")) {
      return rest[...close]
    }
    return rest[..<(bytes.firstIndex(of: UInt8(ascii: ".")) ?? rest.endIndex)]
  }

  /// The segments of `path` split at its dots, a `@…@` name kept whole.
  public static func segments(of path: String) -> [Substring] {
    var result: [Substring] = []
    var rest = path[...]
    while !rest.isEmpty {
      let segment = leadingSegment(of: rest)
      result.append(segment)
      rest = rest[segment.endIndex...]
      if rest.utf8.first == UInt8(ascii: ".") {
        rest = rest.dropFirst()
        // A path that ends in its dot names an empty case (a device form called "").
        if rest.isEmpty { result.append(rest) }
      }
    }
    return result
  }
}
