import Dispatch

/// Maps a range of indices on all cores, in chunks, keeping the order of the indices.
///
/// For work that is independent per index: resolving and laying out a matrix's cells per key,
/// writing a report's rows. The result does not depend on scheduling.
package enum ParallelMap {
  /// Indices per chunk: enough work per chunk that handing it to a core costs little.
  package static let chunkSize = 64

  /// `body` applied to `0..<count`, in order; `chunkSize` indices are one task (1 for a few
  /// large tasks).
  package static func map<Value>(_ count: Int, chunkSize: Int = chunkSize, _ body: (Int) -> Value) -> [Value]
  {
    guard count > chunkSize && count > 1 else { return (0..<count).map(body) }
    let chunks = (count + chunkSize - 1) / chunkSize
    let results = ResultSlots<[Value]>(count: chunks)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let start = chunk * chunkSize
      results.set(chunk, (start..<min(start + chunkSize, count)).map(body))
    }
    var values: [Value] = []
    values.reserveCapacity(count)
    for chunk in results.values { values.append(contentsOf: chunk ?? []) }
    return values
  }
}
