import TestSupport

@testable import LocaleCheck

extension Project {
  /// The project in `folder` as `labelcheck matrix` run there loads it, with the configuration
  /// it finds changed by `adjust` (as flags change it).
  static func load(in folder: TempFolder, adjusting adjust: (inout Configuration) -> Void = { _ in }) throws
    -> Project
  {
    var (configuration, file) = try loadConfiguration(file: nil, workingDirectory: folder.url.path)
    adjust(&configuration)
    return try load(
      ProjectOptions(workingDirectory: folder.url.path), configuration: configuration, configurationFile: file
    )
  }
}
