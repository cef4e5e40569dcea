import CatalogParser

extension MissingTranslationRule {
  /// A device variation without `other` that leaves out devices the source has text for: Xcode
  /// builds `other` into the locale's table as the text of every device not named, so without
  /// it those devices find no translation and show the source text.
  func uncoveredDevices(
    of value: LocalizedValue, subject: Subject, entry: StringEntry, resolution: Resolution
  ) -> [Finding] {
    let source = entry.localizations[resolution.sourceLocale]
    let missing = Self.uncoveredDeviceNames(of: value, source: source)
    guard let source, let devices = value.variations?.device, !missing.isEmpty else { return [] }
    // Named devices first, in order, then "other devices"; each with the source text it shows
    // ('Click to open' for a Mac), named once where they all show one.
    let ordered = missing.subtracting(["other"]).sorted() + (missing.contains("other") ? ["other"] : [])
    let texts = ordered.map { device in
      source.variations?.device?[device].flatMap(LabelText.readableText(of:))
        ?? LabelText.readableText(of: source) ?? entry.key
    }
    let names = ordered.map { $0 == "other" ? "other devices" : $0 }
    let shown = texts[0]
    // Each text once, with the devices that show it, in the order they come.
    var devicesByText: [(text: String, devices: [String])] = []
    for (text, name) in zip(texts, names) {
      if let index = devicesByText.firstIndex(where: { $0.text == text }) {
        devicesByText[index].devices.append(name)
      } else {
        devicesByText.append((text, [name]))
      }
    }
    let reads =
      devicesByText.count == 1
      ? "the \(resolution.sourceLocale) text '\(shown)' there"
      : "the \(resolution.sourceLocale) texts "
        + devicesByText.map { "'\($0.text)' on \($0.devices.joined(separator: ", "))" }.joined(
          separator: "; ")
    let message =
      "\(resolution.locale) has device forms for \(devices.keys.sorted().joined(separator: ", ")) but none for "
      + "\(names.joined(separator: ", ")) (\(subject.displayName)); VoiceOver reads \(reads)"
    return [
      finding(
        message, subject: subject, locale: resolution.locale, position: value.position ?? value.keyPosition,
        actual: shown, part: "device.other")
    ]
  }

  /// The devices `source` has text for that `value`'s device forms leave without any: none
  /// where `value` has `other` or a plain text beside its forms (what the devices they leave out
  /// show). A source without device forms has one text for every device, `other`.
  static func uncoveredDeviceNames(of value: LocalizedValue, source: LocalizedValue?) -> Set<String> {
    guard value.value == nil, let devices = value.variations?.device, devices["other"] == nil, let source
    else { return [] }
    let sourceDevices = source.variations?.device.map { Set($0.keys) } ?? ["other"]
    return sourceDevices.subtracting(devices.keys)
  }

  /// "the Mac shows its other form 'Continuar' meanwhile", and that text: what a device whose form at `path`
  /// (`device.mac`) is still to translate shows where `value` has a usable `other` device form. A
  /// form in state `new` is left out as an absent one is, so the device does not read the source
  /// text (audit 253). `nil` for another path, or without such an `other`.
  static func otherFormShown(for path: String, in value: LocalizedValue) -> (message: String, text: String)? {
    let parts = path.split(separator: ".")
    guard parts.count >= 2, parts[0] == "device", parts[1] != "other",
      let other = value.variations?.device?["other"]
    else { return nil }
    // A form inside the device's (`device.mac.plural.one`) stands for the same form of `other`.
    let text: String
    if parts.count == 2 {
      guard LabelText.isUsable(other), let readable = LabelText.readableText(of: other) else { return nil }
      text = readable
    } else {
      let standIn = (["device", "other"] + parts.dropFirst(2)).joined(separator: ".")
      guard let form = value.leaves.first(where: { $0.path == standIn })?.leaf, LabelText.isUsable(form),
        let readable = form.value
      else { return nil }
      text = readable
    }
    let device = deviceNames[String(parts[1])] ?? String(parts[1])
    return ("the \(device) shows its other form '\(text)' meanwhile", text)
  }

  /// The devices of String Catalog device variations, as Apple names them.
  private static let deviceNames = [
    "iphone": "iPhone", "ipad": "iPad", "ipod": "iPod touch", "mac": "Mac", "applewatch": "Apple Watch",
    "appletv": "Apple TV", "applevision": "Apple Vision Pro",
  ]
}
