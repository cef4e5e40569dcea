/// Where the text of an XLIFF unit belongs: a catalog key and the path to one of its variations.
///
/// Xcode exports a String Catalog's variations as units of their own, with ids like
/// `key|==|plural.one`, `key|==|device.iphone.plural.one` and
/// `key|==|substitutions.count.plural.few`; it exports a `.stringsdict` with ids like
/// `/key:dict/NSStringLocalizedFormatKey:dict/:string` and `/key:dict/count:dict/few:dict/:string`.
/// Any other id is a plain key.
struct XLIFFUnitID: Hashable {
  /// One step from a value towards a variation leaf.
  enum Step: Hashable {
    /// A case of a plural, device or width variation.
    case variation(VariationKind, String)
    /// A `%#@name@` substitution; always followed by a variation step.
    case substitution(String)
  }

  /// The catalog key.
  var key: String
  /// The path from the key's value to the unit's leaf; empty for the value itself.
  var path: [Step]
  /// Whether the unit holds `.stringsdict` metadata (a value type) rather than text.
  var isMetadata = false

  /// Reads `id`; `stringsdict` enables the `.stringsdict` id syntax (for `*.stringsdict` files).
  init(_ id: String, stringsdict: Bool) {
    key = id
    path = []
    if stringsdict, let parsed = XLIFFUnitID.stringsdictID(id) {
      self = parsed
      return
    }
    var contiguous = id
    // Read in place: the id's own bytes, no copy (an attribute value is always native UTF-8).
    if let (key, path) = contiguous.withUTF8(XLIFFUnitID.variationID) {
      self.key = key
      self.path = path
    }
  }

  /// `key|==|steps` split at the last separator, when the steps parse as a variation path.
  private static func variationID(_ bytes: UnsafeBufferPointer<UInt8>) -> (key: String, path: [Step])? {
    guard let separator = lastSeparator(in: bytes) else { return nil }
    let suffix = UnsafeBufferPointer(rebasing: bytes[(separator + 4)...])
    // Xcode's paths have a handful of steps; a longer one is a key that happens to hold `|==|`.
    var dots = 0
    for byte in suffix where byte == UInt8(ascii: ".") { dots += 1 }
    guard dots < maximumTokens else { return nil }
    let key = { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<separator]), as: UTF8.self) }
    if dots == 1 || dots == 3, let steps = simpleSteps(suffix) { return (key(), steps) }
    let tokens = suffix.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    var failed: Set<Int> = []
    guard let steps = XLIFFUnitID.steps(tokens[...], failed: &failed) else { return nil }
    return (key(), steps)
  }

  /// The offset of the last `|==|` in `bytes`.
  private static func lastSeparator(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // Most ids have no `|`: one `memchr` answers for them.
    guard ByteSearch.firstIndex(of: UInt8(ascii: "|"), in: bytes, from: 0, to: bytes.count) != nil else {
      return nil
    }
    var index = bytes.count - 4
    while index >= 0 {
      if bytes[index] == UInt8(ascii: "|") && bytes[index + 1] == UInt8(ascii: "=")
        && bytes[index + 2] == UInt8(ascii: "=") && bytes[index + 3] == UInt8(ascii: "|")
      {
        return index
      }
      index -= 1
    }
    return nil
  }

  private static let maximumTokens = 64

  /// Xcode's usual paths, `kind.case` and `kind.case.kind.case` (`plural.one`,
  /// `device.iphone.plural.one`), read from the bytes without the general search; `nil` for any
  /// other path.
  private static func simpleSteps(_ path: UnsafeBufferPointer<UInt8>) -> [Step]? {
    var steps: [Step] = []
    var start = 0
    while start < path.count {
      let kindEnd =
        ByteSearch.firstIndex(of: UInt8(ascii: "."), in: path, from: start, to: path.count) ?? path.count
      guard kindEnd < path.count,
        let kind = variationKind(UnsafeBufferPointer(rebasing: path[start..<kindEnd]))
      else { return nil }
      let caseStart = kindEnd + 1
      let caseEnd =
        ByteSearch.firstIndex(of: UInt8(ascii: "."), in: path, from: caseStart, to: path.count) ?? path.count
      steps.append(
        .variation(
          kind, String(decoding: UnsafeBufferPointer(rebasing: path[caseStart..<caseEnd]), as: UTF8.self)))
      start = caseEnd + 1
    }
    return steps.isEmpty || path.last == UInt8(ascii: ".") ? nil : steps
  }

  /// The variation kind spelled `name`.
  private static func variationKind(_ name: UnsafeBufferPointer<UInt8>) -> VariationKind? {
    for kind in VariationKind.allCases where kind.rawValue.utf8.elementsEqual(name) { return kind }
    return nil
  }

  /// `plural.one`, `device.ipad.plural.one`, `substitutions.NAME.plural.one`, `NAME.plural.one`.
  ///
  /// `failed` holds the token offsets known not to start a path: without it, ids like
  /// `a.plural.a.plural...` take exponential time.
  private static func steps(_ tokens: ArraySlice<String>, failed: inout Set<Int>) -> [Step]? {
    if tokens.isEmpty { return [] }
    if failed.contains(tokens.startIndex) { return nil }
    if let kind = VariationKind(rawValue: tokens[tokens.startIndex]), tokens.count >= 2,
      let rest = steps(tokens.dropFirst(2), failed: &failed)
    {
      return [.variation(kind, tokens[tokens.startIndex + 1])] + rest
    }
    // A substitution name may contain dots: it runs up to the variation chain that ends the id.
    let nameStart = tokens.first == "substitutions" ? tokens.startIndex + 1 : tokens.startIndex
    var nameEnd = nameStart + 1
    while nameEnd < tokens.endIndex {
      if VariationKind(rawValue: tokens[nameEnd]) != nil,
        let rest = steps(tokens[nameEnd...], failed: &failed), !rest.isEmpty
      {
        // Xcode writes a name that holds a dot between `@` (`substitutions.@file.count@.plural.one`).
        let name = VariablePathName.name(ofSegment: tokens[nameStart..<nameEnd].joined(separator: ".")[...])
        return [.substitution(name)] + rest
      }
      nameEnd += 1
    }
    failed.insert(tokens.startIndex)
    return nil
  }

  /// `/key:dict/[rule:dict/case:dict/|variable:dict/category:dict/]...:string`.
  private static func stringsdictID(_ id: String) -> XLIFFUnitID? {
    guard id.hasPrefix("/"), id.hasSuffix(":dict/:string") else { return nil }
    let body = id.dropFirst().dropLast(":dict/:string".count)
    var components = body.split(separator: ":dict/", omittingEmptySubsequences: false).map(String.init)
    guard components.count >= 2 else { return nil }
    var result = XLIFFUnitID(key: components.removeFirst(), path: [])
    var index = 0
    while index < components.count {
      let component = components[index]
      switch component {
      case StringsdictParser.formatKey:
        index += 1
        continue
      case "NSStringFormatSpecTypeKey", StringsdictParser.valueTypeKey:
        result.isMetadata = true
        return result
      default:
        break
      }
      guard index + 1 < components.count else { return nil }
      let name = components[index + 1]
      if name == "NSStringFormatSpecTypeKey" || name == StringsdictParser.valueTypeKey {
        result.isMetadata = true
        return result
      }
      switch component {
      case StringsdictParser.deviceRule: result.path.append(.variation(.device, name))
      case StringsdictParser.widthRule: result.path.append(.variation(.width, name))
      default: result.path += [.substitution(component), .variation(.plural, name)]
      }
      index += 2
    }
    return result
  }

  private init(key: String, path: [Step]) {
    self.key = key
    self.path = path
  }
}
