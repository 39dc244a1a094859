import Testing
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport

/// `inSavepoint` and `inDiscardedTransaction`: what each keeps and undoes, alone and nested.
@Suite struct SavepointTests {
    let directory = TemporaryDirectory()

    struct Boom: Error {}

    func database(_ name: String) throws -> (Database, ActivityStore) {
        let database = try Database(path: directory.file(name))
        return (database, ActivityStore(database: database))
    }

    func insert(_ store: ActivityStore, at start: Int64) throws {
        _ = try store.insert(DatabaseTests.sample(start: start), createdAt: 0)
    }

    @Test func outsideATransactionItCommitsWhatItDid() throws {
        let (database, store) = try database("alone.db")
        let value = try database.inSavepoint {
            try insert(store, at: 1_000)
            #expect(database.isInTransaction)
            return 7
        }
        #expect(value == 7)
        #expect(!database.isInTransaction)
        // Seen by another connection: committed, not just visible to this one.
        #expect(try ActivityStore(database: Database(path: database.path)).count() == 1)
    }

    @Test func aThrowUndoesTheSavepointAndRethrowsTheError() throws {
        let (database, store) = try database("throw.db")
        #expect(throws: Boom.self) {
            try database.inSavepoint {
                try insert(store, at: 1_000)
                throw Boom()
            }
        }
        #expect(try store.count() == 0)
        #expect(!database.isInTransaction)
    }

    /// An inner savepoint that throws is undone alone; the outer transaction goes on and commits.
    @Test func anInnerSavepointIsUndoneAloneInsideATransaction() throws {
        let (database, store) = try database("inner.db")
        try database.inTransaction {
            try insert(store, at: 1_000)
            #expect(throws: Boom.self) {
                try database.inSavepoint {
                    try insert(store, at: 2_000)
                    throw Boom()
                }
            }
            try database.inSavepoint { try insert(store, at: 3_000) }
            #expect(database.isInTransaction)
        }
        #expect(try store.fetch().map(\.start.secondsSince1970).sorted() == [1_000, 3_000])
    }

    @Test func nestedSavepointsUndoOnlyTheirOwnLevel() throws {
        let (database, store) = try database("nested.db")
        try database.inSavepoint {
            try insert(store, at: 1_000)
            try database.inSavepoint {
                try insert(store, at: 2_000)
                #expect(throws: Boom.self) {
                    try database.inSavepoint {
                        try insert(store, at: 3_000)
                        throw Boom()
                    }
                }
            }
        }
        #expect(try store.fetch().map(\.start.secondsSince1970).sorted() == [1_000, 2_000])

        // An outer level that throws undoes the inner levels that had returned.
        #expect(throws: Boom.self) {
            try database.inSavepoint {
                try database.inSavepoint { try insert(store, at: 4_000) }
                throw Boom()
            }
        }
        #expect(try store.count() == 2)
        #expect(!database.isInTransaction)
    }

    /// The first error is the one rethrown: a failing statement inside, not a later cleanup.
    @Test func theFirstErrorIsRethrown() throws {
        let (database, store) = try database("first.db")
        var bad = DatabaseTests.sample()
        bad.duration = 0
        let error = #expect(throws: DatabaseError.self) {
            try database.inSavepoint {
                try insert(store, at: 1_000)
                _ = try store.insert(bad, createdAt: 0)
            }
        }
        #expect(error?.isConstraintViolation == true)
        #expect(try store.count() == 0)
    }

    // MARK: - Discarded transactions

    @Test func aDiscardedTransactionSeesItsChangesAndKeepsNone() throws {
        let (database, store) = try database("discarded.db")
        try insert(store, at: 500)
        let seen = try database.inDiscardedTransaction {
            try insert(store, at: 1_000)
            try database.inTransaction { try insert(store, at: 2_000) }
            try database.inSavepoint { try insert(store, at: 3_000) }
            return try store.count()
        }
        #expect(seen == 4)
        #expect(try store.count() == 1)
        #expect(!database.isInTransaction)

        #expect(throws: Boom.self) {
            try database.inDiscardedTransaction {
                try insert(store, at: 1_000)
                throw Boom()
            }
        }
        #expect(try store.count() == 1)
        #expect(!database.isInTransaction)
    }

    @Test func aDiscardedTransactionCannotStartInsideAnOpenOne() throws {
        let (database, store) = try database("open.db")
        #expect(throws: DatabaseError.self) {
            try database.inTransaction {
                try insert(store, at: 1_000)
                try database.inDiscardedTransaction { try insert(store, at: 2_000) }
            }
        }
        #expect(try store.count() == 0)
    }
}
