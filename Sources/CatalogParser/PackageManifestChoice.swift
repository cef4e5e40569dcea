import Foundation

/// Which manifest SwiftPM builds a package with: a version-specific one (`Package@swift-5.3.swift`)
/// where one is newer than `Package.swift`'s `swift-tools-version`, as a package that keeps an
/// old `Package.swift` for old toolchains does (audit 130: LINE SDK's 5.0 `Package.swift` beside
/// the 5.3 manifest that declares `defaultLocalization`); else `Package.swift`.
///
/// A current toolchain (newer than any manifest's version) picks the version-specific manifest of
/// the highest version, unless `Package.swift` declares a tools version at least as high.
enum PackageManifestChoice {
  /// The name of the manifest to read among `names`, the entries of the package folder `folder`.
  static func manifestName(in folder: String, among names: [String]) -> String {
    let versioned = names.compactMap { name in version(ofManifestNamed: name).map { (name, $0) } }
    guard let newest = versioned.max(by: { $0.1.lexicographicallyPrecedes($1.1) }) else {
      return "Package.swift"
    }
    let declared = toolsVersion(ofManifestAt: folder + "/Package.swift") ?? [3, 1]
    return declared.lexicographicallyPrecedes(newest.1) ? newest.0 : "Package.swift"
  }

  /// `[5, 3]` for `Package@swift-5.3.swift`, `[5]` for `Package@swift-5.swift`; `nil` for
  /// any other name.
  static func version(ofManifestNamed name: String) -> [Int]? {
    let prefix = "Package@swift-"
    let suffix = ".swift"
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
      return nil
    }
    let numbers = name.dropFirst(prefix.count).dropLast(suffix.count).split(
      separator: ".", omittingEmptySubsequences: false)
    let parts = numbers.compactMap { Int($0) }
    return parts.count == numbers.count && parts.count <= 3 ? normalized(parts) : nil
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
