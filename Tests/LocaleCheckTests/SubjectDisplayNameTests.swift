import Testing

@testable import LocaleCheck

/// How findings name a subject: as it is, unless it would leave a gap in the sentence or break
/// its line.
@Suite struct SubjectDisplayNameTests {
  @Test(arguments: [
    ("login.submit.button", "login.submit.button"), ("Sign in", "Sign in"), ("Sign in…", "Sign in…"),
    ("", #""""#), ("\n", #""\n""#), (" ", #"" ""#), ("Sign in ", #""Sign in ""#), ("\tTab", #""\tTab""#),
    ("Say \"hi\"\n", #""Say \"hi\"\n""#), ("a\u{1B}[2Jb", #""a\u{1B}[2Jb""#),
    ("a\u{2028}b", #""a\u{2028}b""#),
  ])
  func aKeyIsQuotedOnlyWhereItWouldNotReadAsOne(identifier: String, shown: String) {
    let subject = Subject(identifier: identifier, bundle: ".", table: "Localizable", key: identifier)
    #expect(subject.displayName == shown)
  }
}
