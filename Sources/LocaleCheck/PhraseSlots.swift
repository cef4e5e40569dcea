/// The parameters an App Shortcut phrase may name: the app's name and at most one other, once
/// ("you include your app name, and optionally one additional parameter", Apple's App Intents
/// engineers): Siri offers no phrase with two parameters or one written twice.
enum PhraseSlots {
  /// The problem of a translated phrase whose `names` (in order, `applicationName` aside) hold
  /// more parameters, or one more often, than any source phrase's (`sourceNames`), or `nil`.
  /// Judged against the source, so a source that breaks the limit itself is not blamed on its
  /// translations; a name no source phrase has is told as such, not counted here.
  static func problem(of names: [String], sourceNames: [[String]]) -> String? {
    let sourceOwn = sourceNames.map { $0.filter { $0 != "applicationName" } }
    let known = Set(sourceOwn.joined())
    let own = names.filter { $0 != "applicationName" && known.contains($0) }
    guard own.count > 1 else { return nil }
    let distinct = own.uniquedInOrder()
    let mostInSource = sourceOwn.map { Set($0).count }.max() ?? 0
    if distinct.count > max(mostInSource, 1) {
      return
        "the phrase names \(distinct.count) parameters, \(IntentParameters.listed(distinct)), where each "
        + "source phrase names at most \(max(mostInSource, 1)) besides the app: Siri offers no such phrase"
    }
    let repeated = distinct.filter { name in
      own.count { $0 == name } > 1 && sourceOwn.allSatisfy { phrase in phrase.count { $0 == name } <= 1 }
    }
    guard let name = repeated.first else { return nil }
    let count = own.count { $0 == name }
    return "parameter ${\(name)} is written \(count) times, the source's once: Siri offers no phrase that "
      + "names a parameter twice"
  }
}
