import CatalogParser

extension DuplicateLabelRule {
  /// Whether two storyboard keys are texts of one object (a toolbar item's `label` and
  /// `paletteLabel`, a button's title and tooltip), which are not two controls to tell apart.
  static func areOneObject(_ subject: Subject, _ other: Subject) -> Bool {
    guard subject.table == other.table, subject.bundle == other.bundle,
      InterfaceBuilderSource.isInterfaceBuilderKey(subject.key), let dot = subject.key.firstIndex(of: ".")
    else { return false }
    return other.key.hasPrefix(subject.key[...dot])
  }
}
