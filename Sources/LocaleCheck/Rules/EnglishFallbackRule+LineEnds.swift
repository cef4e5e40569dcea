import Foundation

extension EnglishFallbackRule {
  /// `text` and `source` with every `\r\n` and lone `\r` written as `\n`, or `nil` where neither
  /// has a `\r`: a `.strings` file saved with Windows line ends copies a text of several lines as
  /// it is, though Swift reads `\r\n` as one character unlike `\n` (audit 231).
  static func withUnixLineEnds(_ text: String, _ source: String) -> (text: String, source: String)? {
    let carriageReturn = UInt8(ascii: "\r")
    guard text.utf8.contains(carriageReturn) || source.utf8.contains(carriageReturn) else { return nil }
    func unix(_ string: String) -> String {
      string.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
    return (unix(text), unix(source))
  }
}
