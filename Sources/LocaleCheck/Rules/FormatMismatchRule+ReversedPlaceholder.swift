import Foundation

extension FormatMismatchRule {
  /// Where every problem is a lost argument and the translation writes a lost `%@` backwards
  /// ("@%"), a remark naming it: a typing slip that reads as no placeholder (audit 228, a Korean
  /// "@%님"). Not for `%d` and its kin: "d%" is also a word's end before a percent sign; nor for
  /// a handle's "@%@", whose `%@` printf reads.
  static func reversedPlaceholderRemark(_ problems: [FormatMismatch], in text: String) -> String? {
    guard !problems.isEmpty, problems.allSatisfy({ $0.kind == .missingArgument }) else { return nil }
    for problem in problems {
      guard problem.source?.text == "%@", text.replacingOccurrences(of: "@%@", with: "").contains("@%")
      else { continue }
      return "; '@%' here is '%@' written backwards"
    }
    return nil
  }
}
