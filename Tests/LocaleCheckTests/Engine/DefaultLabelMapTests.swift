import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// The `labels.json` beside a configuration that names no label map is read as one only where it
/// is one: a repository's GitHub labels or an ML class list of that name is passed by.
@Suite struct DefaultLabelMapTests {
  static func project(labels: String, configuration: String = #"{"version": 1}"#) throws -> Project {
    let folder = try TempFolder(files: [
      ".labelcheck.json": configuration, "labels.json": labels,
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
    ])
    return try Project.load(ProjectOptions(workingDirectory: folder.url.path))
  }

  @Test func jsonOfAnotherKindIsPassedByWithANote() throws {
    for other in [#"[{"name": "bug", "color": "d73a4a"}]"#, #"{"0": "cat", "1": "dog"}"#] {
      let project = try Self.project(labels: other)
      #expect(project.labelMap == nil)
      #expect(
        project.notes.map(\.description) == [
          "note: not using labels.json as the label map: it is JSON of another kind (name the label map "
            + "with \"labels\" in the configuration, or --labels FILE)"
        ])
    }
  }

  @Test func aLabelMapWithASlipIsStillAnError() throws {
    #expect(throws: ProjectError.self) {
      try Self.project(labels: #"{"version": 1, "identifers": {}}"#)
    }
    #expect(throws: ProjectError.self) { try Self.project(labels: #"{"version": 1, "identifiers": {"#) }
    // A map without the wrapper, or with a slip in it, is a label map whose error is told.
    #expect(throws: ProjectError.self) {
      try Self.project(labels: #"{"identifers": {"a.b": {"key": "Save"}}}"#)
    }
    #expect(throws: ProjectError.self) { try Self.project(labels: #"{"login.submit": {"key": "Save"}}"#) }
  }

  @Test func aNamedFileOfAnotherKindIsAnError() throws {
    #expect(throws: ProjectError.self) {
      try Self.project(
        labels: #"[{"name": "bug"}]"#, configuration: #"{"version": 1, "labels": "labels.json"}"#)
    }
  }
}
