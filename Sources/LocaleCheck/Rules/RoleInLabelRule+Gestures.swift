extension RoleInLabelRule {
  /// Whether `label` is an English gesture and the control it acts on ("Tap Button", "Press
  /// Switch", "Click Link"): the name of an action (an alarm's "Tap Button" way to stop it), whose
  /// role word is what the user touches, not this control's role; "Tap the button" passes too.
  static func isGestureOnControl(_ label: String, match: RoleWords.RoleWordMatch) -> Bool {
    guard match.language == "en", match.placement == .end else { return false }
    let words = LabelText.trimmed(label).lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" })
    guard words.count == 2, let verb = words.first else { return false }
    return gestureVerbs.contains(String(verb))
  }

  /// Verbs that name a touch or a click.
  private static let gestureVerbs: Set<String> = [
    "tap", "double-tap", "press", "click", "double-click", "hit", "push", "touch", "hold", "swipe",
  ]
}
