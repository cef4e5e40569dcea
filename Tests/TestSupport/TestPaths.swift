import Foundation

/// Paths the tests read: the package root, the sample catalogs and the shared real corpus.
public enum TestPaths {
  /// The package root (the folder holding Package.swift).
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared/corpus`, the real localization files used as test data.
  public static let corpus: URL = packageRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/corpus")

  /// The sample app's catalogs.
  public static let catalogs: URL = packageRoot.appendingPathComponent("catalogs")

  /// Every file below `folder` whose extension is in `extensions`, sorted by path.
  public static func files(under folder: URL, extensions: Set<String>) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var result: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if extensions.contains(url.pathExtension.lowercased()) { result.append(url) }
    }
    return result.sorted { $0.path < $1.path }
  }
}
