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

  public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
    self.workingDirectory = workingDirectory
  }

  /// Loads every localization file below `paths`.
  ///
  /// - Parameter sourceLocale: the source language to use instead of the one the files declare.
  public func load(paths: [String], sourceLocale: LocaleID? = nil) -> Catalog {
    let discovery = CatalogDiscovery(workingDirectory: workingDirectory)
    let (files, discoveryErrors) = discovery.discover(paths)
    let merge = OrderedMerge()
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
    return merge.catalog(
      files: files.map(\.context.displayPath), errors: discoveryErrors, sourceLocale: sourceLocale)
  }
}
