import TrackerImport
import TrackerStore

/// The database is where `tracker import` writes: the store's writer already has every member
/// the importer's destination asks for, and this is the one place that sees both modules.
extension ImportWriter: ImportDestination {}
