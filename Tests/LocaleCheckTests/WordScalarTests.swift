import Testing

@testable import LocaleCheck

/// The shortcut ranges of `RoleWords.Folded.isWordScalar` agree with Unicode's properties.
@Suite struct WordScalarTests {
  @Test func listedLetterRangesAreLettersByUnicodeProperties() {
    for range in RoleWords.Folded.letterRanges {
      for value in range {
        let properties = Unicode.Scalar(value)!.properties
        #expect(properties.isAlphabetic, "U+\(String(value, radix: 16))")
        #expect(RoleWords.Folded.isWordScalar(Unicode.Scalar(value)!))
      }
    }
  }
}
