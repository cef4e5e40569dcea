import CatalogParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Measures parse throughput of one format: `LabelcheckBench FORMAT [--load] [--repeat N] PATH...`.
//
// Every file below PATH with FORMAT's extension is parsed once per round on this thread: a file's
// bytes are read (from a warm page cache; not timed) just before it is parsed and released after.
// Two modes:
// - default (parse): every model of a round is kept until the round ends; only the parse is timed.
//   This is the parsers' own throughput.
// - `--load`: each model is merged into the round's catalog (`CatalogMerger`) and dropped, as
//   `labelcheck` loads files, and later files reuse the strings earlier ones wrote
//   (`SharedStrings`); the parse and the merge are timed apart.
// Prints the best round's MB/s and the process's peak resident memory (`getrusage` ru_maxrss,
// over all rounds) against the input size. `scripts/bench` runs both modes pinned to one core.

/// The command line, read into its parts.
struct BenchArguments {
  var format: CatalogFormat
  var rounds = 3
  var paths: [String] = []
  /// Merge each model into a catalog as it is parsed, as `labelcheck` does.
  var merges = false

  init?(_ arguments: [String]) {
    guard let name = arguments.first, let format = CatalogFormat(pathExtension: name) else { return nil }
    self.format = format
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      if argument == "--repeat", let count = rest.popFirst().flatMap(Int.init) {
        rounds = max(1, count)
      } else if argument == "--load" {
        merges = true
      } else {
        paths.append(argument)
      }
    }
    if paths.isEmpty { return nil }
  }
}

/// The files of `format` below `paths`, sorted.
func files(of format: CatalogFormat, in paths: [String]) -> [String] {
  var result: [String] = []
  for path in paths {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
    guard isFolder.boolValue else {
      result.append(path)
      continue
    }
    let walker = FileManager.default.enumerator(atPath: path)
    while let relative = walker?.nextObject() as? String {
      let ext = (relative as NSString).pathExtension
      if CatalogFormat(pathExtension: ext) == format { result.append(path + "/" + relative) }
    }
  }
  return result.sorted()
}

/// The peak resident set size of this process, in bytes.
func peakResidentBytes() -> Int {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  #else
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss
  #endif
}

/// One file to parse, with the context it is parsed in.
struct BenchInput {
  var path: String
  var context: FileContext
}

guard let arguments = BenchArguments(Array(CommandLine.arguments.dropFirst())) else {
  print("usage: LabelcheckBench xcstrings|strings|stringsdict|xliff [--load] [--repeat N] PATH...")
  exit(2)
}
let paths = files(of: arguments.format, in: arguments.paths)
var inputs: [BenchInput] = []
for path in paths {
  let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
  let locale = folder.hasSuffix(".lproj") ? LocaleID(String(folder.dropLast(6))) : nil
  let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  inputs.append(BenchInput(path: path, context: FileContext(displayPath: path, table: table, locale: locale)))
}

/// A file's bytes (read outside the timed part).
func bytes(of input: BenchInput) -> [UInt8] {
  do {
    return try FileReader.readBytes(atPath: input.path, displayPath: input.path)
  } catch {
    print(error)
    exit(1)
  }
}

var totalBytes = 0
var bestParse = Double.infinity
var bestLoad = Double.infinity
var entries = 0
for _ in 0..<arguments.rounds {
  var models: [ParsedFile] = []
  var merger = CatalogMerger()
  // A load shares the strings that its files repeat, as `labelcheck` does; a parse does not.
  let shared = arguments.merges ? SharedStrings() : nil
  var parseNanoseconds: UInt64 = 0
  var mergeNanoseconds: UInt64 = 0
  totalBytes = 0
  for input in inputs {
    let fileBytes = bytes(of: input)
    totalBytes += fileBytes.count
    let start = DispatchTime.now().uptimeNanoseconds
    let parsed: ParsedFile
    do {
      parsed = try CatalogFileParser.parse(
        fileBytes, format: arguments.format, context: input.context, sharing: shared)
    } catch {
      print(error)
      exit(1)
    }
    let parsedAt = DispatchTime.now().uptimeNanoseconds
    parseNanoseconds += parsedAt - start
    guard arguments.merges else {
      models.append(parsed)
      continue
    }
    shared?.offer(parsed)
    merger.add(consume parsed)
    mergeNanoseconds += DispatchTime.now().uptimeNanoseconds - parsedAt
  }
  bestParse = min(bestParse, Double(parseNanoseconds) / 1e9)
  bestLoad = min(bestLoad, Double(parseNanoseconds + mergeNanoseconds) / 1e9)
  if arguments.merges {
    entries = merger.catalog().tables.reduce(0) { $0 + $1.entries.count }
  } else {
    entries = models.reduce(0) { $0 + $1.tables.reduce(0) { $0 + $1.entries.count } }
  }
}
let megabytes = Double(totalBytes) / 1e6
let peak = peakResidentBytes()
let name = arguments.format.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
let mode = arguments.merges ? "load " : "parse"
let mergeRate = arguments.merges ? String(format: "   parse+merge %6.1f MB/s", megabytes / bestLoad) : ""
print(
  name + mode
    + String(
      format: " %3d files %7.1f MB %7.3f s %7.1f MB/s", inputs.count, megabytes, bestParse,
      megabytes / bestParse)
    + mergeRate
    + String(
      format: "   peak RSS %6.1f MB = %.2fx input   %d keys", Double(peak) / 1e6,
      Double(peak) / Double(max(totalBytes, 1)), entries))
