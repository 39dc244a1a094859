-- Each activity's mean-maximal curves (power, speed, heart rate), computed once from its stored
-- stream by the one writer's after-write step (ActivityWriter.afterWrite: import, edit, delete,
-- merge, `tracker records --rebuild`), so that a period's curve is the point-wise best of these
-- rows and reads no stream.
--
-- One row per activity and kind. `points` holds one little-endian float32 per kept duration, the
-- first N of CurveDurations (every second to 2 minutes, then coarser), N = length / 4. A row per
-- duration was the other way: 5,000 activities made 7.5M rows and 450 MB, and a 10-year power
-- curve's GROUP BY took 0.52 s of CPU in the sqlite3 shell; as BLOBs they take 52 MB and the
-- same read under 10 ms.
-- Activities stored before this migration have no rows until `tracker records --rebuild`, which
-- `tracker curve` and `tracker fitness` say when they find streams without curves.
CREATE TABLE activity_curves (
    activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('power', 'speed', 'heart-rate')),
    points      BLOB    NOT NULL CHECK (length(points) > 0 AND length(points) % 4 = 0),
    PRIMARY KEY (activity_id, kind)
);
