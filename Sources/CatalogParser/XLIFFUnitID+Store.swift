extension XLIFFUnitID {
  /// Writes `leaf`'s text, state and position at `path` inside `root`, creating the variations
  /// and substitutions on the way; what is already there (other cases, variations) is kept.
  ///
  /// Every level is changed in place: a key's plural cases arrive one unit at a time, and a copy
  /// of each level per unit would make a key of many cases quadratic.
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
      root.modifyStructure { structure in
        store(leaf, at: path.dropFirst(), in: &structure.variations, kind: kind, name: name)
      }
    case .substitution(let name):
      guard case .variation(let kind, let caseName)? = path.dropFirst().first else { return }
      root.modifyStructure { structure in
        var substitutions = structure.substitutions.take() ?? [:]
        store(
          leaf, at: path.dropFirst(2),
          in: &substitutions[name, default: Substitution(position: leaf.keyPosition)].variations, kind: kind,
          name: caseName)
        structure.substitutions = substitutions
      }
    }
  }

  private static func store(
    _ leaf: LocalizedValue, at path: ArraySlice<Step>, in variations: inout Variations?, kind: VariationKind,
    name: String
  ) {
    var present = variations.take() ?? Variations()
    present.modifyCases(of: kind) { cases in
      var presentCases = cases.take() ?? [:]
      store(leaf, at: path, in: &presentCases[name, default: LocalizedValue()])
      cases = presentCases
    }
    variations = present
  }
}
