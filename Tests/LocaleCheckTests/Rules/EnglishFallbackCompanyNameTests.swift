import Testing

@testable import LocaleCheck

/// A company's name with its legal form ("Proton AG" in `NSHumanReadableCopyright`) reads alike
/// in every language; a copyright sentence is words.
@Suite("english-fallback: company names")
struct EnglishFallbackCompanyNameTests {
  @Test(arguments: [
    "Proton AG", "© 2024 Proton AG", "Copyright © 2019–2024 Example Inc.", "Acme GmbH & Co. KG",
    "Widget Labs, LLC", "©2023 Spotify AB", "Example Sp. z o.o.", "1Password Pty Ltd",
    "Copyright (c) 2024, Acme, Inc.", "© 2021 Example Ltd",
    // An argument beside the line: the app's name or version (audit 275: IceCubesApp).
    "%@©2023 Thomas Ricouard", "%@ © 2024 Proton AG", "© 2024 Acme GmbH %@", "%1$@ ©2023 Spotify AB",
    // A year given as an argument (review 188).
    "© %d Thomas Ricouard", "Copyright © %lld Nathan Cosgray", "Copyright © 2005-%d Nathan Cosgray.",
  ])
  func aCompanysNameIsAName(text: String) {
    #expect(CompanyName.isCompanyName(text))
  }

  @Test(arguments: [
    "Copyright © 2024 Proton AG. All rights reserved.", "SAVE AS", "Made by Acme Inc.", "Inc.",
    "Proton Pass", "AG", "Sign in with Example Ltd account", "Export to Example Corp systems",
    // Legal forms that are words of labels count only after a copyright mark.
    "Access Limited", "Background Refresh Limited.", "Contact Support Ltd", "Dark Mode AB",
    "Private Relay SA", "Max 100 KG", "© 2024 100 KG", "Acme & Co. KG",
    // A count or a bullet is no year: "3 Devices Limited" is words.
    "3 Devices Limited", "1 Device Limited", "– Storage Limited", "- Access Limited", "Connect PLC",
    // An argument leaves the words around it words.
    "%@ Inc.", "© %d Rights Reserved", "%lld Devices Limited", "%@ by Acme GmbH",
    // Only a whole number stands for a year (review 189).
    "© %@ Export", "Copyright %@ Save", "2010-%@ Export Now",
  ])
  func wordsAroundANameAreWords(text: String) {
    #expect(!CompanyName.isCompanyName(text))
  }

  @Test func copiesOfACompanysNameAreNotReportedNorItsGaps() throws {
    // protonpass/ios-pass: `NSHumanReadableCopyright` is "Proton AG" in all 22 locales.
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSHumanReadableCopyright", "Proton AG"),
        ("CFBundleGetInfoString", "© 2024 Proton AG. All rights reserved."),
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSHumanReadableCopyright", "Proton AG"),
        ("CFBundleGetInfoString", "© 2024 Proton AG. All rights reserved."),
      ]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleGetInfoString", "© 2024 Proton AG. Tous droits réservés.")
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text '© 2024 Proton AG. All rights reserved.' for CFBundleGetInfoString"
      ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
