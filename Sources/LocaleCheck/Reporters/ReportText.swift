/// Wording shared by the human-readable reporters: counts, the one-line summary, locations.
enum ReportText {
  /// `1 error`, `2 errors`.
  static func count(_ count: Int, _ singular: String) -> String {
    guard count != 1 else { return "\(count) \(singular)" }
    // "entry", not "key": a consonant's `y` becomes `ies`.
    if singular.hasSuffix("y"), let before = singular.dropLast().last, !"aeiou".contains(before) {
      return "\(count) \(singular.dropLast())ies"
    }
    return "\(count) \(singular)s"
  }

  /// `3 errors, 2 warnings in 4 of 7 locales`, or `No problems in 7 locales` (or that nothing was
  /// checked, where no file could be read), with how many files could not be read.
  ///
  /// Only non-zero severities are named; the locale part is left out when no finding belongs to a
  /// locale (such as a duplicate key in a source file), since "in 0 of 7 locales" would mislead.
  static func summaryLine(_ report: Report) -> String {
    let summary = report.summary
    let parts = Severity.allCases.reversed().compactMap { severity -> String? in
      let number = summary.count(severity)
      return number > 0 ? count(number, severity.rawValue) : nil
    }
    let affected = Set(report.findings.compactMap(\.locale)).count
    let total = max(summary.locales, affected)
    if summary.subjects == 0 && parts.isEmpty
      && !report.inputErrors(ofKind: "unreadable-entry").isEmpty
      && report.inputErrors(ofKind: "unreadable-file").isEmpty
    {
      return "Nothing was checked: no entry of the label map could be read"
    }
    if total == 0 && summary.subjects == 0
      && !report.inputErrors(ofKind: "unreadable-file").isEmpty
    {
      return "Nothing was checked: no file could be read"
    }
    // Files that could not be read fail the run: a summary that says "No problems" must say so.
    let unread = hiddenNote(report) + unreadNote(report)
    guard !parts.isEmpty else { return "No problems in \(count(total, "locale"))\(unread)" }
    let counts = parts.joined(separator: ", ")
    guard affected > 0 else { return counts + unread }
    return "\(counts) in \(affected) of \(total) \(total == 1 ? "locale" : "locales")\(unread)"
  }

  /// `; 1 file could not be read; 1 file read in part (2 keys left out); 1 label-map entry could
  /// not be read`, or nothing.
  static func unreadNote(_ report: Report) -> String {
    let files = Set(report.inputErrors.map(\.position.file))
    let unread = files.subtracting(report.partlyReadFiles).count
    let partly = report.inputErrors(ofKind: "unreadable-key")
    let partlyFiles = Set(partly.map(\.position.file)).count
    let entries = report.inputErrors(ofKind: "unreadable-entry").count
    return (unread == 0 ? "" : "; \(count(unread, "file")) could not be read")
      + uncheckedLocalesNote(report, unreadFiles: files.subtracting(report.partlyReadFiles))
      + (partly.isEmpty
        ? "" : "; \(count(partlyFiles, "file")) read in part (\(count(partly.count, "key")) left out)")
      + (entries == 0 ? "" : "; \(count(entries, "label-map entry")) could not be read")
  }

  /// `, so de and fr were not checked`, or nothing: the locales whose `.lproj` files all failed
  /// have no column, so "No problems in 1 locale" must say what it leaves out.
  /// Not where the run's locales were chosen: those are the columns asked for.
  ///
  /// A locale the run checks for its other files has the unread files' keys left unchecked,
  /// which is said too: `, so their keys went unchecked in de`.
  private static func uncheckedLocalesNote(_ report: Report, unreadFiles: Set<String>) -> String {
    let locales = Set(unreadFiles.compactMap(lprojLocale(of:)))
    let sources = Set([report.sourceLocale, .base] + report.tableSourceLocales)
    let partly = Set(report.keysUncheckedIn).subtracting(sources)
    let keysNote =
      partly.isEmpty
      ? "" : "\(unreadFiles.count == 1 ? "its" : "their") keys went unchecked in \(listed(partly))"
    let checked = Set(report.locales).union(sources)
    let unchecked = report.localesChosen ? [] : locales.subtracting(checked)
    guard !unchecked.isEmpty else { return keysNote.isEmpty ? "" : ", so " + keysNote }
    let notChecked = "\(listed(unchecked)) \(unchecked.count == 1 ? "was" : "were") not checked"
    return ", so " + notChecked + (keysNote.isEmpty ? "" : " and " + keysNote)
  }

  /// Locales by identifier, "de", "de and fr", or the first five "and 2 more".
  private static func listed(_ locales: Set<LocaleID>) -> String {
    listed(locales.map(\.identifier).sorted())
  }

  /// `names`, "de", "de and fr", or the first five "and 2 more".
  static func listed(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.count <= 5
      ? names.dropLast().joined(separator: ", ") + " and " + last
      : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
  }

  /// The locale an `.lproj` folder in `path` names (`App/de.lproj/Main.strings`: `de`), or `nil`.
  private static func lprojLocale(of path: String) -> LocaleID? {
    guard let folder = path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else {
      return nil
    }
    let name = String(folder.dropLast(".lproj".count))
    // translatewiki.net's message documentation (`qqq`) is no locale of the run.
    return LocaleID.isChoosable(name) && name.lowercased() != "qqq" ? LocaleID(name) : nil
  }

  /// `; 3 findings hidden by the baseline, 1 by ignore entries`, or nothing: a summary that says
  /// "No problems" while a baseline holds last year's findings back must say so.
  static func hiddenNote(_ report: Report) -> String {
    let baseline = report.baselineHidden
    let ignored = max(report.summary.suppressed - baseline, 0)
    switch (baseline, ignored) {
    case (0, 0): return ""
    case (0, _): return "; \(count(ignored, "finding")) hidden by ignore entries"
    case (_, 0): return "; \(count(baseline, "finding")) hidden by the baseline"
    default: return "; \(count(baseline, "finding")) hidden by the baseline, \(ignored) by ignore entries"
    }
  }

  /// `path:line:column`, or `nil` for a finding without a position.
  static func location(_ finding: Finding) -> String? {
    finding.position.map { "\($0.file):\(max($0.line, 1)):\(max($0.column, 1))" }
  }

  /// The compiler-style line `path:line:column: severity: message [rule-id]`.
  ///
  /// Findings without a position are attributed to the tool, as compilers do
  /// (`labelcheck: error: ...`), which Xcode and CI log parsers also understand.
  static func diagnosticLine(_ finding: Finding, severityWord: String? = nil) -> String {
    let prefix = location(finding) ?? Report.toolName
    let word = severityWord ?? finding.severity.rawValue
    let message = shortened(finding.message, quoting: quotedTexts(of: finding))
    return "\(oneLine(prefix)): \(word): \(oneLine(message)) [\(finding.rule)]"
  }

  /// The longest message a line of a log shows whole, in characters: a licence text quoted in a
  /// finding is tens of kilobytes, once per locale. The JSON and SARIF reports keep it whole.
  static let messageLimit = 1_000

  /// `text` cut to `limit` characters, with how many more there were: its quoted texts first
  /// (``QuotedText``), so that what it says of them stays, then its end.
  /// `quoting`: the texts the message quotes as the finding knows them (``quotedTexts(of:)``).
  static func shortened(_ text: String, to limit: Int = messageLimit, quoting: [String] = []) -> String {
    // Bytes first: a text of fewer bytes than `limit` has fewer characters.
    guard text.utf8.count > limit else { return text }
    let excess = text.count - limit
    guard excess > 0 else { return text }
    if let cut = QuotedText.cutting(text, by: excess, texts: quoting) {
      return cut.count > limit ? endCut(cut, to: limit) : cut
    }
    return endCut(text, to: limit)
  }

  /// The texts `finding`'s message may quote or name: its label, the source's and its key.
  static func quotedTexts(of finding: Finding) -> [String] {
    [finding.actual, finding.expected, finding.identifier, finding.key].compactMap { $0 }
  }

  /// `text` cut after `limit` characters, with how many more there were.
  private static func endCut(_ text: String, to limit: Int) -> String {
    let cut = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex) ?? text.endIndex
    guard cut != text.endIndex else { return text }
    let left = text.count - limit
    let note = "… (\(left) more characters)"
    // A cut that would save fewer characters than its note adds is no cut (audit 212).
    guard left > note.count else { return text }
    return "\(text[..<cut])\(note)"
  }

  /// `text` with its control and bidirectional formatting characters written as `\u{200F}`, as
  /// the text report writes them, but its line breaks and tabs kept: for the JSON and SARIF
  /// messages, where a viewer would hide a direction mark in a quoted label or let it reorder
  /// the sentence.
  static func visibleControls(_ text: String) -> String {
    guard ControlCharacters.occur(in: text) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" || !ControlCharacters.contains(scalar) {
        result.append(scalar)
      } else {
        result.append(contentsOf: ControlCharacters.escaped(String(scalar)).unicodeScalars)
      }
    }
    return String(result)
  }

  /// `text` with every line break (CR, LF, CRLF) replaced by one space and every other control or
  /// bidirectional formatting character written as `\u{1B}` (``ControlCharacters``), for
  /// one-line formats that reach a terminal or a CI log.
  static func oneLine(_ text: String) -> String {
    // A test on bytes first: most texts hold none, and every finding's message is checked.
    guard ControlCharacters.occur(in: text) else { return text }
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        result.append(" ")
      } else if ControlCharacters.contains(scalar) {
        result.append(contentsOf: ControlCharacters.escaped(String(scalar)).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// The findings in report order (file, line, column, rule, locale).
  static func sortedFindings(_ report: Report) -> [Finding] {
    // `LocaleChecker` reports them in this order already: then this costs one comparison a finding.
    Finding.sortedInReportOrder(report.findings)
  }

  /// An identifier as reports show it: the empty one (a catalog's `""` key) as `""`, and one of
  /// white space only in quotes, its controls written out (`" "`, `"\u{9}"`), so that a row or
  /// test case is never blank and a space is no tab; one with a control character (a line
  /// break, a tab, a direction mark) or that starts with a quote in quotes too, those written
  /// `\n`, `\t`, `\u{B}` (its `\` and `"` escaped), so that "Old\nkey" and "Old key", or a key
  /// that writes `\n` itself, read apart.
  static func shownIdentifier(_ identifier: String) -> String {
    if identifier.allSatisfy(\.isWhitespace) { return "\"\(ControlCharacters.escaped(identifier))\"" }
    // A key that starts with a quote is quoted too: it would read as a quoted one; so is one with
    // spaces at an end, which a table's column would hide ("   - Inactive", audit 132).
    let edges = [identifier.unicodeScalars.first, identifier.unicodeScalars.last]
    guard
      identifier.unicodeScalars.first == "\"" || ControlCharacters.occur(in: identifier)
        || edges.contains(where: { $0?.properties.isWhitespace == true })
    else {
      return identifier
    }
    return Subject.quoted(identifier)
  }

  /// The group a matrix row belongs to: its screen, else `bundle/table` for catalog keys.
  static func groupName(_ row: MatrixRow) -> String {
    row.screen ?? "\(row.bundle)/\(row.table)"
  }

  /// The severity each rule has in this report: the most severe seen in a finding, else its default.
  static func ruleSeverities(_ report: Report) -> [String: Severity] {
    var severities: [String: Severity] = [:]
    for rule in report.rules where severities[rule.id] == nil {
      severities[rule.id] = rule.defaultSeverity
    }
    var seen: [String: Severity] = [:]
    for finding in report.findings {
      seen[finding.rule] = max(seen[finding.rule] ?? .note, finding.severity)
    }
    severities.merge(seen) { _, fromFinding in fromFinding }
    return severities
  }

  /// The locale ids that have findings but are not columns of the matrix, sorted.
  static func extraLocales(_ report: Report) -> [LocaleID] {
    let columns = Set(report.locales)
    return Set(report.findings.compactMap(\.locale)).subtracting(columns).sorted()
  }
}
