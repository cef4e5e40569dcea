import Foundation

/// Reads a captures folder: `<folder>/<locale>/<screen>.txt` or `.json`.
public struct UICaptureLoader: Sendable {
  /// The folder paths are shown relative to.
  public var workingDirectory: String

  /// A loader that resolves the captures folder against `workingDirectory` and shows paths
  /// relative to it.
  public init(workingDirectory: String) { self.workingDirectory = workingDirectory }

  /// Every capture below `folder`, sorted by locale and screen, and an error per unreadable file.
  public func load(_ folder: String) -> (captures: [UICapture], errors: [CatalogError]) {
    let root = PathUtilities.absolute(folder, base: workingDirectory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
      return ([], [CatalogError(file: folder, line: 1, column: 1, message: "captures folder not found")])
    }
    // Said as the command line says it: a file is no missing folder (audit 224).
    guard isDirectory.boolValue else {
      return (
        [],
        [
          CatalogError(
            file: folder, line: 1, column: 1,
            message: "captures must be a folder (captures/<locale>/<screen>.txt or .json), not a file")
        ]
      )
    }
    var captures: [UICapture] = []
    var errors: [CatalogError] = []
    // Read with `readdir`: Foundation's listing turns a folder it cannot read into an empty one,
    // and every `runtime-mismatch` would vanish without a word.
    let listing: FolderListing
    switch FolderListing.read(root) {
    case .failure(let error):
      return (
        [],
        [
          CatalogError(
            file: folder, line: 1, column: 1, message: "cannot read the captures folder: \(error.reason)")
        ]
      )
    case .success(let read): listing = read
    }
    let work = captureFiles(in: listing.names.filter { !$0.hasPrefix(".") }, at: root, below: folder)
    // A nightly job's captures are many screens of a few locales: one file per task, on all cores.
    let read = ParallelMap.map(work.count, chunkSize: 1) { index in
      work[index].flatMap { readCapture(atPath: $0.path, locale: $0.locale, name: $0.name) }
    }
    for result in read {
      switch result {
      case .success(let capture): captures.append(capture)
      case .failure(let error): errors.append(error)
      }
    }
    return (captures, errors)
  }

  /// A capture file to read: its path, its locale folder's name and its own name.
  private typealias CaptureFile = (path: String, locale: String, name: String)

  /// A capture file found, or the problem of the folder it would be in.
  private typealias FoundCapture = Result<CaptureFile, CatalogError>

  /// The capture files in the locale folders `locales` of the captures folder at `root`, in the
  /// order found, each folder's problem (where it has one) before its files.
  private func captureFiles(in locales: [String], at root: String, below folder: String) -> [FoundCapture] {
    var work: [FoundCapture] = []
    for localeFolder in locales {
      let folderPath = root + "/" + localeFolder
      let (names, problem) = captureNames(in: localeFolder, at: folderPath, below: folder)
      if let problem {
        work.append(.failure(CatalogError(file: display(folderPath), line: 1, column: 1, message: problem)))
      }
      for name in names ?? [] where Self.isCapture(name) {
        work.append(.success((folderPath + "/" + name, localeFolder, name)))
      }
    }
    return work
  }

  /// The capture in the file at `path`, named `name` in the folder of `locale`, or its error.
  private func readCapture(atPath path: String, locale: String, name: String) -> Result<
    UICapture, CatalogError
  > {
    let display = display(path)
    return Result { () throws(CatalogError) -> UICapture in
      // Found in a folder, like catalogs: a link there to `/dev/zero` or a FIFO is no capture.
      let bytes = try FileReader.readBytes(atPath: path, displayPath: display, regularFilesOnly: true)
      return try UICaptureParser.parse(
        bytes, file: display, locale: LocaleID(locale), screen: PathUtilities.stem(name),
        isJSON: PathUtilities.pathExtension(name).lowercased() == "json")
    }
  }

  /// The file names in the locale folder `name`; `nil` for an entry that is none (a file, a
  /// folder of other things such as `screenshots/`, which would become a locale of the matrix),
  /// with the problem to report when it holds or is a capture.
  private func captureNames(in name: String, at path: String, below folder: String) -> (
    names: [String]?, problem: String?
  ) {
    guard isFolder(path) else {
      if Self.namesLocale(name), let unreachable = Self.unreachableReason(path) { return (nil, unreachable) }
      let problem = "a capture belongs in a locale's folder (\(folder)/<locale>/\(name)), so it is not read"
      return (nil, Self.isCapture(name) && Self.looksLikeCapture(path) ? problem : nil)
    }
    let names: [String]
    switch FolderListing.read(path) {
    case .failure(let error): return (nil, "cannot read the folder: \(error.reason)")
    case .success(let listing): names = listing.names
    }
    guard Self.namesLocale(name) else {
      let problem = LocaleID.notALocale(name) + ", so its captures are not read"
      return (nil, names.contains(where: Self.isCapture) ? problem : nil)
    }
    return (names, nil)
  }

  /// Why the locale folder at `path` cannot be reached, where it cannot: a link that leads
  /// nowhere (a shared captures folder missing from the checkout), or a folder above it that can
  /// be listed but not entered.
  private static func unreachableReason(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) != 0 else { return nil }
    let code = errno
    let reason = String(cString: strerror(code))
    if PathUtilities.isSymbolicLink(path) {
      return "the link leads nowhere (\(reason)), so its captures are not read"
    }
    return code == EACCES ? "cannot read it: \(reason)" : nil
  }

  private func display(_ path: String) -> String {
    PathUtilities.relative(path, to: PathUtilities.absolute(workingDirectory, base: "/"))
  }

  private func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// Whether the file at `path` reads like a capture (a `README.txt` beside the locale folders
  /// does not): the dump's element tree or a JSON `elements` list.
  private static func looksLikeCapture(_ path: String) -> Bool {
    guard let bytes = try? FileReader.readBytes(atPath: path, displayPath: path, regularFilesOnly: true)
    else {
      return false
    }
    let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
    return text.contains("Element subtree:") || text.contains("Application, ")
      || text.contains("\"elements\"")
  }

  private static func isCapture(_ name: String) -> Bool {
    let ext = PathUtilities.pathExtension(name).lowercased()
    return ext == "txt" || ext == "json"
  }

  /// Whether a captures subfolder names a locale: a language tag whose language is two or three
  /// letters (`de`, `pt_BR`, `zh-Hans`, `yue`), or a legacy name such as `English`.
  static func namesLocale(_ name: String) -> Bool {
    guard LocaleID.isWellFormed(name) else { return false }
    let trimmed = name.trimmingWhitespace
    if LocaleID.legacyNames[trimmed.lowercased()] != nil { return true }
    let language = trimmed.prefix { $0 != "-" && $0 != "_" }
    return (2...3).contains(language.count) && language.allSatisfy(\.isLetter)
  }
}
