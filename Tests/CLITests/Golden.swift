import Foundation
import TestSupport

/// The CLI's golden files in `Tests/CLITests/Golden`; re-record with
/// `LABELCHECK_RECORD_GOLDEN=1 swift test --filter CLIGoldenTests`.
let Golden = GoldenFiles(
  folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden"))
