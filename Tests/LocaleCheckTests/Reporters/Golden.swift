import Foundation
import TestSupport

/// The reporters' golden files in `Tests/LocaleCheckTests/Golden`; re-record with
/// `LABELCHECK_RECORD_GOLDEN=1 swift test --filter ReporterGoldenTests`.
let Golden = GoldenFiles(
  folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden"))
