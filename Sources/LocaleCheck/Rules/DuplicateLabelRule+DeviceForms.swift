import CatalogParser

extension DuplicateLabelRule {
  /// One text a control shows on some devices, beside the source text it stands for.
  struct ShownForm {
    /// The device class the text is compared on (`mac`), or empty for the label itself.
    var device: String
    /// The device form the text is (`device.mac`), or empty where it is the label.
    var path: String
    var text: String
    var source: String
    var position: SourcePosition?
  }

  /// The device classes whose forms the run's values name in a locale (`iphone`, `mac`, `other`),
  /// sorted; empty where none varies by device, as most catalogs.
  static func deviceClasses(in context: CheckContext, localeIndex: Int) -> [String] {
    var names = Set<String>()
    for (index, subject) in context.subjects.enumerated() where subject.isRealIdentifier {
      if let devices = context.resolutions[index][localeIndex].value?.variations?.device {
        names.formUnion(devices.keys)
      }
    }
    return names.sorted()
  }

  /// What a control shows: its label first, then on each of `devices` the text that device shows
  /// (its own form, else the `other` device's, else the label), so that two controls whose
  /// forms for one device read alike are told too (audit 217); each beside the source's text
  /// for that device. A translation's form still to translate is left out: that device shows
  /// another locale's text (review 157); `asSourceText`: the source language's, shown whatever
  /// their state.
  static func shownForms(
    label: String, source: String, value: LocalizedValue?, sourceValue: LocalizedValue, devices: [String],
    asSourceText: Bool
  ) -> [ShownForm] {
    let main = ShownForm(
      device: "", path: "", text: label, source: source,
      position: value.flatMap(LabelText.displayedPosition(of:)))
    guard !devices.isEmpty else { return [main] }
    let own = value?.variations?.device
    let sourceDevices = sourceValue.variations?.device
    return [main]
      + devices.compactMap { device in
        let name = own?[device] != nil ? device : own?["other"] != nil ? "other" : nil
        let form = name.flatMap { own?[$0] }
        if let form, !asSourceText, LabelText.isUntranslatedState(LabelText.displayedCase(of: form)?.state) {
          return nil
        }
        let text = form.flatMap(LabelText.readableText(of:)).map(LabelText.trimmed) ?? label
        let sourceForm = sourceDevices?[device] ?? sourceDevices?["other"]
        return ShownForm(
          device: device, path: name.map { "device.\($0)" } ?? "", text: text,
          source: sourceForm.flatMap(LabelText.readableText(of:)) ?? source,
          position: form.flatMap(LabelText.displayedPosition(of:)) ?? main.position)
      }
  }

  /// " on mac" (" on other devices") where a device's form makes two labels alike; empty where
  /// their labels themselves are. Two `other` forms are named so, whichever device compared them
  /// first (review 157).
  static func deviceNote(_ form: ShownForm, _ earlierPath: String) -> String {
    guard !form.device.isEmpty, !form.path.isEmpty || !earlierPath.isEmpty else { return "" }
    // The device form that makes them alike names it, where one does (review 158).
    let paths = Set([form.path, earlierPath].filter { !$0.isEmpty })
    let device = paths.count == 1 ? String(paths.first!.dropFirst("device.".count)) : form.device
    return device == "other" ? " on other devices" : " on \(device)"
  }
}
