import Testing

@testable import CatalogParser

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  /// The standard library's decoder as the oracle: the offset of the first byte it repairs.
  func firstInvalidOffsetByStandardLibrary(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  @Test func agreesWithTheStandardLibraryOnRandomBytes() {
    var generator = FuzzRandom(seed: 0x5EED)
    // Mostly ASCII with UTF-8 lead and continuation bytes sprinkled in, as in real text.
    let alphabet: [UInt8] =
      Array(0x20...0x7E) + [
        0x0A, 0x80, 0xA0, 0xBF, 0xC2, 0xC3, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
      ]
    for _ in 0..<3_000 {
      let count = Int.random(in: 0...40, using: &generator)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
      let found = bytes.withUnsafeBufferPointer { TextDecoding.firstInvalidUTF8Offset(in: $0) }
      #expect(found == firstInvalidOffsetByStandardLibrary(bytes), "\(bytes)")
    }
  }

  @Test func acceptsEveryScalarLengthAtEveryAlignment() {
    let text = "a é € 😀 ü 中文 𝄞 z"
    for prefix in 0..<9 {
      let bytes = Array(repeating: UInt8(ascii: "x"), count: prefix) + Array(text.utf8)
      #expect(bytes.withUnsafeBufferPointer { TextDecoding.firstInvalidUTF8Offset(in: $0) } == nil)
    }
  }

  @Test func findsTheFirstBadByteAfterLongASCIIRuns() {
    let bytes = Array(repeating: UInt8(ascii: "a"), count: 37) + [0xE2, 0x82] + Array("bc".utf8)
    #expect(bytes.withUnsafeBufferPointer { TextDecoding.firstInvalidUTF8Offset(in: $0) } == 37)
  }
}
