/// A company's name with its legal form, as a copyright line writes it ("Proton AG",
/// "© 2024 Acme GmbH", "Copyright 2019–2024 Example Ltd"), whatever arguments stand beside it: a
/// name, alike in every language.
enum CompanyName {
  /// Legal forms that are no word of a label: a name that ends in one is a company's.
  static let legalForms: Set<String> = [
    "GmbH", "gGmbH", "AG", "KGaA", "OHG", "e.K.", "e.V.", "Inc.", "LLC", "L.L.C.", "LLP", "plc",
    "S.A.", "S.A.S.", "SARL", "S.à.r.l.", "S.r.l.", "Srl", "S.p.A.", "SpA", "S.L.", "S.L.U.", "B.V.",
    "N.V.", "Oy", "Oyj", "A/S", "ApS", "s.r.o.", "a.s.", "Kft.", "Zrt.", "OÜ", "K.K.", "Sp.z.o.o.",
    "Pty",
  ]

  /// Legal forms that are also words or abbreviations of labels ("Access Limited", "Dark Mode
  /// AB", "Max 100 KG"): a company's only after a copyright mark or a year.
  static let ambiguousLegalForms: Set<String> = [
    "Inc", "Incorporated", "Ltd", "Ltd.", "Limited", "Corp", "Corp.", "Corporation", "Co.", "AB", "SA",
    "SAS", "BV", "NV", "UG", "KG", "GK", "ASA", "SRL", "PLC",
  ]

  /// Words of a copyright line before the name: "©", "(c)", "Copyright", years and ranges.
  private static func isCopyrightMark(_ token: Substring) -> Bool {
    if ["(c)", "(C)", "Copyright", "copyright"].contains(token) { return true }
    let rest = token.drop { $0 == "©" }
    return rest.isEmpty ? token.hasPrefix("©") : isYears(rest)
  }

  /// Whether `text` is a year or a range of years ("2024", "2019–2024", "2019-2024,"), not a
  /// count ("3 Devices Limited").
  private static func isYears(_ text: Substring) -> Bool {
    let years = text.split(whereSeparator: { "-–—,".contains($0) })
    return !years.isEmpty && text.first?.isNumber == true
      && years.allSatisfy { year in
        year.count == 4 && year.allSatisfy(\.isASCII) && year.allSatisfy(\.isNumber)
          && (year.hasPrefix("19") || year.hasPrefix("20"))
      }
  }

  /// `text` with each whole-number placeholder where a year goes, after a copyright mark or a year
  /// and a dash ("© %d", "2005-%d"), as a year, and every other one as a space (review 188).
  private static func withArgumentsAsYears(_ text: String) -> String {
    var bytes = Array(text.utf8)
    let specifiers = FormatSpecifierParser.parse(text, decoratedPlaceholdersAreText: true)
    // Last first, so that the ranges still to replace stay where they are.
    for specifier in specifiers.sorted(by: { $0.utf8Range.lowerBound > $1.utf8Range.lowerBound }) {
      let range = specifier.utf8Range.clamped(to: 0..<bytes.count)
      let before = String(decoding: bytes[..<range.lowerBound], as: UTF8.self)
      let lastWord = before.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
      // A whole number only: "© %@ Export" is words (review 189).
      let takesYear =
        specifier.type == .integer && ["©", "(c)", "(C)", "Copyright", "copyright"].contains(lastWord)
        || (specifier.type == .integer && before.last.map { "-–".contains($0) } == true
          && isYears(Substring(lastWord.dropLast())))
      bytes.replaceSubrange(range, with: Array((takesYear ? "2000" : " ").utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `text` is a company's name and legal form, after an optional copyright mark and
  /// year, or a name after a copyright mark and a year: the name's words start with a capital or
  /// a digit ("&" joins them), up to five.
  static func isCompanyName(_ text: String) -> Bool {
    // An argument beside the line (the app's name or version: "%@©2023 Thomas Ricouard",
    // IceCubesApp) is no word of it (audit 275).
    let text = text.containsUTF8Byte(UInt8(ascii: "%")) ? withArgumentsAsYears(text) : text
    var tokens = text.split(whereSeparator: \.isWhitespace).map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
    // Polish "Sp. z o.o." as one word.
    if tokens.suffix(3).map({ $0.lowercased() }) == ["sp.", "z", "o.o."] {
      tokens.replaceSubrange((tokens.count - 3)..., with: ["Sp.z.o.o."])
    }
    let marked = tokens.first.map(isCopyrightMark) ?? false
    // A year and a mark proper: "2024 Annual Report" is a title, no copyright line (review 146).
    let marks = tokens.prefix(while: isCopyrightMark)
    let dated =
      marks.contains { isYears($0.drop { $0 == "©" }) }
      && marks.contains { $0.hasPrefix("©") || ["(c)", "(C)", "Copyright", "copyright"].contains($0) }
    tokens = Array(tokens.drop(while: isCopyrightMark))
    let isForm = { (token: Substring) in
      legalForms.contains(String(token)) || ambiguousLegalForms.contains(String(token))
    }
    if let last = tokens.last, last.hasSuffix("."), !isForm(last) {
      tokens[tokens.count - 1] = last.dropLast()
    }
    // The forms at the end ("GmbH & Co. KG", "Pty Ltd"): one that is no word, or a copyright mark.
    var formCount = 0
    while formCount < tokens.count, case let token = tokens[tokens.count - 1 - formCount],
      isForm(token) || (token == "&" && formCount > 0)
    {
      formCount += 1
    }
    let forms = tokens.suffix(formCount)
    guard marked || forms.contains(where: { legalForms.contains(String($0)) }) else { return false }
    let name = tokens.dropLast(formCount)
    // A mark and a year make a person's name a holder too ("Copyright © 2005-2020 Nathan
    // Cosgray.", audit 195), but not "© 2024 All Rights Reserved".
    let isHolder =
      dated && (1...4).contains(name.count)
      && !name.contains { ["all", "rights", "reserved"].contains($0.lowercased()) }
    guard formCount > 0 || isHolder, (1...5).contains(name.count) else { return false }
    return name.allSatisfy { word in
      word == "&" || word == "+"
        || (word.first.map { $0.isUppercase || $0.isNumber } == true && word.contains(where: \.isLetter))
    }
  }
}
