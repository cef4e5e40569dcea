/// File names that a table holds as text, which no control speaks as its label.
extension LabelText {
  /// Whether `text` is a file's name or a template of one (`image-%@.png`, `Export.csv`,
  /// `backup_%lld.json`): one token, a name and an ending that files have. An app formats it for
  /// a file it saves; its role words ("image") name the file's kind, not a control.
  public static func isFileName(_ text: String) -> Bool {
    let token = trimmed(text)
    guard !token.contains(where: \.isWhitespace), let dot = token.lastIndex(of: "."),
      dot > token.startIndex
    else { return false }
    return fileEndings.contains(token[token.index(after: dot)...].lowercased())
  }

  /// Endings of the files apps write and share; not words a label ends in after a full stop.
  private static let fileEndings: Set<String> = [
    "png", "jpg", "jpeg", "gif", "heic", "heif", "tif", "tiff", "webp", "svg", "bmp", "pdf", "txt", "rtf",
    "csv", "tsv", "json", "xml", "plist", "html", "htm", "md", "zip", "gz", "mp3", "mp4", "m4a", "m4v",
    "mov", "wav", "aac", "caf", "gpx", "kml", "ics", "vcf", "log", "sqlite", "db", "epub", "docx", "xlsx",
    "pptx", "ipa", "dmg", "pkg",
  ]
}
