import CatalogParser

extension LeafPath {
  /// Whether the plural set at `path` is a variable (`substitutions.NAME`) that no text of `value`
  /// names (`%#@NAME@`, in any case): a format key written without it (E-Rezept's Russian
  /// "Рецепт уже выкуплен" beside a variable `v`) never shows its forms, so they lack nothing.
  /// Only in a `.stringsdict` whose value has a format key of its own, where the source has a
  /// value, against which `format-mismatch` reports the argument the format key lost (it does
  /// not for a String Catalog's or an XLIFF file's substitutions, whose forms are then the only
  /// sign of the lost count). Neither `plural-coverage` nor `format-mismatch` judges its forms.
  static func isUnusedVariable(at path: String, in value: LocalizedValue, source: LocalizedValue?) -> Bool {
    let prefix = "substitutions."
    guard source != nil, let format = value.value, !format.isEmpty, path.hasPrefix(prefix),
      (value.keyPosition ?? value.position)?.file.hasSuffix(".stringsdict") == true
    else { return false }
    let name = path.dropFirst(prefix.count)
    guard !name.isEmpty, !name.utf8.contains(UInt8(ascii: ".")) else { return false }
    return !variablesNamed(in: [value.value] + value.leaves.map(\.leaf.value)).contains(
      name.lowercased())
  }

  /// Whether the leaf at `path` is a form of a variable (`substitutions.NAME.…`) that no text of
  /// `value` names: the app never shows it, in any format (French "Supprimer les
  /// photos ?" beside the source's "%arg photos" forms, which are no English shown).
  static func isFormOfUnnamedVariable(at path: String, in value: LocalizedValue) -> Bool {
    guard path.hasPrefix("substitutions."), let format = value.value, !format.isEmpty,
      let name = variableName(in: path), !name.isEmpty
    else { return false }
    return !variablesNamed(in: [value.value] + value.leaves.map(\.leaf.value)).contains(name.lowercased())
  }
}
