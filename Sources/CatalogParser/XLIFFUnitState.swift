/// What the XLIFF unit being read holds so far.
///
/// An `XLIFFParserHandler` keeps one and reuses it (`isOpen`), field by field: as an optional
/// of tuples, every change went through copies of the whole state.
struct XLIFFUnitState {
  /// Whether a unit is open.
  var isOpen = false
  var id: String?
  var name: String?
  /// Where the unit's start tag is.
  var position: SourcePosition?
  var shouldTranslate = true
  var source: String?
  var sourcePosition: SourcePosition?
  var target: String?
  var targetPosition: SourcePosition?
  var targetState: String?
  var note: String?
  /// The state of the least advanced `<segment>` so far (XLIFF 2.0 keeps states per segment).
  var segmentState: String?
  /// Whether the XLIFF 2.0 `<segment>` or `<ignorable>` being read has a `<target>`.
  var segmentHasTarget = false
  /// Whether a `<segment>` of the unit has no `<target>`: the unit's translation is partial.
  var hasUntranslatedSegment = false
  /// The source text of the `<ignorable>` being read: its target text when it has no `<target>`.
  var ignorableSource: String?
  /// Target text of `<ignorable>`s before the unit's first `<target>`, which it starts with.
  var pendingTargetText: String?
  /// How many XLIFF 2.0 `<segment>`s and `<ignorable>`s the unit has begun.
  var partCount = 0
  /// XLIFF 2.0: each part's target text with the place it takes (its `order`, else its part's).
  var targetParts: [(place: Int, text: String)] = []
  /// Whether a `<target>` moved its text with `order` (a translator reordered the sentences).
  var isReordered = false

  /// Starts a unit. Field by field: assigning a whole new state costs a copy and a destruction
  /// of every field, although `finishUnit` has taken them all.
  mutating func open(id: String?, name: String?, position: SourcePosition) {
    isOpen = true
    self.id = id
    self.name = name
    self.position = position
    shouldTranslate = true
    source = nil
    sourcePosition = nil
    target = nil
    targetPosition = nil
    targetState = nil
    note = nil
    segmentState = nil
    // XLIFF 1.2 units never set these: resetting them only when set spares most units the stores.
    if segmentHasTarget || hasUntranslatedSegment || ignorableSource != nil || pendingTargetText != nil
      || partCount > 0
    {
      segmentHasTarget = false
      hasUntranslatedSegment = false
      ignorableSource = nil
      pendingTargetText = nil
      partCount = 0
      targetParts.removeAll(keepingCapacity: true)
      isReordered = false
    }
  }

  /// XLIFF 2.0's segment states, least advanced first.
  static let segmentStateOrder = ["initial", "translated", "reviewed", "final"]

  /// Records one `<segment>`'s `state`: a unit is only as far along as its least advanced
  /// segment, so one segment marked `initial` makes it `initial`. A segment without the attribute
  /// does not count: XLIFF 2.0's default is `initial`, but tools that fill in targets without
  /// states (Angular's translation files) mean them as translations, and a segment without a
  /// `<target>` leaves the unit untranslated anyway (as XLIFF 1.2 and Weblate read them).
  mutating func addSegmentState(_ state: String?) {
    guard let state else { return }
    guard let current = segmentState else {
      segmentState = state
      return
    }
    let order = Self.segmentStateOrder
    // An unknown value (not XLIFF 2.0) ranks first: nothing says how far along it is.
    let rank = { (value: String) in order.firstIndex(of: value) ?? -1 }
    if rank(state) < rank(current) { segmentState = state }
  }

  /// Ends an XLIFF 2.0 `<segment>` (`isIgnorable`: an `<ignorable>`). A segment without a
  /// `<target>` leaves the unit partly untranslated; an `<ignorable>` without one (white space or
  /// codes between segments, not for translation) stands in the target as in the source.
  mutating func endSegment(isIgnorable: Bool) {
    defer {
      segmentHasTarget = false
      ignorableSource = nil
    }
    guard !segmentHasTarget else { return }
    guard isIgnorable else {
      hasUntranslatedSegment = true
      return
    }
    guard let text = ignorableSource else { return }
    addTargetPart(text, order: nil)
    if target != nil {
      target? += text
    } else {
      pendingTargetText = (pendingTargetText ?? "") + text
    }
  }

  /// Records an XLIFF 2.0 part's target text at the place it takes.
  mutating func addTargetPart(_ text: String, order: Int?) {
    if order != nil { isReordered = true }
    targetParts.append((order ?? partCount, text))
  }

  /// The target text with each part at the place its `order` gives (XLIFF 2.0: "the target
  /// content is displayed in the order given"), where a `<target>` moved one.
  var reorderedTarget: String? {
    guard isReordered else { return nil }
    let placed = targetParts.enumerated().sorted {
      ($0.element.place, $0.offset) < ($1.element.place, $1.offset)
    }
    return placed.map(\.element.text).joined()
  }
}
