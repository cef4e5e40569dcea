import Testing

@testable import CatalogParser

@Suite struct StringsFileParserCommentTests {
  private func comment(of key: String, in text: String) throws -> String? {
    let file = try StringsFixture.parse(text)
    return try #require(try StringsFixture.table(file).entry(forKey: key)).comment
  }

  @Test func keepsTheBlockCommentAboveTheKeyTrimmed() throws {
    let text = "/*   Title of the sign-in button  */\n\"Sign in\" = \"Entrar\";\n\"Other\" = \"Otro\";\n"
    #expect(try comment(of: "Sign in", in: text) == "Title of the sign-in button")
    #expect(try comment(of: "Other", in: text) == nil)
  }

  /// Comments written on one line are one note (Tunnelblick's `/* TRANSLATION SAME AS
  /// DEVELOPMENT *//* Button */`, audit 105); one on the line above is the previous block's.
  @Test func keepsEveryBlockCommentOfOneLine() throws {
    let text =
      "/* Header */\n\n/* Menu item */ /* Button */\n\"a\" = \"b\";\n"
      + "/* SAME AS DEVELOPMENT *//*  Button */\n\"c\" = \"d\";\n/* Old */\n/* New */\n\"e\" = \"f\";\n"
      + "/* License,\n   all rights reserved */ /* Cancel */\n\"g\" = \"h\";\n"
    #expect(try comment(of: "a", in: text) == "Menu item\nButton")
    #expect(try comment(of: "c", in: text) == "SAME AS DEVELOPMENT\nButton")
    #expect(try comment(of: "e", in: text) == "New")
    // A license block that ends on the key's comment's line is no part of it (review 94).
    #expect(try comment(of: "g", in: text) == "Cancel")
  }

  @Test func translatewikisFuzzyMarkMakesTheValueFuzzy() throws {
    // translatewiki.net's exports mark a translation whose source changed since.
    let text =
      "// Fuzzy\n\"a\" = \"Erro\";\n/* fuzzy */\n\"b\" = \"c\";\n// Fuzzy logic\n\"d\" = \"e\";\n\"f\" = \"g\";\n"
    let table = try StringsFixture.table(try StringsFixture.parse(text))
    let states = ["a", "b", "d", "f"].map { table.entry(forKey: $0)?.localizations.values.first?.state }
    // A block comment is a developer's, not translatewiki's mark.
    #expect(states == ["fuzzy", "translated", "translated", "translated"])
  }

  @Test func poEditorsFuzzyMarkBelowTheDevelopersCommentMakesTheValueFuzzy() throws {
    // POEditor's `apple_strings` export adds `/*Fuzzy*/` as a second comment (AltTab, audit 87).
    let text =
      "/*No comment provided by engineer.*/\n/*Fuzzy*/\n\"a\" = \"b\";\n"
      + "/*No comment provided by engineer.*/\n\n/*Fuzzy*/\n\"c\" = \"d\";\n"
      + "/* Title */\n/* Fuzzy */\n\"e\" = \"f\";\n"
    let table = try StringsFixture.table(try StringsFixture.parse(text))
    let states = ["a", "c", "e"].map { table.entry(forKey: $0)?.localizations.values.first?.state }
    // After a blank line the comment stands alone, and one with spaces is written by hand: a
    // developer's word.
    #expect(states == ["fuzzy", "translated", "translated"])
  }

  @Test func keepsAMultiLineBlockCommentsInnerLines() throws {
    let text = "/*\n   Shown on the login screen.\n   Keep it short.\n */\n\"a\" = \"b\";"
    #expect(try comment(of: "a", in: text) == "Shown on the login screen.\n   Keep it short.")
  }

  @Test func joinsConsecutiveLineComments() throws {
    let text = "// Guide window\n  //   first line\n//\n// last\n\"guide.faq\" = \"FAQ\";\n"
    #expect(try comment(of: "guide.faq", in: text) == "Guide window\nfirst line\n\nlast")
  }

  @Test func takesTheLastCommentBlockBeforeTheKey() throws {
    let text =
      "/* File header */\n\n// Section\n\n"
      + "/* Class = \"NSMenuItem\"; title = \"About\"; */\n\"x.title\" = \"Acerca\";"
    #expect(try comment(of: "x.title", in: text) == "Class = \"NSMenuItem\"; title = \"About\";")
    let lineAfterBlock = "/* block */\n// line\n\"a\" = \"b\";"
    #expect(try comment(of: "a", in: lineAfterBlock) == "line")
    let blockAfterLine = "// line\n/* block */ \"a\" = \"b\";"
    #expect(try comment(of: "a", in: blockAfterLine) == "block")
  }

  /// A comment set off by a blank line (a file header, a section title) is not about the next key.
  @Test func ignoresACommentSeparatedByABlankLine() throws {
    #expect(try comment(of: "a", in: "/* Localizable.strings */\n\n\"a\" = \"b\";") == nil)
    #expect(try comment(of: "a", in: "// Common\r\n\r\n\"a\" = \"b\";") == nil)
    #expect(try comment(of: "a", in: "// Common\r\n\"a\" = \"b\";") == "Common")
  }

  /// A comment on the line of the previous statement remarks on that statement.
  @Test func ignoresATrailingCommentOfThePreviousEntry() throws {
    let text =
      "\"a\" = \"b\"; // about a\n\"c\" = \"d\";\n\"e\" = \"f\"; /* about e */\n/* about g */\n\"g\" = \"h\";"
    #expect(try comment(of: "c", in: text) == nil)
    #expect(try comment(of: "g", in: text) == "about g")
  }

  /// VLC writes a key's note after it, on its line (audit 150); a comment above wins, and a block
  /// that runs on to the next line is no note of the statement before.
  @Test func aTrailingCommentOnTheStatementsLineDescribesIt() throws {
    let text =
      "\"a\" = \"b\"; // Do not translate\n\"c\" = \"d\";\t/* Accessibility label */\n"
      + "/* above */\n\"e\" = \"f\"; // after\n\"g\" = \"h\"; /* License,\n all rights */\n\"i\" = \"j\";\n"
    #expect(try comment(of: "a", in: text) == "Do not translate")
    #expect(try comment(of: "c", in: text) == "Accessibility label")
    #expect(try comment(of: "e", in: text) == "above")
    #expect(try comment(of: "g", in: text) == nil)
    #expect(try comment(of: "i", in: text) == nil)
  }

  @Test func ignoresCommentsInsideAStatement() throws {
    let text = "/* above */\n\"a\" /* between */ = // line\n \"b\" /* after */;\n\"c\" = \"d\";"
    #expect(try comment(of: "a", in: text) == "above")
    #expect(try comment(of: "c", in: text) == nil)
  }

  @Test func emptyCommentsAreNoComment() throws {
    #expect(try comment(of: "a", in: "/**/\n\"a\" = \"b\";") == nil)
    #expect(try comment(of: "a", in: "/*  \n */\n\"a\" = \"b\";") == nil)
    #expect(try comment(of: "a", in: "//\n\"a\" = \"b\";") == nil)
  }

  @Test func keepsNonASCIICommentText() throws {
    #expect(try comment(of: "a", in: "/* Botón «Guardar» — 保存 */\n\"a\" = \"b\";") == "Botón «Guardar» — 保存")
  }
}
