import Dispatch
import Foundation

/// Finds, reads and merges localization files into one `Catalog`.
///
/// Files are parsed in parallel (model building dominates on catalogs with many files) and merged
/// in discovery order, so the result does not depend on scheduling. A file that fails to parse
/// is reported and the others are still read.
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
    let results = parseAll(files)
    var errors = discoveryErrors
    var parsed: [ParsedFile] = []
    for result in results {
      switch result {
      case .success(let file): parsed.append(file)
      case .failure(let error): errors.append(error)
      }
    }
    return CatalogMerger.merge(
      parsed, files: files.map(\.context.displayPath), errors: errors, sourceLocale: sourceLocale)
  }

  private func parseAll(_ files: [DiscoveredFile]) -> [Result<ParsedFile, CatalogError>] {
    let results = ResultSlots<Result<ParsedFile, CatalogError>>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      results.set(index, Result { () throws(CatalogError) in try CatalogFileParser.parse(files[index]) })
    }
    return results.values.compactMap { $0 }
  }
}
