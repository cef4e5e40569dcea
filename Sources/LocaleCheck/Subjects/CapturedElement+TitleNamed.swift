import CatalogParser

extension CapturedElement {
  /// Whether the element is an alert or a sheet whose identifier is its title, as UIKit names
  /// them: the identifier follows the locale's text by design, so it is no identifier the app
  /// built from localized text, nor one to name by the taxonomy (audit 328). It still binds the
  /// title's key, whose text the capture shows: a raw key or an English title is still told
  /// (review 225).
  var isNamedByItsTitle: Bool {
    guard let identifier, let type = type?.lowercased(), type == "alert" || type == "sheet" else {
      return false
    }
    return identifier == label
  }

  /// The identifiers that `captures` show only on alerts and sheets named by their titles.
  static func titleNamedIdentifiers(in captures: [UICapture]) -> Set<String> {
    var named: Set<String> = []
    var otherwise: Set<String> = []
    for capture in captures {
      for element in capture.elements {
        guard let identifier = element.identifier else { continue }
        if element.isNamedByItsTitle { named.insert(identifier) } else { otherwise.insert(identifier) }
      }
    }
    return named.subtracting(otherwise)
  }
}

extension CheckContext {
  /// The identifiers of the run's captured alerts and sheets named by their titles, worked out once.
  var titleNamedCaptureIdentifiers: Set<String> {
    titleNamedIdentifiers.value { CapturedElement.titleNamedIdentifiers(in: captures) }
  }
}
