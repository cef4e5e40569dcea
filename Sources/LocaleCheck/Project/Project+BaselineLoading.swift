import Foundation

/// Reading the baseline a run hides findings of, as `labelcheck matrix` does, and making one.
extension Project {
  /// The baseline `labelcheck baseline` writes of `report`: its entries name bundles as the
  /// project's fingerprints do (from the configuration's or the baseline's folder), not from the
  /// folder the run is in.
  public func baseline(of report: Report) -> Baseline {
    Baseline(findings: report.findings, bundleName: catalog.projectBundle)
  }

  /// The run's ``baseline`` without the entries `report` found fixed (``Report/baselineFixedEntries``),
  /// and with no new finding: `labelcheck baseline --prune`, so that a defect fixed since does
  /// not stay accepted, to come back unseen; `nil` without a baseline. Entries the run did not
  /// look at (rules or locales left out, bundles not read) are kept.
  public func prunedBaseline(after report: Report) -> Baseline? {
    guard let baseline else { return nil }
    // An entry that names no bundle (a baseline written before entries did) may be of a bundle a
    // run over part of the project left out: not known fixed (review 150).
    let fixed = Set(report.baselineFixedEntries.filter { !checksPartOfProject || $0.bundle != nil })
    return Baseline(entries: baseline.entries.filter { !fixed.contains($0) })
  }

  /// A baseline of `fresh`'s findings (a run without a baseline) that keeps the entries of the
  /// run's ``baseline`` that `report` (the same run with it) did not check: re-recording part of a
  /// project (`baseline --locales de`) must not drop what the rest accepted (audit 244). Over part
  /// of the paths every entry not recorded anew is kept: a folder read alone (`App/fr.lproj`,
  /// without its source language) cannot find what it accepted (review 173).
  public func rerecordedBaseline(of fresh: Report, after report: Report) -> (Baseline, kept: Int) {
    let recorded = baseline(of: fresh)
    guard let baseline else { return (recorded, 0) }
    let unchecked = Set(report.baselineUncheckedEntries)
    let kept = baseline.entries.filter { entry in
      !recorded.fingerprints.contains(entry.fingerprint)
        && (checksPartOfProject || unchecked.contains(entry))
    }
    return (
      Baseline(
        entries: (recorded.entries + kept).sorted { ($0.fingerprint, $0.rule) < ($1.fingerprint, $1.rule) }),
      kept.count
    )
  }

  /// Reads `file` (as given, relative to `base`), else the configuration's `baseline`, into
  /// ``baseline`` and ``baselineFile``; a missing file is an error at the configuration's entry
  /// where it names the file.
  mutating func loadBaseline(_ file: String?, base: String) throws(ProjectError) {
    guard let path = file ?? configuration.baseline.map({ configuration.path($0, relativeTo: base) }) else {
      return
    }
    guard path != "-" else {
      throw ProjectError("a baseline is not read from standard input: name its file")
    }
    let absolute = PathUtilities.absolute(path, base: base)
    // Links that loop are read, and fail with their reason; a link to a file not written yet is
    // where `baseline --output` writes it.
    guard FileManager.default.fileExists(atPath: absolute) || PathUtilities.linksLoop(absolute) else {
      let position = file == nil ? configuration.positions.baseline : nil
      let named = position.map { "\($0): error: 'baseline' names '\(configuration.baseline ?? path)': " }
      throw ProjectError(
        (named ?? "\(path):1:1: error: ")
          + "baseline file not found (write one with 'labelcheck baseline --output \(path)')")
    }
    do {
      baseline = try Baseline.parse(try FileReader.readBytes(atPath: absolute, displayPath: path), file: path)
      baselineFile = path
    } catch {
      throw ProjectError(error)
    }
  }
}
