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

  /// `exported`, where it and `first`, read before it, are XLIFF `<source>` texts of one key that
  /// differ: exports made from other versions of the source (audit 299); else `nil`.
  public static func exportSource(_ exported: LocalizedValue, besides first: LocalizedValue)
    -> LocalizedValue?
  {
    guard first.isExportSourceText, exported.isExportSourceText, !exported.hasSameTexts(as: first) else {
      return nil
    }
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

  /// Whether `other` has the same text at every path both have.
  private func hasSameTexts(as other: LocalizedValue) -> Bool {
    let texts = Dictionary(
      other.leaves.map { ($0.path, $0.leaf.value) }, uniquingKeysWith: { first, _ in first })
    return leaves.allSatisfy { path, leaf in texts[path].map { $0 == leaf.value } ?? true }
  }
}
