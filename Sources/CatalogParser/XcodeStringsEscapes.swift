/// What an old Xcode's XLIFF export of a `.strings` table keeps of the file's backslash escapes
/// (`\n`, `\"`): Xcode 9.2 and earlier write the unit id as the key is written in the file
/// (`id="Background\nis all about…"`, with a real line break in `<source>`), and Xcode 9.3 and
/// 9.4 write `<source>` and `<target>` so too (openradar 41777896, Weblate issue 2213). Xcode
/// writes a returned `<target>` into the `.strings` file as it is, where `\n` is a line break.
struct XcodeStringsEscapes: Equatable {
  /// Xcode's `tool-id`.
  static let xcodeToolID = "com.apple.dt.xcode"

  /// Whether unit ids keep the `.strings` escapes.
  var inKeys = false
  /// Whether `<source>` and `<target>` texts keep them.
  var inTexts = false

  /// The escapes a `<tool>` of `tool-id` and `tool-version` keeps: none but for Xcode before 10.
  init(toolID: String?, version: String?) {
    guard toolID == Self.xcodeToolID, let version else { return }
    let numbers = version.split(separator: ".").map { Int($0) ?? 0 }
    guard let major = numbers.first, major > 0, major < 10 else { return }
    inKeys = true
    inTexts = major == 9 && numbers.count > 1 && numbers[1] >= 3
  }

  init() {}

  /// `text` with its `.strings` escapes decoded, where it has any.
  ///
  /// A backslash that ends the text escapes nothing (a translator's `<target>` can end so): it
  /// stays, and the escapes before it are decoded.
  static func decoded(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\\")), !text.utf8.contains(0) else { return text }
    var bytes = Array(text.utf8)
    let trailingBackslashes = bytes.reversed().prefix { $0 == UInt8(ascii: "\\") }.count
    let dangling = trailingBackslashes % 2 == 1
    if dangling { bytes.removeLast() }
    bytes.append(0)  // the end of the token, which no text holds
    var decoder = StringsEscapeDecoder()
    let decoded = bytes.withUnsafeBufferPointer { buffer in
      decoder.decodeQuoted(buffer, from: 0, quote: 0)?.text
    }
    guard let decoded else { return text }
    return dangling ? decoded + "\\" : decoded
  }
}
