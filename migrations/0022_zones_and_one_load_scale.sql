-- One load scale and time in zones.
--
-- Loads are now on one scale where 100 is an hour at threshold (power TSS, pace, heart-rate TSS,
-- converted session RPE, the estimate). load_method gains 'power' and 'pace': SQLite cannot widen a
-- CHECK in place, and the column is in no index, trigger or view, so it is dropped and added again.
-- The stored numbers were TRIMP and effort-minutes, so every load is cleared: readers compute a
-- NULL load from type, duration and effort, and `tracker records --rebuild` computes the loads of
-- activities with a stream from their streams.
ALTER TABLE activities DROP COLUMN load_method;
ALTER TABLE activities ADD COLUMN load_method TEXT
    CHECK (load_method IN ('power', 'pace', 'heart_rate', 'session_effort', 'estimate'));
UPDATE activities SET load = NULL, load_estimated = 0 WHERE load IS NOT NULL OR load_estimated != 0;

-- Seconds per bucket (1 bpm, 1 W, 0.01 m/s) of each activity's stream, so time in any zones is read
-- without streams and no setting change recomputes anything (ZoneHistogram's LEB128 bytes). Kept
-- only by the writer's after-write step; `tracker records --rebuild` fills it for older activities.
CREATE TABLE zone_histograms (
    activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('heart_rate', 'power', 'pace')),
    seconds REAL NOT NULL CHECK (seconds >= 0),
    buckets BLOB NOT NULL,
    PRIMARY KEY (activity_id, kind)
) WITHOUT ROWID;
