import Foundation

exit(LabelcheckCLI.run(Array(CommandLine.arguments.dropFirst()), environment: .current))
