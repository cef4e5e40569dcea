extension IdentifierShape {
  /// Whether `text` is an image asset's name, which a control without an accessibility label
  /// shows (`UIImage(named:)`): a file name with an image ending whose name is an asset's
  /// (`close_icon.png`, `btn_back@2x.png`, not a camera's `IMG_0042.HEIC` or a user's
  /// `holiday.jpg`), or a name that starts with an asset prefix (`BtnBack`, `IcClose`, `ic-close`).
  static func looksLikeAssetName(_ text: String) -> Bool {
    let text = text.trimmingWhitespace
    guard !text.contains(" "), text.unicodeScalars.contains(where: \.properties.isAlphabetic) else {
      return false
    }
    if let dot = text.lastIndex(of: "."), imageEndings.contains(text[text.index(after: dot)...].lowercased())
    {
      var stem = Substring(text[..<dot])
      let isScaled = stem.hasSuffix("@2x") || stem.hasSuffix("@3x")
      if isScaled { stem = stem.dropLast(3) }
      let words = assetWords(stem)
      // A camera's or a user's file: letters only beside numbers, or one plain word.
      guard words.count >= 2 || isScaled,
        words.dropFirst().contains(where: { $0.contains(where: \.isLetter) }) || isScaled
      else { return false }
      return isScaled || words.first.map { assetPrefixes.contains($0) } == true
        || words.last.map { assetSuffixes.contains($0) } == true
    }
    guard
      text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0 == "-" || $0 == "_") })
    else { return false }
    let words = assetWords(Substring(text))
    guard words.count >= 2, let first = words.first, words.dropFirst().allSatisfy({ $0.count >= 2 }) else {
      return false
    }
    // Capitalized parts joined by hyphens are a compound ("IC-Zug", an InterCity train), unless
    // the first is no word in any language (`Btn-Back`, `Img-Avatar`).
    let isCompound =
      text.contains("-") && text.split(separator: "-").allSatisfy { $0.first?.isUppercase == true }
    if namePrefixes.contains(first) { return !isCompound || ["btn", "img"].contains(first) }
    // A prefix that is a word starts a name only written as code writes it (`icon-close`,
    // `icon_settings`), not a compound ("Icon-Set", "IconJar") or a brand.
    return wordPrefixes.contains(first) && !text.contains(where: \.isUppercase)
  }

  /// The words of an asset's name, lower-cased: split at `_`, `-` and a capital after a small
  /// letter (`BtnBack`: `btn`, `back`).
  private static func assetWords(_ name: Substring) -> [String] {
    codeWords(name, separators: ["_", "-"])
  }

  /// The words of a name written as code, lower-cased: split at `separators` and at a capital
  /// after a small letter or a digit (`settingsMenuItem`: `settings`, `menu`, `item`).
  static func codeWords(_ name: Substring, separators: Set<Character>) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for character in name {
      if separators.contains(character) {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
        continue
      }
      if character.isUppercase && previousWasLower && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
      previousWasLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// Endings of image files an asset catalog or a bundle holds.
  private static let imageEndings: Set<String> = ["png", "pdf", "jpg", "jpeg", "svg", "gif", "webp"]

  /// First words of image files' names (`ic_close.png`, `icon_settings.pdf`, `bg_header.png`,
  /// `logo_main.png`).
  private static let assetPrefixes: Set<String> = ["ic", "icn", "ico", "icon", "btn", "img", "bg", "logo"]

  /// First words of image assets' names that are no word (`btnBack`, `IcClose`, `Img-Avatar`).
  private static let namePrefixes: Set<String> = ["ic", "icn", "btn", "img"]

  /// First words of image assets' names that are words too (`icon-close`, not "Icon-Set").
  private static let wordPrefixes: Set<String> = ["icon", "ico", "bg", "logo"]

  /// Last words of image files' names (`close_icon.png`, `placeholder_img.png`, `header_bg.png`;
  /// not a user's `wedding_image.jpg` or `my_logo.png`).
  private static let assetSuffixes: Set<String> = ["icon", "ic", "btn", "button", "img", "bg"]
}
