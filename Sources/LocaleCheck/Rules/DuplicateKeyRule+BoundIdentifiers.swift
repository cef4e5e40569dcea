import CatalogParser

extension DuplicateKeyRule {
  /// The real identifiers (label map, UI captures) bound to each key: a repeated key that one binds
  /// is told under that identifier, in its matrix cell, and any other bound to the key shows it too.
  struct BoundIdentifiers {
    private struct Place: Hashable {
      var bundle: String
      var table: String
      var key: ExactKey
    }

    private var subjectsByPlace: [Place: [Subject]] = [:]

    init(_ subjects: [Subject]) {
      for subject in subjects where subject.isRealIdentifier {
        let place = Place(bundle: subject.bundle, table: subject.table, key: ExactKey(subject.key))
        subjectsByPlace[place, default: []].append(subject)
      }
      // The label before the hint of one control, then by identifier: the same subject told
      // whatever order the label map lists them in.
      for place in subjectsByPlace.keys {
        subjectsByPlace[place]?.sort {
          ($0.isHint ? 1 : 0, $0.identifier) < ($1.isHint ? 1 : 0, $1.identifier)
        }
      }
    }

    /// The subjects bound to `duplicate`'s key, the one to tell it under first; empty for a key
    /// none binds.
    func subjects(boundTo duplicate: DuplicateKey) -> [Subject] {
      subjectsByPlace[Place(bundle: duplicate.bundle, table: duplicate.table, key: ExactKey(duplicate.key))]
        ?? []
    }
  }
}
