import Testing

@testable import CatalogParser

@Suite("Parallel map")
struct ParallelMapTests {
  @Test(arguments: [0, 1, ParallelMap.chunkSize, ParallelMap.chunkSize + 1, 10 * ParallelMap.chunkSize - 3])
  func mapsEveryIndexInOrder(count: Int) {
    #expect(ParallelMap.map(count) { $0 * 3 } == (0..<count).map { $0 * 3 })
  }
}
