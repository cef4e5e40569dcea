/// SARIF 2.1.0 for GitHub code scanning and other static-analysis dashboards.
///
/// Every rule of the report is described in `tool.driver.rules` (ids unique); each finding is a
/// result with its rule index, level, message, location (relative to `%SRCROOT%`: the
/// repository root where `ReportOptions.folderInRepository` tells it, else the folder the command
/// runs in; omitted for findings without a position) and `partialFingerprints["labelcheck/v1"]`. Columns count Unicode
/// scalars, which the run declares with `columnKind`.
public struct SARIFReporter: Reporter {
  /// The SARIF schema URI written as `$schema`.
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The key of the fingerprint in `partialFingerprints`.
  public static let fingerprintKey = "labelcheck/v1"
  /// The most results one run holds: GitHub code scanning rejects a run with more. The most
  /// severe findings are kept, rarer rules' first (``FindingPriority``), and the run's invocation
  /// says how many were left out.
  public static let resultLimit = 25_000

  /// Creates the reporter.
  public init() {}

  /// Renders `report` as SARIF JSON (two-space indent, trailing newline).
  public func render(_ report: Report, options: ReportOptions) -> String {
    String(decoding: renderUTF8(report, options: options), as: UTF8.self)
  }

  /// The same, as UTF-8 bytes.
  public func renderUTF8(_ report: Report, options: ReportOptions) -> [UInt8] {
    LogCommandGuard.guarded(
      parts(report, options: options).utf8(), notation: .json)
  }

  /// The SARIF log as an ordered JSON value.
  public func document(_ report: Report, options: ReportOptions = ReportOptions()) -> JSONValue {
    parts(report, options: options).value
  }

  /// The SARIF log, with its results made and written on all cores.
  private func parts(_ report: Report, options: ReportOptions) -> JSONDocument {
    let all = ReportText.sortedFindings(report)
    let findings = Self.mostSevere(all, limit: Self.resultLimit)
    let rules = SARIFRuleTable(report.rules, findings: findings)
    var members: [(String, JSONDocument)] = [
      (
        "tool",
        .value(
          .object([
            ("driver", driver(rules, inputErrorKinds: Set(report.inputErrors.map(report.inputErrorKind))))
          ]))
      ),
      ("columnKind", .value("unicodeCodePoints")),
    ]
    if findings.count < all.count || !report.inputErrors.isEmpty || !report.notices.isEmpty {
      let invocation = invocation(
        of: report, leftOut: all.count - findings.count,
        localesLeftOut: Self.localesLeftOut(all, kept: findings),
        options: options)
      members.append(("invocations", .value(.array([invocation]))))
    }
    members.append(
      (
        "results",
        .elements(count: findings.count) {
          result(findings[$0], rules: rules, options: options)
        }
      ))
    let run: JSONDocument = .object(members)
    return .object([
      ("$schema", .value(.string(SARIFReporter.schemaURI))), ("version", .value("2.1.0")),
      ("runs", .array([run])),
    ])
  }

  /// The `limit` findings a cut run keeps (most severe first; within a severity, rarer rules'
  /// first: iina's two `format-mismatch` errors were cut behind 24,949 English copies, audit
  /// 189), in report order.
  /// The locales of `all` of which `kept` has no finding: a dashboard filtered to one of them
  /// would show it clean (audit 206).
  static func localesLeftOut(_ all: [Finding], kept: [Finding]) -> [String] {
    let shown = Set(kept.compactMap { $0.locale?.identifier })
    return Set(all.compactMap { $0.locale?.identifier }).subtracting(shown).sorted()
  }

  /// The most results of a run that code scanning shows: it stores the rest unseen.
  public static let displayLimit = 5_000

  /// The `limit` most severe of `findings` (``FindingPriority``), in report order; where there are
  /// more than `shown`, most severe first, so that they are the ones code scanning shows, whichever
  /// it keeps (it says it keeps the most severe; a report of its users says the first; audit 236).
  static func mostSevere(_ findings: [Finding], limit: Int, shown: Int = displayLimit) -> [Finding] {
    guard findings.count > min(limit, shown) else { return findings }
    let kept = FindingPriority.ranked(findings).prefix(limit)
    return (findings.count > shown ? Array(kept) : kept.sorted()).map { findings[$0] }
  }

  /// The run's invocation, where there is something to say about it: the files that could not
  /// be read (the run then did not succeed: their findings are unknown) or keys left out of files
  /// read in part, each named by `kind` (`unreadable-file`, `unreadable-key`, `unreadable-entry`), and how many
  /// results were left out, and why; then labelcheck's own warnings and notes about the run
  /// (``Report/notices``).
  private func invocation(of report: Report, leftOut: Int, localesLeftOut: [String], options: ReportOptions)
    -> JSONValue
  {
    var notifications: [JSONValue] = report.inputErrors.map { error in
      .object([
        ("descriptor", .object([("id", .string(report.inputErrorKind(error)))])),
        ("level", .string("error")),
        (
          "message",
          .object([("text", .string(SARIFMessageText.plain(ReportText.visibleControls(error.message))))])
        ),
        ("locations", .array([location(error.position, options: options)])),
      ])
    }
    if leftOut > 0 {
      let text =
        "\(leftOut) findings are left out (the least severe, and of a severity cut short the commonest "
        + "rules'): code scanning accepts at most \(Self.resultLimit) results per run"
        + (localesLeftOut.isEmpty
          ? "" : ", and no result of \(ReportText.listed(localesLeftOut)) is left, though they have findings")
        + ". The json format has every finding."
      notifications.append(
        .object([("level", .string("warning")), ("message", .object([("text", .string(text))]))]))
    }
    for notice in report.notices {
      var members: [(String, JSONValue)] = [
        ("level", .string(notice.severity == .note ? "note" : "warning")),
        (
          "message",
          .object([("text", .string(SARIFMessageText.plain(ReportText.visibleControls(notice.message))))])
        ),
      ]
      if let position = notice.position {
        members.append(("locations", .array([location(position, options: options)])))
      }
      notifications.append(.object(members))
    }
    return .object([
      ("executionSuccessful", .bool(report.inputErrors.isEmpty)),
      ("toolExecutionNotifications", .array(notifications)),
    ])
  }

  /// The tool: its rules, and the notifications its input errors name (`inputErrorKinds`).
  private func driver(_ rules: SARIFRuleTable, inputErrorKinds: Set<String>) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string(Report.toolName)), ("version", .string(Report.toolVersion)),
      ("rules", .array(rules.descriptors.map(SARIFRuleTable.json))),
    ]
    if !inputErrorKinds.isEmpty {
      let texts = [
        "unreadable-file": "A file could not be read: its findings are unknown.",
        "unreadable-key": "A key of a file read in part could not be read and was left out.",
        "unreadable-entry": "A label map entry could not be read and was left out of the run.",
      ]
      members.append(
        (
          "notifications",
          .array(
            inputErrorKinds.sorted().map { kind in
              .object([
                ("id", .string(kind)),
                ("shortDescription", .object([("text", .string(texts[kind] ?? kind))])),
              ])
            })
        ))
    }
    return .object(members)
  }

  private func result(_ finding: Finding, rules: SARIFRuleTable, options: ReportOptions) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(finding.rule)), ("ruleIndex", .int(rules.index(of: finding.rule))),
      ("level", .string(SARIFRuleTable.level(finding.severity))),
      (
        "message",
        .object([
          // Control characters written out as the text report writes them (`\u{200F}`): a viewer
          // would hide a direction mark in a quoted label, or let it reorder the message (audit 128).
          (
            "text",
            .string(
              SARIFMessageText.plain(
                ReportText.visibleControls(finding.message.isEmpty ? finding.rule : finding.message)))
          )
        ])
      ),
    ]
    if let position = finding.position {
      members.append(("locations", .array([location(position, options: options)])))
    }
    // What the message names in words, for a dashboard to filter by locale or key.
    let properties: [(String, JSONValue)] = [
      ("locale", finding.locale?.identifier), ("identifier", finding.identifier),
      ("bundle", finding.bundle.map { RepositoryPath.bundle($0, options: options) }),
      ("table", finding.table), ("key", finding.key),
    ].compactMap { name, value in value.map { (name, .string($0)) } }
    if !properties.isEmpty { members.append(("properties", .object(properties))) }
    members.append(
      ("partialFingerprints", .object([(SARIFReporter.fingerprintKey, .string(finding.fingerprint))])))
    return .object(members)
  }

  private func location(_ position: SourcePosition, options: ReportOptions) -> JSONValue {
    var artifact: [(String, JSONValue)]
    if URIReference.isAbsolute(position.file) {
      artifact = [("uri", .string("file://" + URIReference.encode(path: position.file)))]
    } else {
      let path = RepositoryPath.path(of: position.file, options: options)
      artifact = [("uri", .string(URIReference.encode(path: path))), ("uriBaseId", "%SRCROOT%")]
    }
    let region: JSONValue = .object([
      ("startLine", .int(max(position.line, 1))), ("startColumn", .int(max(position.column, 1))),
    ])
    let physical: JSONValue = .object([("artifactLocation", .object(artifact)), ("region", region)])
    return .object([("physicalLocation", physical)])
  }
}
