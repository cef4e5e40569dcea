extension IgnoreEntry {
  /// An entry's names split at their `*`s once (``IgnorePattern/parts(of:)``): an index asks
  /// about every finding, and a long pattern split again each time cost seconds (audit 222). A
  /// `nil` name is not compared: the entry has none, or the index found the entry by it.
  struct SplitNames {
    var key: [String]?
    var identifier: [String]?
    var table: [String]?
    var bundle: [String]?
  }

  /// This entry's names, split.
  var splitNames: SplitNames {
    SplitNames(
      key: key.map(IgnorePattern.parts(of:)), identifier: identifier.map(IgnorePattern.parts(of:)),
      table: table.map(IgnorePattern.parts(of:)), bundle: bundle.map(IgnorePattern.parts(of:)))
  }
}
