import Foundation

/// Merges parse results as they arrive from parallel workers, in file order.
///
/// A result that arrives early waits until every file before it is merged, so the catalog is the
/// same as a sequential read; each file's model is dropped as soon as it is merged, which keeps a
/// load's peak memory near the size of the merged catalog rather than of every file's model.
///
/// One worker at a time merges, outside the lock: a worker that delivers while another merges
/// leaves its result and goes back to parsing instead of waiting for the merge.
final class OrderedMerge: @unchecked Sendable {
  private let lock = NSLock()
  // Touched only by the worker that is merging (`isMerging`), and by `catalog` once all are done.
  private var merger = CatalogMerger()
  private var errors: [CatalogError] = []
  private var partlyReadFiles: Set<String> = []
  // Guarded by `lock`.
  private var waiting: [Int: Result<ParsedFile, CatalogError>] = [:]
  private var nextIndex = 0
  private var isMerging = false

  /// Takes the source languages that bundles declare outside their files (a package's
  /// `defaultLocalization`); call before the first `deliver`.
  func declareSourceLocales(_ locales: [String: LocaleID]) {
    for (bundle, locale) in locales.sorted(by: { $0.key < $1.key }) {
      merger.declareSourceLocale(locale, ofBundle: bundle)
    }
  }

  /// Takes the development languages of the Xcode projects that hold bundles, below what files
  /// and packages declare; call before the first `deliver`.
  func declareProjectDevelopmentRegions(_ locales: [String: LocaleID]) {
    for (bundle, locale) in locales { merger.declareProjectDevelopmentRegion(locale, ofBundle: bundle) }
  }

  /// Hands over the result of file `index`; merges it and any waiting successors if it is next
  /// and no other worker is merging (that worker then merges them).
  ///
  /// `result` is consumed: the merge takes the file's model without copying its entries.
  func deliver(_ result: consuming Result<ParsedFile, CatalogError>, at index: Int) {
    lock.lock()
    waiting[index] = consume result
    guard !isMerging else {
      lock.unlock()
      return
    }
    isMerging = true
    while let next = waiting.removeValue(forKey: nextIndex) {
      nextIndex += 1
      lock.unlock()
      switch consume next {
      case .success(let file):
        errors += file.entryErrors
        partlyReadFiles.formUnion(file.entryErrors.map(\.position.file))
        merger.add(consume file)
      case .failure(let error): errors.append(error)
      }
      lock.lock()
    }
    isMerging = false
    lock.unlock()
  }

  /// The catalog of every delivered file; call once all workers are done.
  func catalog(files: [String], errors earlier: [CatalogError], sourceLocale: LocaleID?) -> Catalog {
    lock.lock()
    defer { lock.unlock() }
    let merged = merger
    merger = CatalogMerger()
    var catalog = merged.catalog(files: files, errors: earlier + errors, sourceLocale: sourceLocale)
    catalog.partlyReadFiles = partlyReadFiles
    return catalog
  }
}
