#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCLI

// The whole program lives in TrackerCLI so that tests can run it in-process.
exit(Tracker.run(Array(CommandLine.arguments.dropFirst()), io: ProcessIO(), environment: ProcessIO.environment))
