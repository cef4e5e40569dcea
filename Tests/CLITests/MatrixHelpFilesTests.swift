import Foundation
import TestSupport
import Testing

/// `matrix --help` shows a label map and a capture that work as written (audit 93: the help
/// named neither's fields).
@Suite struct MatrixHelpFilesTests {
  /// The JSON example after the line of the help that starts with `title`: its next two lines.
  private static func example(after title: String, in help: [Substring]) throws -> String {
    let start = try #require(help.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(title) })
    return help[(start + 1)...(start + 2)].map { $0.trimmingCharacters(in: .whitespaces) }.joined(
      separator: " ")
  }

  @Test func theExamplesAreALabelMapAndACaptureThatBind() throws {
    let help = try CLIRunner.run(["matrix", "--help"]).stdout
    #expect(help.contains("\nFILES:\n"))
    let lines = help.split(separator: "\n")
    let labels = try Self.example(after: "Label map (--labels FILE", in: lines)
    let capture = try Self.example(after: "UI captures (--captures DIR", in: lines)
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"Sign in":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"Sign in"}},
      "es":{"stringUnit":{"state":"translated","value":"Iniciar sesión"}}}}}}
      """
    let folder = try TempFolder(files: [
      "App/Localizable.xcstrings": catalog, "labels.json": labels, "captures/es/login.json": capture,
    ])
    let result = try CLIRunner.run(
      ["matrix", "App", "--labels", "labels.json", "--captures", "captures", "--all", "--no-color"],
      in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("login.submit.button"), "\(result)")
    // A capture that shows the wrong text is told, so the example's capture was read.
    _ = try folder.write(
      "captures/es/login.json", capture.replacingOccurrences(of: "Iniciar sesión", with: "Sign in"))
    let wrong = try CLIRunner.run(
      ["matrix", "App", "--labels", "labels.json", "--captures", "captures", "--format", "xcode"],
      in: folder.url)
    #expect(wrong.stdout.contains("[runtime-mismatch]"), "\(wrong)")
  }
}
