import Foundation

/// The development language a Swift package declares for its targets' resources
/// (`defaultLocalization: "de"` in `Package.swift`): the language of `Bundle.module`'s
/// `.lproj` tables, as a String Catalog's `sourceLanguage` is of the catalog.
enum PackageDefaultLocalization {
  /// The declared source locale of each bundle (by its name in reports) whose folder is below a
  /// package's `Sources` folder, where the package's manifest names one (`de`, `zh-Hans`, or a
  /// region's `en_US`, which the merger reads as the bundle's closest folder).
  static func sourceLocales(of bundles: [(folder: String, bundle: String)]) -> [String: LocaleID] {
    var manifests: [String: LocaleID?] = [:]
    var result: [String: LocaleID] = [:]
    var seen: Set<String> = []
    for (folder, bundle) in bundles where seen.insert(bundle).inserted {
      guard let root = packageRoot(of: folder) else { continue }
      if manifests[root] == nil { manifests[root] = declared(inManifestAt: root + "/Package.swift") }
      if let locale = manifests[root] ?? nil { result[bundle] = locale }
    }
    return result
  }

  /// The folder above the nearest `Sources` folder that holds `folder`, where it has a
  /// `Package.swift`.
  private static func packageRoot(of folder: String) -> String? {
    guard let range = folder.range(of: "/Sources/", options: .backwards) else { return nil }
    let root = String(folder[..<range.lowerBound])
    return FileManager.default.fileExists(atPath: root + "/Package.swift") ? root : nil
  }

  private static func declared(inManifestAt path: String) -> LocaleID? {
    guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
    return declared(inManifest: String(decoding: data, as: UTF8.self))
  }

  /// The language `defaultLocalization: "de"` (or `LanguageTag("de")`) names in a manifest.
  static func declared(inManifest text: String) -> LocaleID? {
    guard let label = text.range(of: "defaultLocalization") else { return nil }
    let after = text[label.upperBound...].prefix(40)
    guard let open = after.firstIndex(of: "\""),
      after[..<open].allSatisfy({ $0 == ":" || $0.isWhitespace || $0.isLetter || $0 == "(" || $0 == "." }),
      let close = after[after.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return LocaleID.declaredLocale(String(after[after.index(after: open)..<close]))
  }
}
