/// The development language a project generator's spec declares, for projects whose
/// `.xcodeproj` is generated and not committed: XcodeGen's `project.yml` (`options:
/// developmentLanguage: de`) and Tuist's `Project.swift` (`developmentRegion: "de"`), which
/// become the generated project's `developmentRegion` (audit 273).
enum ProjectGeneratorSpec {
  /// The spec files a folder may hold, as the generators name them by default.
  static let fileNames: Set<String> = ["project.yml", "project.yaml", "Project.swift"]

  /// Whether `text`, a file named `fileName`, is a generator's spec: a Tuist manifest imports
  /// `ProjectDescription` (an app's model may be named `Project.swift`); an XcodeGen spec has
  /// top-level `targets:` or `options:`.
  static func isSpec(_ text: String, fileName: String) -> Bool {
    if fileName == "Project.swift" { return text.contains("import ProjectDescription") }
    return text.split(whereSeparator: \.isNewline).contains {
      $0.hasPrefix("targets:") || $0.hasPrefix("options:")
    }
  }

  /// The language the spec `text` of a file named `fileName` declares, if any.
  static func declared(inSpec text: String, fileName: String) -> LocaleID? {
    fileName == "Project.swift" ? declared(inTuistManifest: text) : declared(inXcodeGenSpec: text)
  }

  /// `developmentLanguage: de` (or `"en-GB"`, `'ja'`) on a line of an XcodeGen spec, its
  /// comments aside; not one whose value is a variable (`${LANGUAGE}`).
  static func declared(inXcodeGenSpec text: String) -> LocaleID? {
    for line in text.split(whereSeparator: \.isNewline) {
      let content = line.drop(while: \.isWhitespace)
      guard content.hasPrefix("developmentLanguage:") else { continue }
      var value = Substring(
        content.dropFirst("developmentLanguage:".count).prefix { $0 != "#" }.trimmingWhitespace)
      if let first = value.first, first == "\"" || first == "'", value.count >= 2, value.last == first {
        value = value.dropFirst().dropLast()
      }
      guard !value.isEmpty, !value.contains("$") else { return nil }
      return LocaleID.declaredLocale(String(value))
    }
    return nil
  }

  /// `developmentRegion: "de"` in a Tuist manifest (`.options(developmentRegion: "de")`), its
  /// comments aside.
  static func declared(inTuistManifest text: String) -> LocaleID? {
    let code = SwiftComments.removed(from: text)
    guard let label = code.range(of: "developmentRegion") else { return nil }
    return PackageDefaultLocalization.quotedTag(code[label.upperBound...], afterDefault: false)
  }
}
