import CatalogParser

extension CaptureBinder {
  /// What binding the captures has found so far: subjects, unbound identifiers, and identifiers
  /// a locale built from its text.
  struct Bound {
    private(set) var subjects: [Subject] = []
    private(set) var unbound: [UnboundCapture] = []
    private(set) var renamed: [RenamedCapture] = []
    /// Every subject by its identifier (the label map's and those bound so far), first one kept.
    private var byIdentifier: [String: Subject]
    /// The identifiers found unbound so far.
    private var unboundIdentifiers: Set<String> = []

    init(existing: [Subject]) {
      byIdentifier = Dictionary(existing.map { ($0.identifier, $0) }) { first, _ in first }
    }

    /// Adds what `binding` found for `element`; `reference`: the identifier the source
    /// language's capture has at its place where the locale's identifier is one of its own.
    mutating func add(
      _ binding: Binding, of element: CapturedElement, in capture: UICapture, standingFor reference: String?
    ) {
      if let reference, let identifier = element.identifier, isRenamed(binding, standingFor: reference) {
        renamed.append(
          RenamedCapture(
            identifier: identifier, reference: reference, label: element.label, locale: capture.locale,
            screen: capture.screen, position: element.position))
        return
      }
      switch binding {
      case .subject(let subject):
        subjects.append(subject)
        if byIdentifier[subject.identifier] == nil { byIdentifier[subject.identifier] = subject }
      case .unbound(let capture):
        unbound.append(capture)
        unboundIdentifiers.insert(capture.identifier)
      }
    }

    /// Whether an identifier that stands where the source's capture has `reference` is that
    /// element under another name: its label shows the reference's key, or no single key (a
    /// wrong label, which `runtime-mismatch` reports against the reference's key; or, where the
    /// reference binds to no key either, the same hard-coded text translated). A label of
    /// another key is another element (German's own "Impressum" where English shows "Rate app").
    private func isRenamed(_ binding: Binding, standingFor reference: String) -> Bool {
      switch binding {
      case .unbound: return byIdentifier[reference] != nil || unboundIdentifiers.contains(reference)
      case .subject(let subject): return byIdentifier[reference].map(subject.isBound(toKeyOf:)) ?? false
      }
    }
  }
}
