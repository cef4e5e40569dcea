import Foundation

/// Reads a captures folder: `<folder>/<locale>/<screen>.txt` or `.json`.
public struct UICaptureLoader: Sendable {
  /// The folder paths are shown relative to.
  public var workingDirectory: String

  public init(workingDirectory: String) { self.workingDirectory = workingDirectory }

  /// Every capture below `folder`, sorted by locale and screen, and an error per unreadable file.
  public func load(_ folder: String) -> (captures: [UICapture], errors: [CatalogError]) {
    let root = PathUtilities.absolute(folder, base: workingDirectory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      return ([], [CatalogError(file: folder, line: 1, column: 1, message: "captures folder not found")])
    }
    var captures: [UICapture] = []
    var errors: [CatalogError] = []
    let locales = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter {
      !$0.hasPrefix(".")
    }.sorted()
    for localeFolder in locales {
      let folderPath = root + "/" + localeFolder
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? []).sorted()
      for name in names {
        let ext = PathUtilities.pathExtension(name).lowercased()
        guard ext == "txt" || ext == "json" else { continue }
        let path = folderPath + "/" + name
        let display = PathUtilities.relative(path, to: PathUtilities.absolute(workingDirectory, base: "/"))
        do {
          // Found in a folder, like catalogs: a link there to `/dev/zero` or a FIFO is no capture.
          let bytes = try FileReader.readBytes(atPath: path, displayPath: display, regularFilesOnly: true)
          captures.append(
            try UICaptureParser.parse(
              bytes, file: display, locale: LocaleID(localeFolder), screen: PathUtilities.stem(name),
              isJSON: ext == "json"))
        } catch {
          errors.append(error)
        }
      }
    }
    return (captures, errors)
  }
}
