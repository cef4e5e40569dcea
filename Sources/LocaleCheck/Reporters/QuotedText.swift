import Foundation

/// The texts a finding's message quotes ('…'), and the message with the longest of them cut.
///
/// A message is long because it quotes a long label ("an has no translation for '<a paragraph>'
/// (Key); VoiceOver reads the en text (…)"); cutting its end would drop what the message says of
/// that text (which table, "up to 97 characters pass"), so a cut takes from the quoted texts first.
enum QuotedText {
  /// How many characters of a quoted text a cut keeps, at least: enough to know the text.
  static let keptCharacters = 40

  /// `message` shortened by at least `excess` characters where its quoted texts allow it, the
  /// longest first, each cut text ending in "… (N more characters)" inside its quotes; `nil`
  /// where no quoted text is long enough to save anything.
  /// `texts`: what the message quotes as the finding knows it (its label, the source's, its
  /// key), found first, as a label may hold apostrophes ("tap 'Allow' when…", "friends' posts").
  static func cutting(_ message: String, by excess: Int, texts: [String] = []) -> String? {
    let characters = Array(message)
    var found = knownSpans(of: texts, in: message)
    for span in spans(in: characters) where !found.contains(where: { $0.overlaps(span) }) {
      found.append(span)
    }
    var cuts: [(range: Range<Int>, kept: Int)] = []
    var left = excess
    for span in found.sorted(by: { $0.count > $1.count }) where left > 0 {
      // The note's own length, for a count of as many digits as the span's length has.
      let note = "… (\(span.count) more characters)".count
      let kept = max(keptCharacters, span.count - left - note)
      let saved = span.count - kept - note
      guard saved > 0 else { continue }
      cuts.append((span, kept))
      left -= saved
    }
    guard !cuts.isEmpty else { return nil }
    var result = ""
    var index = 0
    for cut in cuts.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      let keptEnd = cut.range.lowerBound + cut.kept
      result += String(characters[index..<keptEnd])
      result += "… (\(cut.range.count - cut.kept) more characters)"
      index = cut.range.upperBound
    }
    return result + String(characters[index...])
  }

  /// Where the message writes each of `texts` (the first time), in characters; not where
  /// finding one would compare a long text at many places.
  private static func knownSpans(of texts: [String], in message: String) -> [Range<Int>] {
    let length = message.count
    var spans: [Range<Int>] = []
    // Longest first: a label as written before its trimmed self.
    for text in Set(texts.flatMap { [$0, LabelText.trimmed($0)] }).sorted(by: { $0.count > $1.count }) {
      let count = text.count
      guard count > keptCharacters, count <= length, (length - count + 1) * count < 10_000_000,
        let range = message.range(of: text, options: .literal)
      else { continue }
      let start = message.distance(from: message.startIndex, to: range.lowerBound)
      let span = start..<(start + count)
      if !spans.contains(where: { $0.overlaps(span) }) { spans.append(span) }
    }
    return spans
  }

  /// The ranges of the texts between quotes: an apostrophe at the start or after a space or an
  /// opening bracket opens one; the next apostrophe before a space, closing punctuation or the
  /// end closes it ("'Don't save' for …" is one text).
  static func spans(in characters: [Character]) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "'", index == 0 || opensQuote(after: characters[index - 1]) else {
        index += 1
        continue
      }
      let start = index + 1
      var end = start
      while end < characters.count, !(characters[end] == "'" && closesQuote(characters, at: end)) { end += 1 }
      guard end < characters.count else { break }
      if end > start { spans.append(start..<end) }
      index = end + 1
    }
    return spans
  }

  private static func opensQuote(after character: Character) -> Bool {
    character.isWhitespace || character == "(" || character == "["
  }

  private static func closesQuote(_ characters: [Character], at index: Int) -> Bool {
    guard index + 1 < characters.count else { return true }
    let next = characters[index + 1]
    return next.isWhitespace || ")],;:.!?".contains(next)
  }
}
