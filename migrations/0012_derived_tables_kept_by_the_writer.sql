-- activity_spans (0011) and type_bests (0010) each had two feeders: triggers for deletes and edits,
-- and Swift upserts for inserts. One after-write step in TrackerStore (ActivityWriter.afterWrite)
-- now keeps both for every write, inserts, edits, deletes, merges and rebuilds alike, from the
-- values just stored, in the write's transaction; `tracker records --rebuild` replays every
-- activity through the same step. The triggers go, so that each table has exactly one feeder.
--
-- Writing to `activities` with plain SQL (an older tracker, the sqlite3 shell) no longer keeps
-- these tables; `tracker records --rebuild` recomputes them.
DROP TRIGGER IF EXISTS type_bests_after_delete;
DROP TRIGGER IF EXISTS type_bests_after_update;
DROP TRIGGER IF EXISTS activity_spans_after_delete;
DROP TRIGGER IF EXISTS activity_spans_after_update;
