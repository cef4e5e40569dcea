/// Refuses binary property lists (`bplist00`) that would make Foundation recurse or expand
/// without bound, before Foundation reads them.
///
/// Objects of a binary property list refer to each other by index, so a list can refer to
/// itself, or share one dictionary many times: 60 dictionaries each holding the next one twice
/// expand to 2^60 values when Foundation turns them into Swift dictionaries. This walks the
/// object graph once, without recursion, and refuses cycles, nesting deeper than
/// `maximumDepth`, and trees of more than `maximumValues(forByteCount:)` values (a long string
/// counting for its length). Structure it
/// cannot follow (bad offsets, truncated objects) is left for Foundation to reject.
enum BinaryPropertyListGuard {
  /// The deepest collection nesting accepted, as for XML (`XMLEventReader.maximumDepth`).
  static let maximumDepth = 256

  /// The most values a file may expand to: sharing leaf strings is normal, sharing whole
  /// collections many times over is not. A string or data counts one value per 16 bytes
  /// besides its own: 3,000 keys sharing one 2 MB string made a 2 MB file 6 GB in memory.
  static func maximumValues(forByteCount count: Int) -> Int { count * 8 + 1024 }

  /// The values a leaf counts for: one, and one per 16 bytes of its text or data; `nil` where its
  /// length runs past the object table.
  private static func weight(of object: Int, in layout: BinaryPropertyListLayout) -> Int? {
    layout.byteLength(of: object).map { 1 + $0 / 16 }
  }

  /// The message for a leaf whose length runs past the object table.
  private static let overrun = "invalid binary property list: a string or data runs past the end of the file"

  /// Throws when `bytes` (a `bplist00` file) is cyclic, too deep or expands too far.
  static func check(_ bytes: [UInt8], file: String) throws(CatalogError) {
    let problem: String? = bytes.withUnsafeBufferPointer { buffer in
      guard let layout = BinaryPropertyListLayout(buffer) else { return nil }
      return walk(layout, limit: maximumValues(forByteCount: buffer.count))
    }
    if let problem { throw CatalogError(file: file, line: 1, column: 1, message: problem) }
  }

  /// Depth-first over the graph from the top object, with an explicit stack; each object's
  /// expanded size is computed once.
  private static func walk(_ layout: BinaryPropertyListLayout, limit: Int) -> String? {
    let unvisited = -1
    let inProgress = -2
    var sizes = [Int](repeating: unvisited, count: layout.objectCount)
    guard let topWeight = weight(of: layout.topObject, in: layout) else { return overrun }
    var stack: [(object: Int, next: Int, size: Int)] = [(layout.topObject, 0, topWeight)]
    sizes[layout.topObject] = inProgress
    while let frame = stack.last {
      guard let references = layout.references(of: frame.object) else {
        return "invalid binary property list: a collection runs past the object table"
      }
      if frame.next < references.count {
        stack[stack.count - 1].next += 1
        let slot = references.start + frame.next * layout.referenceSize
        guard let child = layout.object(referencedAt: slot) else { continue }
        switch sizes[child] {
        case inProgress: return "invalid binary property list: a collection contains itself"
        case unvisited:
          guard stack.count < maximumDepth else {
            return "binary property list nested deeper than \(maximumDepth) levels"
          }
          guard let childWeight = weight(of: child, in: layout) else { return overrun }
          sizes[child] = inProgress
          stack.append((child, 0, childWeight))
        default:
          stack[stack.count - 1].size = min(limit + 1, frame.size + sizes[child])
        }
        continue
      }
      stack.removeLast()
      sizes[frame.object] = frame.size
      if frame.size > limit {
        return "binary property list expands to more than \(limit) values (a text counting one per 16 "
          + "bytes): objects it shares are repeated too often"
      }
      if !stack.isEmpty {
        stack[stack.count - 1].size = min(limit + 1, stack[stack.count - 1].size + frame.size)
      }
    }
    return nil
  }
}
