import Foundation

/// Merges parse results as they arrive from parallel workers, in file order.
///
/// A result that arrives early waits until every file before it is merged, so the catalog is the
/// same as a sequential read; each file's model is dropped as soon as it is merged, which keeps a
/// load's peak memory near the size of the merged catalog rather than of every file's model.
final class OrderedMerge: @unchecked Sendable {
  private let lock = NSLock()
  private var merger = CatalogMerger()
  private var waiting: [Int: Result<ParsedFile, CatalogError>] = [:]
  private var nextIndex = 0
  private var errors: [CatalogError] = []

  /// Hands over the result of file `index`; merges it and any waiting successors if it is next.
  ///
  /// `result` is consumed: the merge takes the file's model without copying its entries.
  func deliver(_ result: consuming Result<ParsedFile, CatalogError>, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    waiting[index] = consume result
    while let next = waiting.removeValue(forKey: nextIndex) {
      switch consume next {
      case .success(let file): merger.add(consume file)
      case .failure(let error): errors.append(error)
      }
      nextIndex += 1
    }
  }

  /// The catalog of every delivered file; call once all workers are done.
  func catalog(files: [String], errors earlier: [CatalogError], sourceLocale: LocaleID?) -> Catalog {
    lock.lock()
    defer { lock.unlock() }
    let merged = merger
    merger = CatalogMerger()
    return merged.catalog(files: files, errors: earlier + errors, sourceLocale: sourceLocale)
  }
}
