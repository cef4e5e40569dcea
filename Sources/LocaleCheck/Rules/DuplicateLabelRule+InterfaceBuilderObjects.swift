import CatalogParser

extension DuplicateLabelRule {
  /// A subject's name in the set of pairs told: its bundle, table and identifier.
  static func pairName(of subject: Subject) -> String {
    subject.bundle + "\u{0}" + subject.table + "\u{0}" + subject.identifier
  }

  /// Whether the subject is a storyboard's title that names its screen (a window's, a view
  /// controller's), no control on it (audit 310).
  func isScreenTitle(_ subjectIndex: Int, in context: CheckContext) -> Bool {
    let subject = context.subjects[subjectIndex]
    return context.table(for: subject)?.interfaceBuilderScreenTitleKeys.contains(subject.key) == true
  }

  /// Whether two storyboard keys are texts of one object (a toolbar item's `label` and
  /// `paletteLabel`, a button's title and tooltip), which are not two controls to tell apart.
  static func areOneObject(_ subject: Subject, _ other: Subject) -> Bool {
    guard subject.table == other.table, subject.bundle == other.bundle,
      InterfaceBuilderSource.isInterfaceBuilderKey(subject.key), let dot = subject.key.firstIndex(of: ".")
    else { return false }
    // A segment or a scope button is an item VoiceOver reads on its own (review 209).
    let isItem = { (key: String) in key.hasSuffix("]") }
    return other.key.hasPrefix(subject.key[...dot]) && !(isItem(subject.key) && isItem(other.key))
  }
}
