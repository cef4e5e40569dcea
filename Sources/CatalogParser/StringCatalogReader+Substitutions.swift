extension StringCatalogReader {
  /// A localization's `substitutions`: each variable's argument, its conversion (where it is
  /// written, for a finding about its type) and its variations.
  func readSubstitutions(depth: Int) throws(CatalogError) -> [String: Substitution] {
    var substitutions: [String: Substitution] = [:]
    try scanner.readObject(depth: depth, onDuplicate: recordDuplicate) { name throws(CatalogError) in
      let label = name.hasEscapes ? try scanner.unescape(name) : name.string(in: scanner.bytes)
      var substitution = Substitution(position: scanner.position(of: name))
      try scanner.readObject(depth: depth + 1, onDuplicate: recordDuplicate) { field throws(CatalogError) in
        if field.equals("argNum", in: scanner.bytes) {
          let position = scanner.position
          let argument = try scanner.readInt()
          // Arguments count from 1 (`%1$@`): a converter's 0-based index names none.
          guard argument >= 1 else {
            throw CatalogError(
              position: position, message: "argNum \(argument) names no argument: arguments count from 1")
          }
          substitution.argNum = argument
        } else if field.equals("formatSpecifier", in: scanner.bytes) {
          _ = scanner.peek()
          substitution.formatSpecifierPosition = scanner.position
          substitution.formatSpecifier = try scanner.readOptionalString()
        } else if field.equals("variations", in: scanner.bytes) {
          substitution.variations = try readVariations(depth: depth + 2)
        } else {
          try scanner.skipValue(depth: depth + 2)
        }
      }
      substitutions[label] = substitution
    }
    return substitutions
  }
}
