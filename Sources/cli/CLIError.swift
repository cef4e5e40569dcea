/// A reason to stop with exit status 2: a usage error or input that cannot be read.
struct CLIError: Error, CustomStringConvertible {
  var message: String

  init(_ message: String) { self.message = message }

  var description: String { message }
}
