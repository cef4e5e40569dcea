import Foundation

/// The strings that the files of one load repeat, offered by the first file of each table to the
/// files parsed after it.
///
/// Every locale file of a table spells the same keys, mostly in the same order; XLIFF files also
/// repeat each unit's source text and note. A parser given a `SharedStrings` compares those bytes
/// with the first file's strings and reuses a string that matches, instead of allocating,
/// validating and (once the merge drops the duplicate) freeing a copy of it. Only equal bytes are
/// ever reused, so the catalog is the same with sharing or without.
///
/// Safe to use from parallel parses: tables are registered once, under a lock, and never change.
public final class SharedStrings: @unchecked Sendable {
  private let lock = NSLock()
  private var tables: [String: SharedTableStrings] = [:]

  /// An empty store for the parses of one load; ``offer(_:)`` registers the strings of the first
  /// file parsed of each table.
  public init() {}

  /// The strings offered for the table `name` of `bundle`, if a file of it was parsed already.
  func strings(bundle: String, table name: String) -> SharedTableStrings? {
    let id = bundle + "\u{0}" + name
    lock.lock()
    defer { lock.unlock() }
    return tables[id]
  }

  /// Offers the keys, comments and source texts of `file`'s tables that no file offered yet.
  public func offer(_ file: ParsedFile) {
    for table in file.tables {
      let id = table.bundle + "\u{0}" + table.name
      lock.lock()
      let isKnown = tables[id] != nil
      lock.unlock()
      guard !isKnown else { continue }
      // Built outside the lock: another parse may offer the same table meanwhile; the first wins.
      let strings = SharedTableStrings(table)
      lock.lock()
      if tables[id] == nil { tables[id] = strings }
      lock.unlock()
    }
  }
}
