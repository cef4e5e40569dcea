import Dispatch
import Foundation

/// Finds, reads and merges localization files into one `Catalog`.
///
/// Files are parsed in parallel (model building dominates on catalogs with many files) and merged
/// as they arrive, in discovery order, so the result does not depend on scheduling and each
/// file's own model is dropped once merged. A file that fails to parse is reported and the others
/// are still read.
public struct CatalogLoader: Sendable {
  /// The folder paths are resolved against and shown relative to.
  public var workingDirectory: String
  /// The project folder (the configuration's), which ``Catalog/projectBundles`` are relative to;
  /// `nil` for the working folder.
  public var projectDirectory: String?
  /// Paths the walk passes by (`"exclude"`, `--exclude`).
  public var exclusion = PathExclusion()

  /// A loader that resolves paths against `workingDirectory` (the current folder by default), with
  /// ``Catalog/projectBundles`` relative to `projectDirectory` (the working folder when `nil`).
  public init(
    workingDirectory: String = FileManager.default.currentDirectoryPath, projectDirectory: String? = nil
  ) {
    self.workingDirectory = workingDirectory
    self.projectDirectory = projectDirectory
  }

  /// Loads every localization file below `paths`.
  ///
  /// - Parameter sourceLocale: the source language to use instead of the one the files declare.
  public func load(paths: [String], sourceLocale: LocaleID? = nil) -> Catalog {
    var discovery = CatalogDiscovery(workingDirectory: workingDirectory)
    discovery.exclusion = exclusion
    let (files, discoveryErrors) = discovery.discover(paths)
    let merge = OrderedMerge()
    let tableBundles = files.filter { $0.format == .strings || $0.format == .stringsdict }.compactMap {
      file in
      CatalogDiscovery.bundleFolder(of: file).map { ($0, file.context.bundle) }
    }
    let packages = PackageDefaultLocalization.declarations(
      of: tableBundles, workingDirectory: discovery.workingDirectory)
    merge.declareSourceLocales(packages.sourceLocales)
    merge.declareProjectDevelopmentRegions(
      XcodeProjectDevelopmentRegion.sourceLocales(
        of: tableBundles, workingDirectory: discovery.workingDirectory, roots: paths))
    // Locale files of one table repeat its keys (and XLIFF its source texts and notes): each file
    // reuses the strings of the first one parsed rather than allocating its own copies.
    let shared = SharedStrings()
    let bundles = BundleLocator(files: files, workingDirectory: discovery.workingDirectory)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let result = Result { () throws(CatalogError) in
        var parsed = try CatalogFileParser.parse(files[index], sharing: shared)
        if files[index].format == .xliff { bundles.relocate(&parsed) }
        return parsed
      }
      if case .success(let parsed) = result { shared.offer(parsed) }
      merge.deliver(result, at: index)
    }
    var catalog = merge.catalog(
      files: files.map(\.context.displayPath), errors: discoveryErrors, sourceLocale: sourceLocale)
    catalog.projectBundles = projectBundles(of: files, workingDirectory: discovery.workingDirectory)
    catalog.undeclaredPackageLocalizations = packages.undeclared
    let failed = Set(catalog.errors.map(\.position.file)).subtracting(catalog.partlyReadFiles)
    if !failed.isEmpty {
      catalog.unreadLocaleFiles = files.filter {
        ($0.format == .strings || $0.format == .stringsdict) && $0.context.locale != nil
          && failed.contains($0.context.displayPath)
      }.map(\.context)
    }
    return catalog
  }

  /// The bundle folders of `files` found on disk (`.lproj` and String Catalog folders; XLIFF
  /// bundles are moved onto these or named by `original`), relative to the project folder (the
  /// working folder without one), where that differs from their name in reports. A bundle named
  /// through a link to the project (`/tmp/link/App`) is found by real paths, so it keeps its
  /// fingerprints; a bundle folder inside the project stays named by its place there, also where
  /// it is itself a link (to a shared folder that differs from machine to machine).
  private func projectBundles(of files: [DiscoveredFile], workingDirectory: String) -> [String: String] {
    let project = PathUtilities.absolute(projectDirectory ?? workingDirectory, base: workingDirectory)
    var realProject: String?
    var result: [String: String] = [:]
    var seen: Set<String> = []
    for file in files where file.format != .xliff && seen.insert(file.context.bundle).inserted {
      let folder = PathUtilities.absolute(file.context.bundle, base: workingDirectory)
      let fromProject: String
      if folder == project || folder.hasPrefix(project + "/") {
        fromProject = PathUtilities.relative(folder, to: project)
      } else {
        if realProject == nil { realProject = PathUtilities.resolvingLinks(project) }
        fromProject = PathUtilities.relative(PathUtilities.resolvingLinks(folder), to: realProject!)
      }
      if fromProject != file.context.bundle { result[file.context.bundle] = fromProject }
    }
    return result
  }

}
