extension XLIFFUnitID {
  /// Writes `leaf`'s text, state and position at `path` inside `root`, creating the variations
  /// and substitutions on the way; what is already there (other cases, variations) is kept.
  static func store(_ leaf: LocalizedValue, at path: ArraySlice<Step>, in root: inout LocalizedValue) {
    guard let step = path.first else {
      root.value = leaf.value
      root.state = leaf.state
      root.position = leaf.position
      if root.keyPosition == nil { root.keyPosition = leaf.keyPosition }
      return
    }
    if root.keyPosition == nil { root.keyPosition = leaf.keyPosition }
    switch step {
    case .variation(let kind, let name):
      var variations = root.variations ?? Variations()
      store(leaf, at: path.dropFirst(), in: &variations, kind: kind, name: name)
      root.variations = variations
    case .substitution(let name):
      guard case .variation(let kind, let caseName)? = path.dropFirst().first else { return }
      var substitutions = root.substitutions ?? [:]
      var substitution = substitutions[name] ?? Substitution(position: leaf.keyPosition)
      var variations = substitution.variations ?? Variations()
      store(leaf, at: path.dropFirst(2), in: &variations, kind: kind, name: caseName)
      substitution.variations = variations
      substitutions[name] = substitution
      root.substitutions = substitutions
    }
  }

  private static func store(
    _ leaf: LocalizedValue, at path: ArraySlice<Step>, in variations: inout Variations, kind: VariationKind,
    name: String
  ) {
    var cases = variations[kind] ?? [:]
    var child = cases[name] ?? LocalizedValue()
    store(leaf, at: path, in: &child)
    cases[name] = child
    variations[kind] = cases
  }
}
