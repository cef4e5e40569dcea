import Foundation

Console.holdClosedStandardStreams()
exit(LabelcheckCLI.run(Array(CommandLine.arguments.dropFirst()), environment: .current))
