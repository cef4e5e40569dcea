import CatalogParser

extension Project {
  /// States a String Catalog or XLIFF file writes that its format does not define: their values
  /// are read as translated, one warning per file and state at its first value.
  public func unknownStateWarnings() -> [ProjectNotice] {
    catalog.unknownValueStates().map { unknown in
      let values = unknown.count == 1 ? "its value is" : "its \(unknown.count) values are"
      let advice =
        unknown.meantState.map { "; write '\($0)'" }
        ?? "; the format's states are "
        + UnknownValueState.knownStates(of: unknown.format).joined(separator: ", ")
        + (unknown.format == .xliff ? " (or x-… for a state of your own)" : "")
      let format = unknown.format == .xliff ? "XLIFF" : "String Catalog"
      return ProjectNotice(
        .warning,
        "'\(unknown.state)' is no \(format) state: \(values) read as translated\(advice)",
        at: unknown.position)
    }
  }
}
