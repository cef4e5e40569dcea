import CatalogParser

extension UICapture {
  /// Which dump of the capture `element` is in: a `.txt` file may hold several (a test prints
  /// the tree before and after a step), each numbered after the last one's (`1/0/2`); a JSON
  /// capture is one tree, whatever its paths start with (review 171).
  func dump(of element: CapturedElement) -> Substring {
    guard !file.lowercased().hasSuffix(".json"), let path = element.path else { return "" }
    return path.prefix { $0 != "/" }
  }

  /// The identifiers a dump of the capture gives to more than one element, each with its dump
  /// (`[dump, identifier]`): a file of two dumps shows each control twice, once in each.
  func repeatedIdentifiers() -> Set<[Substring]> {
    var seen: Set<[Substring]> = []
    var repeated: Set<[Substring]> = []
    for element in elements {
      guard let identifier = element.identifier else { continue }
      let place = [dump(of: element), Substring(identifier)]
      if !seen.insert(place).inserted { repeated.insert(place) }
    }
    return repeated
  }

  /// Whether `element` and `other` are of one dump of the capture.
  func sameDump(_ element: CapturedElement, _ other: CapturedElement) -> Bool {
    dump(of: element) == dump(of: other)
  }
}
