import Foundation

/// Which manifest SwiftPM builds a package with, as its documentation ("Packaging based on the
/// version of Swift") says: a version-specific manifest whose name matches the toolchain
/// (`Package@swift-6.swift` on Swift 6.x), else the newest one whose name is not above the
/// toolchain where it declares a newer `swift-tools-version` than `Package.swift` does, as a
/// package that keeps an old `Package.swift` for old toolchains does (LINE SDK's 5.0
/// `Package.swift` beside the 5.3 manifest that declares `defaultLocalization`); else
/// `Package.swift`.
///
/// The toolchain is taken to be ``assumedToolchain``: labelcheck never runs one.
enum PackageManifestChoice {
  /// The Swift version a package is taken to be built with: the newest release when this was
  /// written (Xcode 26's). A manifest named for a later one (`Package@swift-99.swift`) is skipped
  /// as SwiftPM skips it.
  static let assumedToolchain = [6, 3]

  /// The name of the manifest to read among `names`, the entries of the package folder `folder`.
  static func manifestName(in folder: String, among names: [String]) -> String {
    let toolchain = assumedToolchain
    let versioned = names.compactMap { name in version(ofManifestNamed: name).map { (name, $0) } }
      .filter { !toolchain.lexicographicallyPrecedes($0.1) }
    // A name that the toolchain's version starts with (6.3 or 6) is SwiftPM's first choice,
    // the most specific one first.
    // Literal names, as SwiftPM looks them up (`Package@swift-06.swift` is none of them).
    let keys = [toolchain + [0], toolchain, [toolchain[0]]]
    for key in keys {
      let name = "Package@swift-" + key.map(String.init).joined(separator: ".") + ".swift"
      if names.contains(name) { return name }
    }
    guard let newest = versioned.max(by: { $0.1.lexicographicallyPrecedes($1.1) }) else {
      return "Package.swift"
    }
    let declared = toolsVersion(ofManifestAt: folder + "/Package.swift") ?? [3, 1]
    let newestDeclared = toolsVersion(ofManifestAt: folder + "/" + newest.0) ?? [3, 1]
    return declared.lexicographicallyPrecedes(newestDeclared) ? newest.0 : "Package.swift"
  }

  /// `[5, 3]` for `Package@swift-5.3.swift`, `[5]` for `Package@swift-5.swift`; `nil` for
  /// any other name.
  static func version(ofManifestNamed name: String) -> [Int]? {
    marker(ofManifestNamed: name).map(normalized)
  }

  /// The numbers of a version-specific manifest's name as written: `[6, 0]` for
  /// `Package@swift-6.0.swift`, which SwiftPM matches to Swift 6.0 only, not to every 6.x.
  private static func marker(ofManifestNamed name: String) -> [Int]? {
    let prefix = "Package@swift-"
    let suffix = ".swift"
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
      return nil
    }
    let numbers = name.dropFirst(prefix.count).dropLast(suffix.count).split(
      separator: ".", omittingEmptySubsequences: false)
    // Digits only: `Int` also takes a sign (`+6`), which SwiftPM's pattern does not.
    let parts = numbers.compactMap { $0.allSatisfy { ("0"..."9").contains($0) } ? Int($0) : nil }
    return parts.count == numbers.count && parts.count <= 3 ? parts : nil
  }

  /// The version `// swift-tools-version:5.9` on the manifest's first line declares (`[5, 9]`);
  /// `nil` without one, which SwiftPM reads as 3.1.
  static func toolsVersion(ofManifestAt path: String) -> [Int]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 400)) ?? Data()
    // SwiftPM skips white space before the line and reads its label in any case (review 108).
    let firstLine = String(decoding: head, as: UTF8.self).drop { $0.isWhitespace }
      .prefix { $0 != "\n" && $0 != "\r" }.lowercased()
    guard let range = firstLine.range(of: "swift-tools-version:") else { return nil }
    let text = firstLine[range.upperBound...].drop { $0 == " " }
    let numbers = text.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
    return numbers.isEmpty ? nil : normalized(numbers)
  }

  /// `version` without trailing zeros, so that 5.3 and 5.3.0 compare equal.
  private static func normalized(_ version: [Int]) -> [Int] {
    var version = version
    while version.count > 1, version.last == 0 { version.removeLast() }
    return version
  }
}
