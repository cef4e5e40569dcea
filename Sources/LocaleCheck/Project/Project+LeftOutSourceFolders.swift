import CatalogParser
import Foundation

/// A warning where a path of the run is one locale's `.lproj` folder, or a file in one, whose
/// bundle's source-language folder is beside it but not read: the locale's keys then stand as
/// their own source text and nothing is compared with the source, so `labelcheck matrix
/// App/de.lproj` passed green where `labelcheck matrix App --locales de` had errors (audit 259).
extension Project {
  /// One warning per bundle whose locale folders are paths without its source folder, naming
  /// that folder and the run that checks those locales. The paths are the command line's, the
  /// configuration's, or the working folder itself (a run inside `de.lproj`; review 178).
  func leftOutSourceFolderWarnings(base: String) -> [ProjectNotice] {
    var bundles: [String] = []
    var named: [String: [(path: String, isFolder: Bool, locale: LocaleID)]] = [:]
    for path in paths {
      let absolute = PathUtilities.absolute(path, base: base)
      guard let (folder, locale) = Self.localeFolder(holding: absolute),
        locale != catalog.sourceLocale, locale != .base
      else { continue }
      let bundle = PathUtilities.parent(folder)
      if named[bundle] == nil { bundles.append(bundle) }
      named[bundle, default: []].append((path, absolute == folder, locale))
    }
    // Only a run over a locale's folder asks which folders it read.
    guard !bundles.isEmpty else { return [] }
    let readFolders = Set(catalog.files.map { PathUtilities.parent(PathUtilities.absolute($0, base: base)) })
    return bundles.compactMap { bundle -> ProjectNotice? in
      guard
        let source = Self.sourceFolders(in: bundle, sourceLocale: catalog.sourceLocale).first(where: {
          !readFolders.contains($0)
        }), let paths = named[bundle]
      else { return nil }
      let shown = { (absolute: String) in PathUtilities.relative(absolute, to: base) }
      let locales = paths.map(\.locale).uniquedInOrder()
      let what =
        paths.count == 1
        ? "\(paths[0].path) is \(paths[0].isFolder ? "" : "in ")one locale's folder"
        : "\(paths.map(\.path).joined(separator: ", ")) are in locale folders"
      let names = locales.map(\.identifier).joined(separator: ", ")
      return ProjectNotice(
        .warning,
        "\(what): \(shown(source)), \(paths.count == 1 ? "its" : "their") bundle's source-language folder, is not among the paths, so "
          + "the keys of \(names) stand as their own source text and nothing is compared with \(catalog.sourceLocale); "
          + "check \(shown(bundle)) with --locales \(locales.map(\.identifier).joined(separator: ","))")
    }
  }

  /// The `.lproj` folder `path` is or is in (one level: a table's file) with its locale, or `nil`.
  private static func localeFolder(holding path: String) -> (folder: String, locale: LocaleID)? {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    for folder in [trimmed, PathUtilities.parent(trimmed)] {
      if let locale = LocaleID.ofLProjFolder(named: folder) { return (folder, locale) }
    }
    return nil
  }

  /// The folders of `bundle` that hold its source language's `.strings` or `.stringsdict` files
  /// (`en.lproj`, `English.lproj`, `Base.lproj`).
  private static func sourceFolders(in bundle: String, sourceLocale: LocaleID) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
    return names.sorted().compactMap { name -> String? in
      guard name.hasSuffix(".lproj") else { return nil }
      let folder = bundle + "/" + name
      guard let locale = LocaleID.ofLProjFolder(named: folder),
        locale == sourceLocale || locale == .base,
        let files = try? FileManager.default.contentsOfDirectory(atPath: folder),
        files.contains(where: { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") })
      else { return nil }
      return folder
    }
  }
}
