extension ProjectNotice {
  /// At most `limit` of `notices`, in their order, a fair share of each check's: twenty warnings
  /// about device names must not hide the one about an unused `ignore` entry (audit 222).
  ///
  /// Slots go round the checks one at a time. A check that does not fit whole shows its first
  /// notices and its last, which is the count of the rest where the check limits its own.
  static func shortList(_ notices: [ProjectNotice], limit: Int) -> [ProjectNotice] {
    guard notices.count > limit, limit > 0 else { return notices }
    var groups: [[ProjectNotice]] = []
    for notice in notices {
      if let last = groups.last?.last, last.group == notice.group {
        groups[groups.count - 1].append(notice)
      } else {
        groups.append([notice])
      }
    }
    var shares = Array(repeating: 0, count: groups.count)
    var left = limit
    while left > 0 {
      for index in groups.indices where left > 0 && shares[index] < groups[index].count {
        shares[index] += 1
        left -= 1
      }
    }
    return zip(groups, shares).flatMap { group, share -> [ProjectNotice] in
      guard share < group.count, share > 1 else { return Array(group.prefix(share)) }
      return group.prefix(share - 1) + [group[group.count - 1]]
    }
  }
}
