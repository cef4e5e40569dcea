/// One `<trans-unit>` of an XLIFF 1.2 fixture, with the attributes the rules read.
struct FixtureXLIFFUnit {
  var id: String
  var source: String
  /// `nil` for a unit without `<target>`.
  var target: String?
  /// The `state` attribute of `<target>` (`needs-review-translation`, `final`, ...).
  var state: String?
  /// `false` writes `translate="no"`.
  var translate: Bool

  init(_ id: String, source: String, target: String?, state: String? = nil, translate: Bool = true) {
    self.id = id
    self.source = source
    self.target = target
    self.state = state
    self.translate = translate
  }

  /// The unit on one line.
  var text: String {
    let escape = CatalogText.escape
    let state = self.state.map { " state=\"\(escape($0))\"" } ?? ""
    let targetElement = target.map { "<target\(state)>\(escape($0))</target>" } ?? ""
    let translateAttribute = translate ? "" : " translate=\"no\""
    return "<trans-unit id=\"\(escape(id))\"\(translateAttribute)><source>\(escape(source))</source>"
      + "\(targetElement)</trans-unit>"
  }
}
