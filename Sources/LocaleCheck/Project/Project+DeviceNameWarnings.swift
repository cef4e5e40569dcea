import CatalogParser

extension Project {
  /// The device classes String Catalogs and `.stringsdict` files name, as Xcode writes them.
  static let deviceClasses = [
    "iphone", "ipod", "ipad", "applewatch", "appletv", "applevision", "mac", "other",
  ]

  /// A warning per file and device name that is none of ``deviceClasses`` (`"iPhone"`, `"watch"`),
  /// at its first form: no device shows that form, and the rules would read it as a device of
  /// its own (audit 218).
  public func unknownDeviceWarnings() -> [ProjectNotice] {
    var told = Set<String>()
    var found: [(position: SourcePosition?, text: String)] = []
    let reportsValues = valueLocaleFilter()
    for table in catalog.tables {
      for entry in table.entries {
        // Most values vary by no device: their leaves are not listed (audit 220).
        for (locale, value) in entry.localizations where reportsValues(locale) && Self.mayNameDevices(value) {
          for (path, leaf) in value.leaves {
            guard let (name, devicePath) = Self.unknownDevice(in: path),
              told.insert((leaf.position?.file ?? table.name) + "\u{0}" + name).inserted
            else { continue }
            let meant = Self.deviceClass(meantBy: name).map { "; write '\($0)'" } ?? ""
            // A name pasted by mistake may be a whole text: a start of it is enough (audit 222).
            let quoted =
              name.isEmpty
              ? "An empty device name"
              : "'\(ControlCharacters.escaped(name.count > 60 ? String(name.prefix(60)) + "…" : name))'"
            // At the name where the file says where it is (a String Catalog's case key, audit 222).
            found.append(
              (
                value.leaf(at: devicePath)?.keyPosition ?? leaf.position,
                "\(quoted) is no device class (\(Self.deviceClasses.joined(separator: ", "))): "
                  + "no device shows its forms\(meant)"
              ))
          }
        }
      }
    }
    return Self.limitedInFileOrder(found) { "\($0) more device names are no device class" }
  }

  /// Whether `value` or one of its variations or variables varies by device.
  private static func mayNameDevices(_ value: LocalizedValue) -> Bool {
    guard value.variations != nil || value.substitutions != nil else { return false }
    if value.variations?.device != nil { return true }
    return value.variations?.kinds.contains { $0.cases.values.contains(where: mayNameDevices) } == true
      || value.substitutions?.values.contains {
        $0.variations.map { LocalizedValue(variations: $0) }.map(mayNameDevices) ?? false
      } == true
  }

  /// The first device name of `path` (`device.iPhone.plural.one`) that is no device class, with
  /// the path of its case (`device.iPhone`). The path is pairs of a kind and a name: a variable
  /// called `device` (`substitutions.device.plural.one`) is a name, no kind (review 158).
  private static func unknownDevice(in path: String) -> (name: String, path: String)? {
    guard path.containsUTF8("device.") else { return nil }
    let parts = VariablePathName.segments(of: path)
    for index in stride(from: 0, to: parts.count - 1, by: 2) where parts[index] == "device" {
      let name = String(parts[index + 1])
      if !deviceClasses.contains(name) { return (name, parts[...(index + 1)].joined(separator: ".")) }
    }
    return nil
  }

  /// The device class a name means: its own in lower case (`iPhone`), the Apple class it is the
  /// rest of (`watch`, `tv`, `vision`), or the class whose model it names (`iPad Pro`).
  private static func deviceClass(meantBy name: String) -> String? {
    let lower = String(name.lowercased().filter { !$0.isWhitespace })
    if deviceClasses.contains(lower) { return lower }
    // A model of a class ("iPod touch", "iPad Pro", "MacBook", "iPhone 15", audit 222), or a
    // system or model named without "Apple" ("watch", "tvOS", "Vision Pro", review 161).
    return deviceClasses.first { $0 != "other" && lower.hasPrefix($0) }
      ?? deviceClasses.first { $0.hasPrefix("apple") && lower.hasPrefix($0.dropFirst(5)) }
  }
}
