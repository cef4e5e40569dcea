import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Where reports go and how they look: `--report`, `--output`, `--quiet`, colour.
@Suite("Output options")
struct OutputOptionsTests {
  /// Whether `line` is `path:line:column: severity: message [rule]`.
  static func isDiagnostic(_ line: String) -> Bool {
    line.wholeMatch(of: #/[^:\s]+:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]/#) != nil
  }

  @Test func severalReportsInOneRunWrittenAtomically() throws {
    let folder = try TempFolder()
    let reports = folder.url.appendingPathComponent("reports/nightly").path
    let result = try CLIRunner.run([
      "matrix", "--format", "xcode", "--report", "json:\(reports)/labelcheck.json",
      "--report", "sarif:\(reports)/labelcheck.sarif", "--report=junit:\(reports)/labelcheck.xml",
      "--report", "markdown:\(folder.url.path)/summary.md",
    ])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy(Self.isDiagnostic), "\(result)")
    // Atomic writes rename a temporary file into place: nothing else may be left behind.
    #expect(folder.entries("reports/nightly") == ["labelcheck.json", "labelcheck.sarif", "labelcheck.xml"])
    #expect(folder.entries() == ["reports", "summary.md"])

    let json = try JSON.object(try #require(folder.read("reports/nightly/labelcheck.json")))
    #expect(json.objects("findings").count == lines.count)
    let sarif = try JSON.object(try #require(folder.read("reports/nightly/labelcheck.sarif")))
    #expect(sarif.objects("runs").first?.objects("results").count == lines.count)
    let junit = try #require(folder.read("reports/nightly/labelcheck.xml"))
    #expect(try XMLDocument(data: Data(junit.utf8)).rootElement()?.name == "testsuites")
    #expect(folder.read("summary.md")?.hasPrefix("#") == true)
  }

  @Test func outputWritesTheReportToAFileInstead() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    let result = try CLIRunner.run(["--format", "json", "-o", "out/report.json"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
    let report = try JSON.object(try #require(folder.read("out/report.json")))
    #expect(report.objects("findings").map { $0.string("rule") } == ["english-fallback"])
    #expect(report.objects("findings").first?.string("file") == "Localizable.xcstrings")
  }

  @Test func dashIsStandardOutputForInspectToo() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    let result = try CLIRunner.run(["inspect", "--format", "json", "-o", "-"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(try JSON.object(result.stdout).objects("tables").count == 1)
    #expect(folder.entries() == ["Localizable.xcstrings"])
  }

  @Test func aPathEndingInASlashIsRefusedBeforeTheRun() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    for arguments in [
      ["-o", "reports/"], ["--report", "sarif:reports/"], ["inspect", "-o", "reports/"],
      ["baseline", "-o", "reports/"],
    ] {
      let result = try CLIRunner.run(arguments, in: folder.url)
      #expect(result.status == 2, "\(arguments): \(result)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(
        result.stderr.contains("cannot write 'reports/': a path ending in '/' names a folder"), "\(arguments)"
      )
      #expect(folder.entries() == ["Localizable.xcstrings"], "\(arguments)")
    }
    // So is a folder that exists, named without the slash: no report is printed first.
    for arguments in [["--report", "json:.."], ["inspect", "-o", ".."], ["baseline", "-o", ".."]] {
      let result = try CLIRunner.run(arguments, in: folder.url)
      #expect(result.status == 2 && result.stdout.isEmpty, "\(arguments): \(result)")
      #expect(result.stderr == "labelcheck: error: cannot write '..': it is a folder\n", "\(arguments)")
    }
  }

  @Test func dashIsStandardOutput() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    let result = try CLIRunner.run(["--format=xcode", "--output", "-"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stdout.contains("[english-fallback]"))
    #expect(folder.entries() == ["Localizable.xcstrings"])
  }

  @Test func aLinkIsWrittenThroughAndAPipeWrittenTo() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write("reports/real.txt", "")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("link.txt").path, withDestinationPath: "reports/real.txt")
    let result = try CLIRunner.run(["--format", "xcode", "-o", "link.txt"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.url.appendingPathComponent("link.txt").path)
    #expect(link == "reports/real.txt")
    #expect(folder.read("reports/real.txt")?.contains("[english-fallback]") == true)
    // A link to a file not written yet gets it, as the shell's `>` does; the link stays.
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("new.txt").path, withDestinationPath: "reports/new.txt")
    _ = try CLIRunner.run(["--format", "xcode", "-o", "new.txt"], in: folder.url)
    #expect(folder.read("reports/new.txt")?.contains("[english-fallback]") == true)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.url.appendingPathComponent("new.txt").path)
        == "reports/new.txt")
    // A pipe (as `>(...)` gives) is written to, not replaced by a file.
    let fifo = folder.url.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let received = LockedBox<Data?>(nil)
    let reader = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      received.value = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
      reader.signal()
    }
    let piped = try CLIRunner.run(["--format", "xcode", "-o", "pipe"], in: folder.url)
    #expect(piped.status == 1 && piped.stderr.isEmpty, "\(piped)")
    #expect(reader.wait(timeout: .now() + 10) == .success)
    #expect(String(decoding: received.value ?? Data(), as: UTF8.self).contains("[english-fallback]"))
    var status = stat()
    #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    let onFolder = try CLIRunner.run(["-o", "reports"], in: folder.url)
    #expect(
      onFolder.status == 2 && onFolder.stderr.contains("cannot write 'reports': it is a folder"),
      "\(onFolder)")
  }

  @Test func unwritableOutputIsAnErrorNamingThePath() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    try folder.write("taken", "a file, not a folder")
    let result = try CLIRunner.run(["--output", "taken/report.txt"], in: folder.url)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "labelcheck: error: cannot write 'taken/report.txt': 'taken' is a file, not a folder\n",
      "\(result)")
    // A folder the run may not write names the system's reason, and leaves nothing behind.
    try folder.write("locked/old.txt", "")
    let locked = folder.url.appendingPathComponent("locked").path
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
    let denied = try CLIRunner.run(["--output", "locked/report.txt"], in: folder.url)
    if getuid() != 0 {  // root writes anyway
      #expect(denied.status == 2)
      #expect(
        denied.stderr
          == "labelcheck: error: cannot write 'locked/report.txt': Permission denied (the report is written as a "
          + "new file in 'locked', then renamed into place)\n")
    }
    #expect(folder.entries("locked").filter { $0 != "report.txt" } == ["old.txt"])
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFullStandardOutputIsAnErrorNotACrash() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    for arguments in [["--version"], ["matrix", "--format", "json"], ["rules", "--help"]] {
      let result = try CLIRunner.run(arguments, writingTo: full)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr == "labelcheck: error: cannot write to standard output: No space left on device\n")
    }
    // Named as the report file, the device gets the same reason, not Foundation's sentence.
    let named = try CLIRunner.run(["matrix", "--output", "/dev/full"])
    #expect(
      named.stderr == "labelcheck: error: cannot write '/dev/full': No space left on device\n", "\(named)")
  }

  @Test func aClosedStandardOutputIsAnError() throws {
    // Closed, its descriptor would go to the first file the run opens.
    let binary = try #require(CLIRunner.binary)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "'\(binary.path)' matrix >&-"]
    shell.currentDirectoryURL = TestPaths.packageRoot
    let errors = Pipe()
    shell.standardError = errors
    try shell.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 2, "\(stderr)")
    #expect(stderr == "labelcheck: error: cannot write to standard output: Bad file descriptor\n")
  }

  @Test func quietPrintsOnlyFindings() throws {
    let result = try CLIRunner.run(["matrix", "--quiet"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.last == "")
    #expect(lines.dropLast().allSatisfy(Self.isDiagnostic), "\(result)")
  }

  @Test func quietLeavesATextReportFileWhole() throws {
    // `--quiet` is about what the run prints; a text report asked for by file keeps its matrix.
    let folder = try TempFolder()
    let file = folder.url.appendingPathComponent("matrix.txt").path
    let result = try CLIRunner.run(["matrix", "--quiet", "--report", "text:\(file)"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.split(separator: "\n").allSatisfy { Self.isDiagnostic(String($0)) })
    let text = try #require(folder.read("matrix.txt"))
    #expect(text.contains("locale") && text.contains(" errors"), "\(text)")
  }
}

/// Colour only on a terminal, and never with `NO_COLOR` or `--no-color`.
@Suite("Colour")
struct ColourTests {
  static let escape = "\u{1B}["

  @Test func colourOnATerminal() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    let result = try CLIRunner.runOnTerminal([], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains(Self.escape), "\(result)")
    #expect(result.stdout.contains("[english-fallback]"))
  }

  @Test(
    arguments: [
      (["--no-color"], [:]), ([], ["NO_COLOR": "1"]), (["--format", "xcode"], ["NO_COLOR": "1"]),
      ([], ["TERM": "dumb"]),
    ] as [([String], [String: String?])])
  func noColourWhenAsked(_ arguments: [String], _ environment: [String: String?]) throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    let result = try CLIRunner.runOnTerminal(arguments, in: folder.url, environment: environment)
    #expect(result.status == 1, "\(result)")
    #expect(!result.stdout.contains(Self.escape), "\(result)")
    #expect(result.stdout.contains("[english-fallback]"))
  }

  @Test func noColourIntoAPipeOrAFile() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    let piped = try CLIRunner.run([], in: folder.url)
    #expect(!piped.stdout.contains(Self.escape))
    let toFile = try CLIRunner.runOnTerminal(["--output", "report.txt"], in: folder.url)
    #expect(toFile.stdout.isEmpty)
    #expect(folder.read("report.txt")?.contains(Self.escape) == false)
  }
}
