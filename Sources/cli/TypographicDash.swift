import Foundation

/// Dashes that a web page, a chat or a word processor writes for `-` and `--` (`—format`,
/// `–q`, `−−quiet`): a shell passes them on as they are, so the option would read as a path.
enum TypographicDash {
  /// The dashes: hyphen, non-breaking hyphen, figure dash, en dash, em dash, horizontal bar,
  /// minus sign, full-width hyphen-minus.
  private static let dashes: Set<Character> = [
    "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "\u{FF0D}",
  ]

  /// The option `argument` likely meant (`--format` for `—format` or `—-format`, `-q` for `–q`),
  /// where it starts with such dashes (an ASCII one beside them too) and then a letter, and names
  /// no file; `nil` otherwise.
  static func optionMeant(by argument: String) -> String? {
    let leading = argument.prefix { dashes.contains($0) || $0 == "-" }
    let rest = argument.dropFirst(leading.count)
    guard leading.contains(where: dashes.contains), leading.count <= 2, rest.first?.isLetter == true,
      !FileManager.default.fileExists(atPath: argument)
    else { return nil }
    // An em dash is most often two hyphens a word processor joined; one letter is a short option.
    let name = rest.prefix { $0 != "=" }
    return (name.count == 1 && leading.count == 1 ? "-" : "--") + rest
  }

  /// The first dash's name and code point, as the error names it.
  static func name(of argument: String) -> String {
    guard let dash = argument.first(where: dashes.contains), let scalar = dash.unicodeScalars.first else {
      return "a dash"
    }
    guard let name = scalar.properties.name?.lowercased() else { return "a dash" }
    let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    return "\(article) \(name) (U+\(String(scalar.value, radix: 16, uppercase: true)))"
  }
}
