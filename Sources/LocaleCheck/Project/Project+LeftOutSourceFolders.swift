import CatalogParser
import Foundation

/// A warning where a path of the run is one locale's `.lproj` folder, or a file in one, whose
/// bundle's source-language folder is beside it but not read: the locale's keys then stand as
/// their own source text and nothing is compared with the source, so `labelcheck matrix
/// App/de.lproj` passed green where `labelcheck matrix App --locales de` had errors (audit 259).
extension Project {
  /// One warning per such path, naming the source folder left out and the run that checks it.
  func leftOutSourceFolderWarnings(base: String) -> [ProjectNotice] {
    let readFolders = Set(catalog.files.map { PathUtilities.parent(PathUtilities.absolute($0, base: base)) })
    var warnedBundles: Set<String> = []
    return paths.compactMap { path -> ProjectNotice? in
      let absolute = PathUtilities.absolute(path, base: base)
      guard let folder = Self.localeFolder(holding: absolute),
        let locale = LocaleID.ofLProjFolder(holding: folder + "/_"),
        locale != catalog.sourceLocale, locale != .base
      else { return nil }
      let bundle = PathUtilities.parent(folder)
      guard
        let source = Self.sourceFolders(in: bundle, sourceLocale: catalog.sourceLocale).first(where: {
          !readFolders.contains($0)
        }),
        warnedBundles.insert(bundle).inserted
      else { return nil }
      let shown = { (absolute: String) in PathUtilities.relative(absolute, to: base) }
      return ProjectNotice(
        .warning,
        "\(path) is \(absolute == folder ? "" : "in ")one locale's folder: \(shown(source)), its bundle's "
          + "source-language folder, is not among the paths, so \(locale)'s keys stand as their own source "
          + "text and nothing is compared with \(catalog.sourceLocale); check \(shown(bundle)) with --locales "
          + "\(locale)")
    }
  }

  /// The `.lproj` folder `path` is or is in (one level: a table's file), or `nil`.
  private static func localeFolder(holding path: String) -> String? {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    if trimmed.hasSuffix(".lproj") { return trimmed }
    let parent = PathUtilities.parent(trimmed)
    return parent.hasSuffix(".lproj") ? parent : nil
  }

  /// The folders of `bundle` that hold its source language's `.strings` or `.stringsdict` files
  /// (`en.lproj`, `English.lproj`, `Base.lproj`).
  private static func sourceFolders(in bundle: String, sourceLocale: LocaleID) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
    return names.sorted().compactMap { name -> String? in
      guard name.hasSuffix(".lproj") else { return nil }
      let folder = bundle + "/" + name
      guard let locale = LocaleID.ofLProjFolder(holding: folder + "/_"),
        locale == sourceLocale || locale == .base,
        let files = try? FileManager.default.contentsOfDirectory(atPath: folder),
        files.contains(where: { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") })
      else { return nil }
      return folder
    }
  }
}
