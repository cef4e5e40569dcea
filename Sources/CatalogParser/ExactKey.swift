import Foundation

/// A key compared as Foundation compares keys: by its exact Unicode scalars, not by canonical
/// equivalence. "Café" with a composed "é" and with "e" and a combining accent are two keys to
/// the app (a translation filed under the other one is never found), while Swift's `String`
/// equality would make them one.
public struct ExactKey: Hashable, Sendable {
  /// The key as written.
  public var string: String

  /// The key `string`, compared by its scalars.
  public init(_ string: String) { self.string = string }

  /// Whether both are written with the same Unicode scalars.
  public static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
    guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
    var (left, right) = (lhs.string, rhs.string)
    return left.withUTF8 { a in
      right.withUTF8 { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
    }
  }

  /// Hashes the key's UTF-8 bytes.
  public func hash(into hasher: inout Hasher) {
    var bytes = string
    bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Whether two keys are the same key (see `ExactKey`).
  public static func same(_ lhs: String, _ rhs: String) -> Bool { ExactKey(lhs) == ExactKey(rhs) }
}
