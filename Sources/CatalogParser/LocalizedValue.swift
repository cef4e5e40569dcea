/// One locale's text for a key, or one leaf of its variations.
///
/// A value may be plain (`value`), varied (`variations`), a set (`stringSet`), or carry
/// `substitutions` for the `%#@name@` placeholders of its text.
public struct LocalizedValue: Hashable, Sendable {
  /// The text, or `nil` where there is none (an XLIFF unit without `<target>`, a varied value).
  public var value: String?
  /// The translation state as written in the file (`translated`, `new`, `needs_review`,
  /// `needs-review-l10n`, ...); `translated` for formats without states; `nil` for an XLIFF
  /// `<source>` text, which has none.
  public var state: String?
  /// Where the value is written.
  public var position: SourcePosition?
  /// Where the key is written in this value's file (differs per locale for `.lproj` tables).
  public var keyPosition: SourcePosition?
  /// Plural, device or width variations of this value.
  public var variations: Variations? {
    get { structure?.variations }
    set { modifyStructure { $0.variations = newValue } }
  }
  /// Substitutions for the `%#@name@` placeholders, by name.
  public var substitutions: [String: Substitution]? {
    get { structure?.substitutions }
    set { modifyStructure { $0.substitutions = newValue } }
  }
  /// The values of a String Catalog `stringSet` (App Shortcuts phrases).
  public var stringSet: [String]? {
    get { structure?.stringSet }
    set { modifyStructure { $0.stringSet = newValue } }
  }
  /// Where each phrase of ``stringSet`` is written, in its order (`nil` where the set was not
  /// read from a file).
  public var stringSetPositions: [SourcePosition]? {
    get { structure?.stringSetPositions }
    set { modifyStructure { $0.stringSetPositions = newValue } }
  }

  /// Where phrase `index` of ``stringSet`` is written, else where the value is.
  public func position(ofPhrase index: Int) -> SourcePosition? {
    guard let positions = stringSetPositions, positions.indices.contains(index) else { return position }
    return positions[index]
  }

  /// Variations, substitutions and string sets, boxed: most values have none, and a value is
  /// stored once per key and locale, so the plain case stays small and cheap to copy.
  private var structure: LocalizedValueStructure?

  /// A value from its parts, each `nil` (absent) by default.
  public init(
    value: String? = nil, state: String? = nil, position: SourcePosition? = nil,
    keyPosition: SourcePosition? = nil, variations: Variations? = nil,
    substitutions: [String: Substitution]? = nil, stringSet: [String]? = nil
  ) {
    self.value = value
    self.state = state
    self.position = position
    self.keyPosition = keyPosition
    if variations != nil || substitutions != nil || stringSet != nil {
      structure = LocalizedValueStructure(
        variations: variations, substitutions: substitutions, stringSet: stringSet)
    }
  }

  /// Changes the variations, substitutions and string set in place: a structure shared with
  /// another value is copied first, and one left empty is dropped.
  mutating func modifyStructure(_ change: (LocalizedValueStructure) -> Void) {
    if structure == nil {
      structure = LocalizedValueStructure()
    } else if !isKnownUniquelyReferenced(&structure!) {
      structure = structure!.copy()
    }
    change(structure!)
    structure!.forgetLeaves()
    if structure!.isEmpty { structure = nil }
  }

  /// Whether both values have the same text, state, positions, variations, substitutions and
  /// string set with its positions (compared by content, not by their shared storage).
  public static func == (lhs: LocalizedValue, rhs: LocalizedValue) -> Bool {
    lhs.value == rhs.value && lhs.state == rhs.state && lhs.position == rhs.position
      && lhs.keyPosition == rhs.keyPosition && lhs.variations == rhs.variations
      && lhs.substitutions == rhs.substitutions && lhs.stringSet == rhs.stringSet
      && lhs.stringSetPositions == rhs.stringSetPositions
  }

  /// Hashes the fields `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(state)
    hasher.combine(position)
    hasher.combine(keyPosition)
    hasher.combine(variations)
    hasher.combine(substitutions)
    hasher.combine(stringSet)
  }

  /// Whether this value, met after `other` for the same key and locale, replaces it: a
  /// `.stringsdict` value replaces a `.strings` value, as CFBundle lays the `.stringsdict` table
  /// over the `.strings` table of the same name (`genstrings` writes plural keys to both); a
  /// written value replaces one that only a key implies, and an XLIFF `<target>` one that an
  /// XLIFF `<source>` gives (Symfony's `messages.en.xlf` holds the English that the other
  /// files' sources only name by key).
  public func overrides(_ other: LocalizedValue) -> Bool {
    if other.isImpliedByKey && !isImpliedByKey { return true }
    // An untranslated XLIFF unit (no text at all) gives way to any value with text.
    if other.isWithoutText && !isWithoutText { return true }
    // An export's text still to translate (a `needs-translation` copy of the source) gives way to
    // another export's translation, whichever file was read first (audit 134: `ja.xliff` beside
    // `ja.lproj.xliff`); not a project file's, which is what the app builds with (audit 121).
    if other.isFromXLIFF && isFromXLIFF && Self.isUntranslatedState(other.state)
      && !Self.isUntranslatedState(state) && !isWithoutText && !isXLIFFSource
    {
      return true
    }
    // States first: most collisions are the same source text in every XLIFF file of a table.
    if other.state == nil && state != nil && other.isXLIFFSource { return true }
    let file = (keyPosition ?? position)?.file ?? ""
    let otherFile = (other.keyPosition ?? other.position)?.file ?? ""
    return file.hasSuffix(".stringsdict") && otherFile.hasSuffix(".strings")
  }

  /// Whether the value has no text of its own, plain or varied: an XLIFF unit without
  /// `<target>`, or a String Catalog localization with a state but no value.
  public var isWithoutText: Bool { value == nil && structure == nil }

  /// Whether `state` says a value is not translated yet: a String Catalog's or XLIFF 1.2's `new`,
  /// XLIFF 1.2's `needs-translation` (what XLIFF tools such as XLIFF Sync and OmegaT write on
  /// units still to translate, often with the source text copied into the target), or XLIFF
  /// 2.0's `initial` segment state (Crowdin: "the segment needs translation"), or XLIFF 1.2's
  /// `needs-l10n` ("text and non-textual information need adaptation": Weblate and
  /// translate-toolkit read it as needing translation).
  public static func isUntranslatedState(_ state: String?) -> Bool {
    state == "new" || state == "needs-translation" || state == "initial" || state == "needs-l10n"
  }

  /// Whether the value is an XLIFF `<source>` text: the only XLIFF values with text but without
  /// a state.
  public var isXLIFFSource: Bool {
    state == nil && !isWithoutText && position != nil && isFromXLIFF
  }

  /// Whether the value was read from an XLIFF file (`.xliff`, `.xlf`, also inside `.xcloc`).
  public var isFromXLIFF: Bool {
    guard let file = (position ?? keyPosition)?.file else { return false }
    // Any case, as discovery reads them (`de.XLIFF`).
    let name = file.utf8.suffix(6)
    return Self.hasExtension(name, "xliff") || Self.hasExtension(name, "xlf")
  }

  /// Whether `tail` (a path's last bytes) ends in `.` and `lowercased`, in any case.
  private static func hasExtension(_ tail: Substring.UTF8View, _ lowercased: String) -> Bool {
    let count = lowercased.utf8.count
    guard tail.count > count, tail.suffix(count + 1).first == UInt8(ascii: ".") else { return false }
    return zip(tail.suffix(count), lowercased.utf8).allSatisfy { $0 | 0x20 == $1 }
  }

  /// Whether the value is the key itself, standing in for a source-language entry that a String
  /// Catalog does not have: it is written where the key is, not at a value of its own.
  public var isImpliedByKey: Bool {
    guard let position, position == keyPosition else { return false }
    return position.file.hasSuffix(".xcstrings")
  }

  /// Every leaf text of this value with its path (`plural.one`, `device.ipad.plural.other`,
  /// `substitutions.count.plural.few`); a plain value is one leaf with an empty path.
  public var leaves: [(path: String, leaf: LocalizedValue)] {
    // Most values are plain: no walk, no sorting of absent substitutions (rules ask every cell).
    guard let structure else { return value == nil ? [] : [("", self)] }
    let nested = structure.leaves {
      var result: [(path: String, leaf: LocalizedValue)] = []
      collectNestedLeaves(prefix: "", into: &result)
      return result
    }
    // The value's own text is no part of the box, which values with other texts may share.
    guard variations == nil, value != nil || stringSet != nil else { return nested }
    return [("", self)] + nested
  }

  /// The value at a leaf path of `leaves` (`plural.one`, `substitutions.count.plural.few`), found by
  /// walking the path instead of listing every leaf; `self` for the empty path.
  public func leaf(at path: String) -> LocalizedValue? {
    var current = self
    var parts = VariablePathName.segments(of: path)[...]
    while let head = parts.first {
      guard parts.count >= 2 else { return nil }
      let name = VariablePathName.name(ofSegment: parts[parts.startIndex + 1])
      if head == "substitutions" {
        guard let variations = current.substitutions?[name]?.variations else { return nil }
        current = LocalizedValue(variations: variations)
      } else {
        guard let kind = VariationKind(rawValue: String(head)), let next = current.variations?[kind]?[name]
        else {
          return nil
        }
        current = next
      }
      parts = parts.dropFirst(2)
    }
    return current
  }

  private func collectLeaves(prefix: String, into result: inout [(path: String, leaf: LocalizedValue)]) {
    if variations == nil, value != nil || stringSet != nil {
      result.append((prefix, self))
    }
    collectNestedLeaves(prefix: prefix, into: &result)
  }

  /// The leaves of the variations and substitutions, not the value's own text.
  private func collectNestedLeaves(prefix: String, into result: inout [(path: String, leaf: LocalizedValue)])
  {
    if let variations {
      for (kind, cases) in variations.kinds {
        for (name, value) in cases.sorted(by: { $0.key < $1.key }) {
          value.collectLeaves(prefix: join(prefix, "\(kind.rawValue).\(name)"), into: &result)
        }
      }
    }
    for (name, substitution) in (substitutions ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let variations = substitution.variations else { continue }
      for (kind, cases) in variations.kinds {
        for (caseName, value) in cases.sorted(by: { $0.key < $1.key }) {
          let path = join(
            prefix, "substitutions.\(VariablePathName.segment(for: name)).\(kind.rawValue).\(caseName)")
          value.collectLeaves(prefix: path, into: &result)
        }
      }
    }
  }

  private func join(_ prefix: String, _ part: String) -> String {
    prefix.isEmpty ? part : prefix + "." + part
  }
}
