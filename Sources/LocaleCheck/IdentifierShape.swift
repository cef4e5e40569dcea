/// Heuristics on the shape of accessibility identifiers and labels, for the
/// `identifier-taxonomy` and `label-is-identifier` rules.
public enum IdentifierShape {
  /// Whether `identifier` follows `screen.section.element`: 2 to 4 dot-separated segments,
  /// each a camelCase word of ASCII letters and digits starting with a lowercase letter
  /// (`login.submit`, `settings.account.signOutButton`).
  public static func isTaxonomic(_ identifier: String) -> Bool {
    let segments = identifier.split(separator: ".", omittingEmptySubsequences: false)
    guard (2...4).contains(segments.count) else { return false }
    return segments.allSatisfy { segment in
      guard let first = segment.unicodeScalars.first, isLowerASCII(first) else { return false }
      return segment.unicodeScalars.allSatisfy { isLowerASCII($0) || isUpperASCII($0) || isDigitASCII($0) }
    }
  }

  /// Whether `label` reads as a developer's token rather than words a person would say:
  /// `sign_in_button`, `BTN_OK`, `LOGIN_TITLE` (underscores), `login.submit.button` (dotted
  /// names), `settings-title-label` (hyphenated names ending in a UI term), `loginButton`
  /// (camelCase) or `LoginButton` (PascalCase ending in a UI term).
  ///
  /// Not tokens: words and sentences ("OK", "Sign in", "Done"), hyphenated words ("Wi-Fi",
  /// "up-to-date"), brand casing ("iPhone", "macOS", "eBay", "AirPods"), abbreviations
  /// ("e.g.", "Mr.", "U.S."), numbers and versions ("3.5", "v1.2"), and text a user may
  /// legitimately see: URLs, e-mail addresses, domain and file names ("apple.com",
  /// "photo.jpg"). Nor a text longer than ``longestToken`` bytes.
  public static func looksLikeMachineToken(_ label: String) -> Bool {
    // No token is a kilobyte long; a captured label of megabytes took seconds (audit 270).
    guard label.utf8.count <= longestToken else { return false }
    let text = label.trimmingWhitespace
    if looksLikeAssetName(text) { return true }
    guard !text.isEmpty, text.unicodeScalars.allSatisfy(isTokenScalar),
      text.unicodeScalars.contains(where: { isLowerASCII($0) || isUpperASCII($0) })
    else { return false }
    if text.contains("_") { return !isFileOrDomainName(text) && isSnakeCase(text) }
    if text.contains(".") { return isDottedName(text) }
    if text.contains("-") { return isKebabName(text) }
    return isCamelCase(text) || isPascalCaseUIName(text)
  }

  /// The most bytes a text taken for a token may have: far beyond a key's or an asset's name.
  public static let longestToken = 1_024

  /// `sign_in_button`, `BTN_OK`, `error_message_1`: underscores joining two or more words (not
  /// `x86_64` or `IMG_0042`, a name with numbers).
  private static func isSnakeCase(_ text: String) -> Bool {
    text.split(separator: "_").filter { $0.unicodeScalars.contains(where: isLetterASCII) }.count >= 2
  }

  /// `IMG_0042.HEIC`, `photo_2024.jpg`, `my_site.com`: a name with a file or domain ending, which
  /// a user may legitimately see.
  private static func isFileOrDomainName(_ text: String) -> Bool {
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return false }
    return userVisibleSuffixes.contains(text[text.index(after: dot)...].lowercased())
  }

  /// Whether a machine token names a localization key rather than a user's content (`john_doe`,
  /// a user name in a timeline): it names a UI element (`sign_in_button`, `loginTitle`), is a
  /// capitalized key (`LOGIN_TITLE`), or has three or more dotted parts (`Scene.Compose.Title`).
  /// Captured labels that no key binds are content as often as not; only these are reported.
  public static func looksLikeKeyName(_ token: String) -> Bool {
    let text = token.trimmingWhitespace
    let parts = text.split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" })
    if parts.count >= 3 && text.contains(".") { return true }
    let letters = text.unicodeScalars.filter(isLetterASCII)
    if text.contains("_") && letters.allSatisfy(isUpperASCII) && isSnakeCase(text) { return true }
    return parts.flatMap { camelWords(String($0)) }.contains { uiTerms.contains($0.lowercased()) }
  }

  /// `login.submit.button`, `com.example.app`, `gdE-b5-kod.title`: two or more dot-separated
  /// names each starting with a letter, the first lowercase, or three or more whatever their case
  /// (Mastodon's `Scene.Compose.Accessibility.CustomEmojiPicker`, where two, such as
  /// "Node.Js", may be a name); not a domain or file name.
  private static func isDottedName(_ text: String) -> Bool {
    let segments = text.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count >= 2,
      segments.allSatisfy({ $0.count >= 2 && $0.unicodeScalars.first.map(isLetterASCII) == true }),
      let first = segments.first?.unicodeScalars.first, isLowerASCII(first) || segments.count >= 3,
      let last = segments.last
    else { return false }
    // A bundle identifier reads its domain backwards: `com.example.app` (not `net.example.org`, a
    // forward domain).
    if segments.count >= 3, ["com", "org", "net"].contains(segments[0].lowercased()),
      !["com", "org", "net"].contains(last.lowercased())
    {
      return true
    }
    return !userVisibleSuffixes.contains(last.lowercased())
  }

  /// `settings-title-label`, `login-button`: hyphenated names whose last part is a UI term,
  /// a strong one when there are only two parts (so "Wi-Fi", "e-mail", "up-to-date" and
  /// "Full-screen" stay words). Two capitalized parts are a German compound ("Weiter-Button",
  /// "Login-Button"), words too.
  private static func isKebabName(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }), let last = parts.last else { return false }
    let term = last.lowercased()
    guard parts.count == 2 else { return uiTerms.contains(term) }
    let isCompound = parts.allSatisfy { $0.unicodeScalars.first.map(isUpperASCII) == true }
    return !isCompound && strongUITerms.contains(term)
  }

  /// `loginButton`, `signInButton`, `btnOK`: a lowercase word of two or more letters, then
  /// capitalized words. Brand casing ("iPhone", "eBay") has a one-letter head; "macOS",
  /// "watchOS" only an all-capital tail.
  private static func isCamelCase(_ text: String) -> Bool {
    let words = camelWords(text)
    guard words.count >= 2, let head = words.first, head.count >= 2,
      head.unicodeScalars.allSatisfy({ isLowerASCII($0) || isDigitASCII($0) })
    else { return false }
    if abbreviatedPrefixes.contains(head) { return true }
    return words.dropFirst().contains { word in
      word.count >= 2 && word.unicodeScalars.dropFirst().contains(where: isLowerASCII)
    }
  }

  /// `LoginButton`, `SignInTitleLabel`: PascalCase ending in a UI term ("AirPods",
  /// "FaceTime", "PayPal" do not).
  private static func isPascalCaseUIName(_ text: String) -> Bool {
    let words = camelWords(text)
    guard words.count >= 2, let first = words.first?.unicodeScalars.first, isUpperASCII(first),
      let last = words.last
    else { return false }
    return uiTerms.contains(last.lowercased())
  }

  /// Splits `signInButton` into `sign`, `In`, `Button` and `btnOK` into `btn`, `OK`.
  private static func camelWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for scalar in text.unicodeScalars {
      if isUpperASCII(scalar) && previousWasLower && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      previousWasLower = isLowerASCII(scalar) || isDigitASCII(scalar)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// ASCII letters, digits and the joiners `_ . -`: anything else (spaces, `@`, `/`, `:`,
  /// accents) means words, an address or a URL.
  private static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
    isLetterASCII(scalar) || isDigitASCII(scalar) || scalar == "_" || scalar == "." || scalar == "-"
  }

  private static func isLowerASCII(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
  private static func isUpperASCII(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
  private static func isDigitASCII(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
  private static func isLetterASCII(_ scalar: Unicode.Scalar) -> Bool {
    isLowerASCII(scalar) || isUpperASCII(scalar)
  }

  /// Last words that make a hyphenated or PascalCase name a UI element's name.
  private static let uiTerms: Set<String> = [
    "button", "btn", "label", "lbl", "title", "subtitle", "text", "txt", "field", "textfield",
    "icon", "image", "img", "view", "cell", "header", "footer", "value", "hint", "placeholder",
    "switch", "toggle", "tab", "link", "screen", "item", "row", "section", "bar", "description",
    "caption", "message", "heading", "checkbox", "slider", "picker", "menu", "badge", "banner",
    "container", "controller", "identifier", "error", "alert", "dialog",
  ]

  /// UI terms that only a developer puts after a single hyphen (`login-button`, unlike
  /// "Full-screen" or "Split-view").
  private static let strongUITerms: Set<String> = [
    "button", "btn", "label", "lbl", "txt", "img", "textfield", "placeholder", "cell",
    "identifier", "title", "subtitle", "hint", "icon", "checkbox",
  ]

  /// First words that abbreviate a UI element (`btnOK`, `lblTitle`).
  private static let abbreviatedPrefixes: Set<String> = ["btn", "lbl", "txt", "img", "tf", "iv"]

  /// Whether `text` is a host name (`example.com`, `portal.onlyoffice.eu`): dot-separated names
  /// of letters, digits and hyphens, the last a domain ending.
  static func isDomainName(_ text: Substring) -> Bool {
    let labels = text.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let last = labels.last, domainEndings.contains(last.lowercased()) else {
      return false
    }
    return labels.allSatisfy(isHostLabel)
  }

  /// Whether `text` is a bundle identifier, a host name read backwards
  /// (`com.loki-project.loki-messenger`, `org.getsession.app`): three or more such names, the
  /// first a domain ending in small letters that is no English word ("in.the.end", "To.Do.List"
  /// are words).
  static func isReverseDomainName(_ text: Substring) -> Bool {
    let labels = text.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 3, let first = labels.first, reversedDomainStarts.contains(String(first)) else {
      return false
    }
    return labels.allSatisfy(isHostLabel)
  }

  /// The domain endings a bundle identifier starts with, as written: not the ones that are
  /// English words ("in", "to", "it", "no", "me", "be", "so", "at", "is", "us").
  private static let reversedDomainStarts: Set<String> = [
    "com", "org", "net", "edu", "gov", "io", "dev", "app", "info", "biz", "de", "fr", "es", "nl", "jp", "cn",
    "ru",
    "eu", "ch", "ca", "au", "br", "se", "fi", "dk", "pl", "cz", "kr", "tw", "hk", "nz", "mx", "ie", "pt",
    "gr", "uk", "fm", "tv", "ai", "co", "gg", "ly", "sh", "cc", "xyz",
  ]

  /// Whether `label` is one name of a host name: letters, digits and hyphens.
  private static func isHostLabel(_ label: Substring) -> Bool {
    !label.isEmpty
      && label.unicodeScalars.allSatisfy { isLetterASCII($0) || ("0"..."9").contains($0) || $0 == "-" }
  }

  /// Domain endings: a dotted word ending so is an address a user may see.
  private static let domainEndings: Set<String> = [
    "com", "org", "net", "edu", "gov", "io", "dev", "co", "me", "info", "biz", "ai",
    "tv", "uk", "us", "de", "fr", "es", "it", "nl", "jp", "cn", "ru", "eu", "ch", "ca", "au",
    "in", "br", "se", "no", "fi", "dk", "pl", "be", "at", "cz", "kr", "tw", "hk", "nz", "mx",
    "app", "social", "online", "cloud", "xyz", "fm", "gg", "ly", "so", "sh", "to", "cc", "tech",
    "site", "store", "blog", "news", "ninja", "zone", "world", "club", "is", "ie", "pt", "gr",
  ]

  /// Domain and file-name endings that make a dotted word something a user may see.
  private static let userVisibleSuffixes: Set<String> = domainEndings.union([
    // File names.
    "jpg", "jpeg", "png", "gif", "heic", "webp", "svg", "pdf", "txt", "md", "rtf", "doc",
    "docx", "xls", "xlsx", "ppt", "pptx", "key", "pages", "numbers", "csv", "json", "xml",
    "html", "htm", "zip", "gz", "tar", "dmg", "pkg", "ipa", "mov", "mp4", "mp3", "m4a", "wav",
    "aac", "swift", "js", "ts", "py", "rb", "c", "h", "cpp", "log", "plist", "strings",
    "xcstrings", "epub", "ics", "vcf", "yaml", "yml", "toml", "ini", "conf", "cfg", "sqlite", "db",
    "sql", "css", "scss", "java", "kt", "go", "rs", "php", "sh", "bat", "exe", "apk", "iso", "img",
    "tiff", "tif", "bmp", "raw", "flac", "ogg", "mkv", "avi", "webm", "opus", "srt", "vtt", "otf",
    "ttf", "woff", "eml", "mbox", "gpx", "kml", "ovpn", "pem", "crt", "p12", "mobileconfig",
  ])
}
