/// The rarely present parts of a ``LocalizedValue``, in one box.
///
/// Copy-on-write: ``LocalizedValue`` copies the box before changing it unless it holds the only
/// reference, so a box is never changed while shared (hence `@unchecked Sendable`).
final class LocalizedValueStructure: @unchecked Sendable {
  var variations: Variations?
  var substitutions: [String: Substitution]?
  var stringSet: [String]?
  var stringSetPositions: [SourcePosition]?

  init(
    variations: Variations? = nil, substitutions: [String: Substitution]? = nil, stringSet: [String]? = nil,
    stringSetPositions: [SourcePosition]? = nil
  ) {
    self.variations = variations
    self.substitutions = substitutions
    self.stringSet = stringSet
    self.stringSetPositions = stringSetPositions
  }

  var isEmpty: Bool {
    variations == nil && substitutions == nil && stringSet == nil && stringSetPositions == nil
  }

  func copy() -> LocalizedValueStructure {
    LocalizedValueStructure(
      variations: variations, substitutions: substitutions, stringSet: stringSet,
      stringSetPositions: stringSetPositions)
  }
}
