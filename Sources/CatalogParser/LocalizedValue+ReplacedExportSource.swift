/// An XLIFF export's `<source>` text that a project file's source-language value replaces: the
/// text its translations were made from. Where the project's text differs, the source changed
/// after the export, and the export's translations may say what the control no longer does.
extension LocalizedValue {
  /// `exported`, where it is an XLIFF `<source>` text (plain, or every form of a plural) that
  /// `project`, a value written in a project file, replaces with other text; else `nil`.
  public static func exportSource(_ exported: LocalizedValue, replacedBy project: LocalizedValue)
    -> LocalizedValue?
  {
    // A String Catalog's key standing for its text is no text written since.
    guard !project.isFromXLIFF, !project.isImpliedByKey, exported.isExportSourceText,
      !exported.hasSameTexts(as: project)
    else { return nil }
    return exported
  }

  /// `exported`, an XLIFF `<source>` text of a key, where `kept`, read before it, is another
  /// export's whose text differs but for spacing and argument numbers: exports made from other
  /// versions of the source (audit 299); else `nil`. Not a target of the source language's own
  /// export, which may stand for a key other files' sources name (Symfony's `messages.en.xlf`).
  public static func exportSource(_ exported: LocalizedValue, besides kept: LocalizedValue) -> LocalizedValue?
  {
    // Most collisions are one text in every export of a table: no leaves to walk (Focus's 40).
    if let text = exported.value, text == kept.value, exported.variations == nil, kept.variations == nil,
      exported.substitutions == nil, kept.substitutions == nil
    {
      return nil
    }
    guard kept.isExportSourceText, exported.isExportSourceText,
      !exported.hasSameTexts(as: kept, normalizing: true)
    else { return nil }
    return exported
  }

  /// Whether the value is only XLIFF `<source>` text: plain, or every form of a plural
  /// (`key|==|plural.one`).
  var isExportSourceText: Bool {
    if isXLIFFSource { return true }
    guard value == nil else { return false }
    let leaves = leaves
    return !leaves.isEmpty && leaves.allSatisfy { $0.leaf.isXLIFFSource }
  }

  /// Whether `other` has the same text at every path both have; `normalizing`: but for white
  /// space at the ends and placeholders' argument numbers (`%@` for `%1$@`).
  private func hasSameTexts(as other: LocalizedValue, normalizing: Bool = false) -> Bool {
    let shape = { (text: String?) in normalizing ? text.map(Self.normalized) : text }
    let texts = Dictionary(
      other.leaves.map { ($0.path, shape($0.leaf.value)) }, uniquingKeysWith: { first, _ in first })
    return leaves.allSatisfy { path, leaf in texts[path].map { $0 == shape(leaf.value) } ?? true }
  }

  /// `text` without white space at its ends and without argument numbers (`%1$@` as `%@`).
  private static func normalized(_ text: String) -> String {
    var result = ""
    var characters = text.trimmingWhitespace[...]
    while let character = characters.popFirst() {
      result.append(character)
      guard character == "%" else { continue }
      let digits = characters.prefix(while: { $0.isASCII && $0.isNumber })
      if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
        characters = characters.dropFirst(digits.count + 1)
      }
    }
    return result
  }
}
