-- What an imported activity's device recorded, apart from the activity row, so that the weekly
-- queries (which read only `activities` and its covering index) never touch it.
--
-- activity_streams: one row per activity with a stream; `stream` is StreamCodec's BLOB
-- (columnar, delta-encoded varints, a few bytes a sample), `samples` its sample count and
-- `elapsed_s` the seconds from the first sample to the last (the span the same-activity rule
-- compares, which the stored duration, a moving time, understates).
-- best_efforts: the best efforts found in each stream, computed once on import or edit.
-- `kind` is 'distance' (value: seconds over `target` metres) or 'power' (value: watts over
-- `target` seconds). Whole-activity records (longest distance, time, climb) are read from
-- `activities` itself and never copied here.
-- Deleting an activity deletes both (the connection turns foreign keys on).
CREATE TABLE activity_streams (
    activity_id INTEGER PRIMARY KEY REFERENCES activities (id) ON DELETE CASCADE,
    samples     INTEGER NOT NULL CHECK (samples > 0),
    elapsed_s   REAL    NOT NULL CHECK (elapsed_s >= 0),
    stream      BLOB    NOT NULL
);

CREATE TABLE best_efforts (
    activity_id  INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
    kind         TEXT    NOT NULL CHECK (kind IN ('distance', 'power')),
    target       REAL    NOT NULL CHECK (target > 0),
    value        REAL    NOT NULL CHECK (value > 0),
    start_offset REAL    NOT NULL,
    distance_m   REAL    NOT NULL CHECK (distance_m >= 0),
    PRIMARY KEY (activity_id, kind, target)
) WITHOUT ROWID;

-- `records`: the top values of one target, best first, without a sort.
CREATE INDEX best_efforts_by_target ON best_efforts (kind, target, value);
