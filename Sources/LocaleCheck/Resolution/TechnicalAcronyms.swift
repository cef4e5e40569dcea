/// Acronyms of file formats, protocols, hardware and identifiers ("PDF", "URL", "GPS", "UUID")
/// and Apple's product names ("Face ID", "Apple Pay"): every language writes them as English
/// does, in Latin capitals, so a translation that keeps them keeps no English word.
enum TechnicalAcronyms {
  /// The acronyms, in capitals. A capitalized English word ("SAVE", "NEW", "RAW", "OK") is no
  /// acronym: Apple translates OK in Chinese, Korean and Russian.
  static let acronyms: Set<Substring> = [
    // Documents, images, audio, video and archives.
    "PDF", "EPUB", "HTML", "XML", "JSON", "CSV", "TSV", "TXT", "RTF", "DOC", "DOCX", "XLS", "XLSX",
    "PPT", "PPTX", "ODT", "PNG", "JPEG", "JPG", "GIF", "HEIC", "HEIF", "TIFF", "BMP", "SVG", "WEBP",
    "MOV", "AVI", "MKV", "WAV", "AAC", "FLAC", "OGG", "MIDI", "ZIP", "RAR", "GPX", "KML", "KMZ",
    "OPML", "RSS", "ICS", "VCF", "SRT", "DMG", "APK",
    // Networks, protocols and identifiers.
    "URL", "URI", "HTTP", "HTTPS", "FTP", "SFTP", "SSH", "SSL", "TLS", "DNS", "VPN", "TCP", "UDP", "IP",
    "IMAP", "SMTP", "LDAP", "DHCP", "NAT", "LAN", "WLAN", "WAN", "NAS", "SSID", "WPA", "WEP", "NFC",
    "USB", "GPS", "LTE", "SIM", "SMS", "MMS", "QR", "API", "SDK", "UUID", "ID", "PIN", "PUK", "IMEI",
    "IBAN", "BIC", "ISBN", "DOI", "AI",
    // Hardware and display (not units, "DPI", which some languages write in their own script).
    "CPU", "GPU", "RAM", "ROM", "SSD", "HDD", "LED", "LCD", "OLED", "HDR", "RGB", "CMYK",
    "HD", "UHD", "TV", "DVD", "CD", "VR",
  ]

  /// Apple's product names that hold English words; Apple writes them so in every language.
  static let productNames: Set<String> = [
    "Face ID", "Touch ID", "Optic ID", "Apple Pay", "Apple Watch", "Apple ID", "Apple Account",
    "Apple TV", "Apple Music", "App Store", "Mac App Store", "Apple Silicon", "Game Center",
    "Apple Vision Pro", "Apple Pencil", "Sign in with Apple",
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

  /// Whether `text` (trimmed) is one of Apple's ``productNames``.
  static func isProductName(_ text: String) -> Bool {
    productNames.contains(text)
  }
}
