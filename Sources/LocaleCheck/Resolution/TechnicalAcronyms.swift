/// Acronyms of file formats, protocols, hardware and identifiers ("PDF", "URL", "GPS", "UUID")
/// and Apple's product names ("Apple Pay", "App Store"): every language writes them as English
/// does, in Latin capitals, so a translation that keeps them keeps no English word.
enum TechnicalAcronyms {
  /// The acronyms, in capitals. A capitalized English word ("SAVE", "NEW", "RAW", "OK") is no
  /// acronym: Apple translates OK in Chinese, Korean and Russian; nor is one that languages
  /// translate ("AI": French IA, German KI; "RGB": French RVB; "ZIP", a postal code).
  static let acronyms: Set<Substring> = [
    // Documents, images, audio, video and archives.
    "PDF", "EPUB", "HTML", "XML", "JSON", "CSV", "TSV", "TXT", "RTF", "DOC", "DOCX", "XLS", "XLSX",
    "PPT", "PPTX", "ODT", "PNG", "JPEG", "JPG", "GIF", "HEIC", "HEIF", "TIFF", "BMP", "SVG", "WEBP",
    "MOV", "AVI", "MKV", "WAV", "AAC", "FLAC", "OGG", "MIDI", "RAR", "GPX", "KML", "KMZ",
    "OPML", "RSS", "ICS", "VCF", "SRT", "DMG", "APK",
    // Networks, protocols and identifiers.
    "URL", "URI", "HTTP", "HTTPS", "FTP", "SFTP", "SSH", "SSL", "TLS", "DNS", "VPN", "TCP", "UDP", "IP",
    "IMAP", "SMTP", "LDAP", "DHCP", "NAT", "LAN", "WLAN", "WAN", "NAS", "SSID", "WPA", "WEP", "NFC",
    "USB", "GPS", "LTE", "SIM", "SMS", "MMS", "QR", "API", "SDK", "UUID", "ID", "PIN", "PUK", "IMEI",
    "IBAN", "BIC", "ISBN", "DOI",
    // File sharing and streaming (VLC's network sources; audit 150).
    "SMB", "NFS", "DLNA", "RTSP", "RTMP", "HLS", "CIFS", "AFP",
    // Hardware and display (not units, "DPI", which some languages write in their own script).
    "CPU", "GPU", "RAM", "ROM", "SSD", "HDD", "LED", "LCD", "OLED", "HDR",
    "HD", "UHD", "TV", "DVD", "CD", "VR",
  ]

  /// Apple's product names that hold English words and that Apple writes so in every language
  /// (not "Sign in with Apple" or "Apple Silicon").
  static let productNames: Set<String> = [
    "Apple Pay", "Apple Watch", "Apple ID", "Apple TV", "Apple Music", "App Store", "Mac App Store",
    "Game Center", "Apple Vision Pro", "Apple Pencil",
  ]

  /// Whether `token` (a run of text without white space) is one of ``acronyms``, written alone
  /// or with punctuation around it ("(PDF)", "PDF:").
  static func isAcronym(_ token: Substring) -> Bool {
    let core = token.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed()
    guard core.count >= 2, core.count <= 5, core.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
      return false
    }
    return acronyms.contains(Substring(String(core)))
  }

  /// Names of Apple's apps, features and biometric sign-ins, and of wireless standards, that are
  /// English and that Apple's own software writes so in most languages ("Bluetooth", "True Tone";
  /// audit 234; "Face ID et code", "Face IDとパスコード"), each with the languages whose Apple
  /// software translates it (`zh-Hans` for Simplified Chinese, `zh` for both scripts):
  /// "Safari浏览器", 访达, 蓝牙, 原彩, 面容 ID, بصمة الوجه. Not "Dock", "Spotlight", "Handoff",
  /// "Night Shift", "Time Machine" and "Mission Control", which other apps use as English words
  /// and phrases to translate (a rota's night shift), nor "Stage Manager", which Spanish,
  /// Japanese and Korean translate (review 167).
  static let keptAppleNames: [String: Set<String>] = [
    "Safari": ["zh-Hans"], "Siri": [], "Finder": ["zh-Hans"], "Launchpad": ["zh-Hans"],
    "True Tone": ["zh"], "Wi-Fi": ["zh-Hans"], "Bluetooth": ["zh", "ar", "th"],
    "Face ID": ["zh-Hans", "ar"], "Touch ID": ["zh-Hans", "ar"], "Optic ID": ["zh-Hans", "ar"],
  ]

  /// Whether `locale` is one of `languages` (``keptAppleNames``'s): its language, or its
  /// language and script (`zh-Hans`).
  private static func isAmong(_ locale: LocaleID, _ languages: Set<String>) -> Bool {
    guard !languages.isEmpty else { return false }
    let language = locale.language
    return languages.contains(language)
      || ParentLocales.effectiveScript(of: locale).map { languages.contains(language + "-" + $0) } ?? false
  }

  /// Whether `text` (trimmed) is one of Apple's ``productNames``, or of its ``keptAppleNames``
  /// where Apple writes it in `locale`'s language too.
  static func isProductName(_ text: String, in locale: LocaleID) -> Bool {
    productNames.contains(text) || keptAppleNames[text].map { !isAmong(locale, $0) } ?? false
  }
}
