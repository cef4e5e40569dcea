/// The label map (`labels.json`, SPEC section 2): which catalog key labels each UI identifier.
public struct LabelMap: Hashable, Sendable {
  /// The entries in file order.
  public var entries: [LabelMapEntry]
  /// The errors of the entries that could not be read, which ``entries`` leaves out (see
  /// ``parseInPart(_:file:)``); empty for a map read whole.
  public var entryErrors: [CatalogError] = []

  /// A map of `entries`, in file order.
  public init(entries: [LabelMapEntry]) { self.entries = entries }

  /// Reads a label map whole; unknown fields are errors that name them, and the first error of
  /// any entry is thrown.
  public static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> LabelMap {
    let map = try parseInPart(bytes, file: file)
    if let error = map.entryErrors.first { throw error }
    return map
  }

  /// Reads a label map, leaving out the entries that cannot be read, each with its error in
  /// ``entryErrors``: a slip in one entry of a map of hundreds leaves the others checked, and
  /// every slip is told at once. Errors of the file itself (JSON syntax, an unknown version or
  /// top-level key, `identifiers` that is no object) are thrown.
  public static func parseInPart(_ bytes: [UInt8], file: String) throws(CatalogError) -> LabelMap {
    try read(JSONNode.parse(bytes, file: file))
  }

  /// Reads a label map's parsed JSON, as ``parseInPart(_:file:)`` does.
  static func read(_ root: JSONNode) throws(CatalogError) -> LabelMap {
    let reader = JSONFieldReader()
    var entries: [LabelMapEntry] = []
    var entryErrors: [CatalogError] = []
    for member in try reader.object(root, field: "label map") {
      switch member.name {
      case "version":
        guard case .number(1, _) = member.value else {
          throw CatalogError(
            position: member.value.position, message: "unsupported label map version (expected 1)")
        }
      case "identifiers":
        guard let identifiers = member.value.members else {
          _ = try reader.object(member.value, field: "identifiers")
          continue
        }
        // An identifier written twice is an error where JSON would let the last one win.
        var seen: [String: SourcePosition] = [:]
        for identifier in identifiers {
          do throws(CatalogError) {
            if let first = seen.updateValue(identifier.namePosition, forKey: identifier.name) {
              throw CatalogError(
                position: identifier.namePosition,
                message:
                  "'\(identifier.name)' is written twice (first at line \(first.line), column \(first.column))"
              )
            }
            entries.append(try readEntry(identifier, reader: reader))
          } catch {
            entryErrors.append(error)
          }
        }
      default:
        throw CatalogError(position: member.namePosition, message: "unknown label map key '\(member.name)'")
      }
    }
    var map = LabelMap(entries: entries)
    map.entryErrors = entryErrors
    return map
  }

  /// Whether `bytes` may be a label map, not JSON of another kind: a file named `labels.json`
  /// that is something else is an array (GitHub's labels) or an object of no objects (an ML
  /// class list, `{"0": "cat"}`). A map with a slip in a key (`identifers`, or entries without
  /// the wrapper) is a label map, whose errors are told.
  static func hasLabelMapShape(_ root: JSONNode) -> Bool {
    guard let members = root.members else { return false }
    return members.isEmpty
      || members.contains { $0.name == "version" || $0.name == "identifiers" || $0.value.members != nil }
  }

  private static func readEntry(_ member: JSONMember, reader: JSONFieldReader) throws(CatalogError)
    -> LabelMapEntry
  {
    var fields: [String: String] = [:]
    // An empty name matches no element and no key: a slip (audit 196).
    if member.name.isEmpty {
      throw CatalogError(position: member.namePosition, message: "an identifier is empty")
    }
    for field in try reader.object(member.value, field: member.name) {
      guard ["key", "table", "value", "hint", "visibleText", "screen", "bundle"].contains(field.name) else {
        throw CatalogError(
          position: field.namePosition,
          message:
            "unknown field '\(ControlCharacters.escaped(field.name))' for '\(ControlCharacters.escaped(member.name))' "
            + "(expected key, table, value, hint, visibleText, screen or bundle)"
        )
      }
      fields[field.name] = try reader.string(field.value, field: field.name)
      if fields[field.name]?.isEmpty == true {
        throw CatalogError(
          position: field.value.position,
          message: "'\(field.name)' of '\(ControlCharacters.escaped(member.name))' is empty"
            + (field.name == "bundle" ? " (write \".\" for the project's own folder)" : ""))
      }
      if field.name == "table", let table = fields["table"], let name = Self.tableName(ofFile: table) {
        // A table is named as `NSLocalizedString(tableName:)` takes it; the file's name binds nothing.
        throw CatalogError(
          position: field.value.position,
          message: "'table' names a table, not its file: write '\(name)', not '\(table)'")
      }
    }
    guard let key = fields["key"] else {
      throw CatalogError(position: member.namePosition, message: "'\(member.name)' has no 'key'")
    }
    return LabelMapEntry(
      identifier: member.name, key: key, table: fields["table"] ?? "Localizable", value: fields["value"],
      hint: fields["hint"], visibleText: fields["visibleText"], screen: fields["screen"],
      bundle: fields["bundle"].map(Self.bundleName), position: member.namePosition)
  }

  /// The table that a file name stands for (`Localizable` for `en.lproj/Localizable.strings`),
  /// where `table` ends in a table file's extension in any case; `nil` for a table's name.
  private static func tableName(ofFile table: String) -> String? {
    let file = table.split(separator: "/").last.map(String.init) ?? table
    guard
      let fileExtension = [".strings", ".stringsdict", ".xcstrings"].first(where: {
        file.lowercased().hasSuffix($0) && file.count > $0.count
      })
    else { return nil }
    return String(file.dropLast(fileExtension.count))
  }

  /// A bundle folder as the model names it: `App`, not `./App/`; `.` for the project folder.
  static func bundleName(_ written: String) -> String {
    var name = Substring(written)
    while name.hasPrefix("./") { name = name.dropFirst(2) }
    while name.count > 1 && name.hasSuffix("/") { name = name.dropLast() }
    return name.isEmpty ? "." : String(name)
  }
}
