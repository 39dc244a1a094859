/// `tracker manual`: prints the man page, for `make install` (not listed in help).
enum ManualCommand {
    static let command = Command(
        CommandSpec(name: "manual", abstract: "Print the man page tracker.1 (roff)."),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        // The page's date is the version's, not the day it was built, so builds are reproducible.
        context.io.out(ManPageGenerator.page(CommandRegistry.all.map(\.spec), version: Tracker.version, date: "2026-11-30"))
    }
}
