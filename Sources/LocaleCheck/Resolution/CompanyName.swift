/// A company's name with its legal form, as a copyright line writes it ("Proton AG",
/// "© 2024 Acme GmbH", "Copyright 2019–2024 Example Inc."): a name, alike in every language.
enum CompanyName {
  /// Legal forms that close a company's name; not those that are also English words in
  /// capitals ("AS", "SE"), which would pass "SAVE AS".
  static let legalForms: Set<String> = [
    "AG", "GmbH", "gGmbH", "UG", "KG", "KGaA", "OHG", "e.K.", "e.V.", "Inc", "Inc.", "Incorporated", "LLC",
    "L.L.C.", "LLP", "Ltd", "Ltd.", "Limited", "PLC", "plc", "Corp", "Corp.", "Corporation", "Co.", "Pty",
    "S.A.", "SA", "SAS", "S.A.S.", "SARL", "S.à.r.l.", "SRL", "S.r.l.", "Srl", "S.p.A.", "SpA", "S.L.",
    "S.L.U.", "B.V.", "BV", "N.V.", "NV", "AB", "Oy", "Oyj", "A/S", "ApS", "ASA", "s.r.o.", "a.s.", "Kft.",
    "Zrt.", "OÜ", "K.K.", "GK", "Sp.z.o.o.",
  ]

  /// Words of a copyright line before the name: "©", "(c)", "Copyright", years and ranges.
  private static func isCopyrightMark(_ token: Substring) -> Bool {
    if ["(c)", "(C)", "Copyright", "copyright"].contains(token) { return true }
    return token.drop { $0 == "©" }.allSatisfy { $0.isNumber || "-–—,".contains($0) }
  }

  /// Whether `text` is a company's name and legal form, after an optional copyright mark and
  /// year: the name's words start with a capital or a digit ("&" joins them), up to five.
  static func isCompanyName(_ text: String) -> Bool {
    var tokens = text.split(whereSeparator: \.isWhitespace).map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
    // Polish "Sp. z o.o." as one word.
    if tokens.suffix(3).map({ $0.lowercased() }) == ["sp.", "z", "o.o."] {
      tokens.replaceSubrange((tokens.count - 3)..., with: ["Sp.z.o.o."])
    }
    tokens = Array(tokens.drop(while: isCopyrightMark))
    if let last = tokens.last, last.hasSuffix("."), !legalForms.contains(String(last)) {
      tokens[tokens.count - 1] = last.dropLast()
    }
    var formCount = 0
    while formCount < tokens.count, legalForms.contains(String(tokens[tokens.count - 1 - formCount])) {
      formCount += 1
    }
    let name = tokens.dropLast(formCount)
    guard formCount > 0, (1...5).contains(name.count) else { return false }
    return name.allSatisfy { word in
      word == "&" || word == "+" || word.first.map { $0.isUppercase || $0.isNumber } == true
    }
  }
}
