import CatalogParser

extension Project {
  /// States a String Catalog or XLIFF file writes that its format does not define, one warning
  /// per file and state at its first value, saying how the run reads them: as translated, or as
  /// needing review where `stale-translation` takes them so (`needs-review`, `fuzzy`).
  public func unknownStateWarnings() -> [ProjectNotice] {
    // With `--locales`, the values those locales read: their own and their parents' (review 116).
    return catalog.unknownValueStates(including: valueLocaleFilter()).map { unknown in
      let values = unknown.count == 1 ? "its value is" : "its \(unknown.count) values are"
      let reading = StaleTranslationRule.isReviewState(unknown.state) ? "needing review" : "translated"
      let advice =
        unknown.meantState.map { "; write '\($0)'" }
        ?? "; the format's states are "
        + UnknownValueState.knownStates(of: unknown.format).joined(separator: ", ")
        + (unknown.format == .xliff ? " (XLIFF 1.2 also takes x-… states of your own)" : "")
      let format = unknown.format == .xliff ? "XLIFF" : "String Catalog"
      let state = unknown.state.isEmpty ? "An empty state" : "'\(unknown.state)'"
      return ProjectNotice(
        .warning, "\(state) is no \(format) state: \(values) read as \(reading)\(advice)",
        at: unknown.position)
    }
  }
}
