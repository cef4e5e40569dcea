extension CaptureBinder {
  /// A locale's formats (``formatKeys(_:locale:)``, sorted by text), found by the first character
  /// of the text before their first placeholder: a label can only show a format whose text
  /// starts as the label does, or that starts with a placeholder. Trying every format for every
  /// captured label that no key shows (user data) grew with captures times formats.
  struct FormatKeyIndex {
    private let formats: [FormatKey]
    /// The positions in `formats` of those whose text before the first placeholder starts with
    /// the character.
    private let byFirstCharacter: [Character: [Int]]
    /// The positions of those that start with a placeholder.
    private let startingWithPlaceholder: [Int]

    init(_ formats: [FormatKey]) {
      self.formats = formats
      var byFirstCharacter: [Character: [Int]] = [:]
      var startingWithPlaceholder: [Int] = []
      for (position, format) in formats.enumerated() {
        if let first = format.start.first {
          byFirstCharacter[first, default: []].append(position)
        } else {
          startingWithPlaceholder.append(position)
        }
      }
      self.byFirstCharacter = byFirstCharacter
      self.startingWithPlaceholder = startingWithPlaceholder
    }

    /// The first format, by text, that `shown` (trimmed) shows with its placeholders filled in.
    func first(showing shown: String) -> FormatKey? {
      let candidates = shown.first.flatMap { byFirstCharacter[$0] } ?? []
      var (next, nextOfPlaceholders) = (0, 0)
      // Both lists are in text order: merged, the first match is the first of all formats.
      while next < candidates.count || nextOfPlaceholders < startingWithPlaceholder.count {
        let position: Int
        if nextOfPlaceholders == startingWithPlaceholder.count
          || next < candidates.count && candidates[next] < startingWithPlaceholder[nextOfPlaceholders]
        {
          position = candidates[next]
          next += 1
        } else {
          position = startingWithPlaceholder[nextOfPlaceholders]
          nextOfPlaceholders += 1
        }
        if formats[position].shows(shown) { return formats[position] }
      }
      return nil
    }
  }
}
