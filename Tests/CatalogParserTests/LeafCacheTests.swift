import Testing

@testable import CatalogParser

/// A varied value remembers its leaves (every rule asks every cell for them): what it remembers
/// must follow every change, and a copy that changes must not change the original's.
@Suite struct LeafCacheTests {
  private static func plural(_ one: String, _ other: String) -> Variations {
    Variations(plural: ["one": LocalizedValue(value: one), "other": LocalizedValue(value: other)])
  }

  @Test func aChangedValueListsItsNewLeaves() {
    var value = LocalizedValue(variations: Self.plural("%d file", "%d files"))
    #expect(value.leaves.map(\.leaf.value) == ["%d file", "%d files"])
    value.variations = Self.plural("%d item", "%d items")
    #expect(value.leaves.map(\.leaf.value) == ["%d item", "%d items"])
  }

  @Test func aCopyThatChangesLeavesTheOriginalsLeavesAlone() {
    let original = LocalizedValue(variations: Self.plural("%d file", "%d files"))
    _ = original.leaves
    var copy = original
    copy.variations?[.plural]?["few"] = LocalizedValue(value: "%d files (few)")
    #expect(original.leaves.map(\.path) == ["plural.one", "plural.other"])
    #expect(copy.leaves.map(\.path) == ["plural.few", "plural.one", "plural.other"])
  }

  @Test func valuesSharingVariationsListTheirOwnText() {
    let substitution = Substitution(variations: Self.plural("%arg file", "%arg files"))
    let format = LocalizedValue(value: "%#@n@", substitutions: ["n": substitution])
    var other = format
    other.value = nil
    #expect(format.leaves.map(\.path) == ["", "substitutions.n.plural.one", "substitutions.n.plural.other"])
    #expect(other.leaves.map(\.path) == ["substitutions.n.plural.one", "substitutions.n.plural.other"])
    #expect(format.leaves.first?.leaf.value == "%#@n@")
  }
}
