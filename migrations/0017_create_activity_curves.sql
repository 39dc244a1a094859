-- Each activity's mean-maximal curves (power, speed, heart rate), computed once from its stored
-- stream by the one writer's after-write step (ActivityWriter.afterWrite: import, edit, delete,
-- merge, `tracker records --rebuild`), so that a period's curve is one GROUP BY over these rows
-- and reads no stream.
--
-- One row per activity, kind and kept duration (every second to 2 minutes, then coarser, as
-- CurveDurations lists them); `value` is watts, metres per second or beats per minute.
-- Activities stored before this migration have no rows until `tracker records --rebuild`, which
-- `tracker curve` says when it finds streams without curves.
CREATE TABLE activity_curves (
    activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('power', 'speed', 'heart-rate')),
    duration_s  INTEGER NOT NULL CHECK (duration_s > 0),
    value       REAL    NOT NULL CHECK (value >= 0),
    PRIMARY KEY (activity_id, kind, duration_s)
) WITHOUT ROWID;

-- A period's curve: the rows of one kind and duration side by side.
CREATE INDEX activity_curves_by_duration ON activity_curves (kind, duration_s, value, activity_id);
