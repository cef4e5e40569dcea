extension Array where Element: Hashable {
  /// The elements without repeats, each at its first place: the tokens or names a message lists.
  func uniquedInOrder() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
