import Foundation

/// Fingerprints of accepted findings: a baseline hides them so that only new findings fail a run.
///
/// The file is stable, sorted JSON that diffs well:
/// `{"version":1,"findings":[{"fingerprint":"...","rule":"...","locale":"de","identifier":"...",
/// "bundle":"App","table":"Localizable"}]}` (`bundle` and `table` since 0.1.0's later builds; an
/// entry without them is read as before).
public struct Baseline: Hashable, Sendable {
  /// The accepted fingerprints.
  public var fingerprints: Set<String>
  /// Readable context per fingerprint (rule, locale, key), kept when writing.
  public var entries: [BaselineEntry]

  /// A baseline that accepts `findings`: one entry per distinct fingerprint, rule, locale and
  /// identifier, sorted by fingerprint, then rule.
  /// A finding with parts (``Finding/facets``) is recorded as its parts. `bundleName` names each
  /// entry's bundle as fingerprints do (``Project/baseline(of:)`` passes the project's names, so
  /// that the file does not change with the folder it is written from).
  public init(findings: [Finding], bundleName: (String) -> String = { $0 }) {
    let entries = findings.flatMap { finding in
      (finding.facets.isEmpty ? [finding.fingerprint] : finding.facets).map {
        BaselineEntry(
          fingerprint: $0, rule: finding.rule, locale: finding.locale?.identifier,
          identifier: finding.identifier,
          bundle: finding.bundle.map(bundleName), table: finding.table)
      }
    }
    self.entries = Array(Set(entries)).sorted { ($0.fingerprint, $0.rule) < ($1.fingerprint, $1.rule) }
    fingerprints = Set(entries.map(\.fingerprint))
  }

  init(entries: [BaselineEntry]) {
    self.entries = entries
    fingerprints = Set(entries.map(\.fingerprint))
  }

  /// Whether the baseline accepts `finding`: its fingerprint, or every one of its parts (a
  /// baseline written before the finding had parts holds its fingerprint).
  public func accepts(_ finding: Finding) -> Bool {
    fingerprints.contains(finding.fingerprint)
      || (!finding.facets.isEmpty && finding.facets.allSatisfy(fingerprints.contains))
  }

  /// How many accepted findings (or parts of one) are gone: entries that a run `checked` (its
  /// rules and locales) and that are not among the `present` findings or their parts.
  /// An entry of a rule or locale the run left out is not fixed, only not looked at.
  public func fixedCount(present: [Finding], checked: (BaselineEntry) -> Bool) -> Int {
    Set(fixedEntries(present: present, checked: checked).map(\.fingerprint)).count
  }

  /// The entries ``fixedCount(present:checked:)`` counts (each of them, where several share a
  /// fingerprint), so that a run that counts some of them apart reads the findings once.
  public func fixedEntries(present: [Finding], checked: (BaselineEntry) -> Bool) -> [BaselineEntry] {
    let found = Set(present.flatMap { [$0.fingerprint] + $0.facets })
    return entries.filter { !found.contains($0.fingerprint) && checked($0) }
  }

  /// The file's text: one entry per line, sorted, with a final newline.
  public func serialized() -> String {
    JSONValue.object([
      ("version", 1),
      (
        "findings",
        .array(
          entries.map { entry in
            .object([
              ("fingerprint", .string(entry.fingerprint)), ("rule", .string(entry.rule)),
              ("locale", .optional(entry.locale)), ("identifier", .optional(entry.identifier)),
              ("bundle", .optional(entry.bundle)), ("table", .optional(entry.table)),
            ])
          })
      ),
    ]).serialized(pretty: true) + "\n"
  }

  /// Reads a baseline file: `version` 1 and a `findings` array, nothing else, so that a file
  /// that is not a baseline (or a misspelt key) is an error rather than an empty baseline.
  public static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> Baseline {
    let root = try JSONNode.parse(bytes, file: file)
    let reader = JSONFieldReader()
    var entries: [BaselineEntry]?
    for member in try reader.object(root, field: "baseline") {
      switch member.name {
      case "version":
        guard case .number(1, _) = member.value else {
          // A later labelcheck's file: say so, not only that it is unread (audit 193).
          let newer = if case .number(let version, _) = member.value, version > 1 { true } else { false }
          throw CatalogError(
            position: member.value.position,
            message: "unsupported baseline version (expected 1)"
              + (newer ? ": a newer labelcheck wrote it; update labelcheck or record the baseline again" : "")
          )
        }
      case "findings": entries = try readEntries(member.value, reader: reader)
      default:
        throw CatalogError(position: member.namePosition, message: "unknown baseline key '\(member.name)'")
      }
    }
    guard let entries else {
      throw CatalogError(
        position: root.position, message: "no 'findings' array: this is not a labelcheck baseline")
    }
    return Baseline(entries: entries)
  }

  private static func readEntries(_ node: JSONNode, reader: JSONFieldReader) throws(CatalogError)
    -> [BaselineEntry]
  {
    var entries: [BaselineEntry] = []
    for element in try reader.array(node, field: "findings") {
      guard let field = element["fingerprint"] else {
        throw CatalogError(position: element.position, message: "baseline entry without a 'fingerprint'")
      }
      let fingerprint = try reader.string(field, field: "fingerprint")
      // Hand-merged after a conflict, an entry may be broken: each field is told where it is.
      func text(_ name: String) throws(CatalogError) -> String? {
        try reader.optionalString(element[name], field: name)
      }
      entries.append(
        BaselineEntry(
          fingerprint: fingerprint, rule: try text("rule") ?? "", locale: try text("locale"),
          identifier: try text("identifier"), bundle: try text("bundle"), table: try text("table")))
    }
    return entries
  }
}

/// One accepted finding in a baseline file.
public struct BaselineEntry: Hashable, Sendable {
  /// The accepted finding's ``Finding/fingerprint``: the only field a run matches findings by.
  public var fingerprint: String
  /// The finding's rule id, `""` where the file gives none; the entry of a rule the run
  /// disables is not counted as fixed.
  public var rule: String
  /// The finding's locale identifier, `nil` for a finding about none; the entry of a locale the
  /// run leaves out is not counted as fixed.
  public var locale: String?
  /// The finding's identifier, for people reading the file; `nil` where it has none.
  public var identifier: String?
  /// The finding's bundle, `nil` where it has none (or the file predates the field); the entry
  /// of a table the run did not read (a run over one folder) is not counted as fixed.
  public var bundle: String?
  /// The finding's table, `nil` where it has none (or the file predates the field).
  public var table: String?

  /// An entry from its fields; `bundle` and `table` are `nil` by default.
  public init(
    fingerprint: String, rule: String, locale: String?, identifier: String?, bundle: String? = nil,
    table: String? = nil
  ) {
    self.fingerprint = fingerprint
    self.rule = rule
    self.locale = locale
    self.identifier = identifier
    self.bundle = bundle
    self.table = table
  }
}
