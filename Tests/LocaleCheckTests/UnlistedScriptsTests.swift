import Testing

@testable import LocaleCheck

/// `RoleWords` skips folding words written in `UnlistedScripts`: that is sound only while no list
/// holds such a scalar and folding never leaves those scripts.
@Suite struct UnlistedScriptsTests {
  @Test func noRoleWordIsWrittenInThem() {
    for language in RoleWords.languages {
      for word in RoleWords.words(for: language) ?? [] {
        let folded = RoleWords.Folded.fold(word)
        #expect(
          !folded.unicodeScalars.contains { scalar in
            UnlistedScripts.ranges.contains { $0.contains(scalar.value) }
          }, "\(language): \(word)")
      }
    }
  }

  @Test func foldingStaysInThem() {
    // Every assigned scalar of every range (about 4,500 Foundation foldings).
    for range in UnlistedScripts.ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else {
          continue
        }
        let folded = RoleWords.Folded.foundationFold(String(Character(scalar)))
        #expect(folded.isEmpty || UnlistedScripts.contains(folded), "U+\(String(value, radix: 16))")
      }
    }
  }

  @Test func wordsInThemAreRecognized() {
    #expect(UnlistedScripts.contains("ବଟନ"))  // Oriya
    #expect(UnlistedScripts.contains("ପ୍ରତୀକ"))  // Oriya, with vowel signs and virama
    #expect(UnlistedScripts.contains("ປຸ່ມ"))  // Lao
    #expect(!UnlistedScripts.contains("ခလုတ်"))  // Myanmar has a list
    #expect(!UnlistedScripts.contains("ਬਟਨ"))  // Gurmukhi has a list
    #expect(!UnlistedScripts.contains("አዝራር"))  // Ethiopic has a list
    #expect(!UnlistedScripts.contains("ប៊ូតុង"))  // Khmer has a list
    #expect(!UnlistedScripts.contains("ԿՈՃԱԿ"))  // Armenian has a list
    #expect(!UnlistedScripts.contains("ღილაკი"))  // Georgian has a list
    #expect(!UnlistedScripts.contains("பட்டன்"))  // Tamil has a list
    #expect(!UnlistedScripts.contains(""))
    #expect(!UnlistedScripts.contains("button"))
    #expect(!UnlistedScripts.contains("ବଟନx"))
    #expect(!UnlistedScripts.contains("বোতাম"))  // Bengali has a list
    #expect(!UnlistedScripts.contains("ᲀ"))  // Cyrillic Extended-C folds to Cyrillic
    #expect(!UnlistedScripts.contains("ปุ่ม"))  // Thai has a list
  }

  @Test func labelsInThemNeverMatch() {
    #expect(RoleWords.roleWord(in: "ସେଭ ବଟନ", language: "or") == nil)
    #expect(RoleWords.roleWord(in: "সংরক্ষণ button", language: "bn") == "button")
  }
}
