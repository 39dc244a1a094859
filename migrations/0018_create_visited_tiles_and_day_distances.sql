-- Explorer tiles and the Eddington number, kept by the one writer (ActivityWriter.afterWrite) in
-- the write's transaction, like every derived table since migration 0012.
--
-- activity_tiles: the Web-Mercator tiles (zoom 14 and 17) each activity's track passes through,
-- computed once from its stream as stored. Keyed by tile first, so that the activities of one tile
-- are one range; the second index serves the deletes of an activity's rows (and its foreign key).
CREATE TABLE activity_tiles (
    zoom        INTEGER NOT NULL CHECK (zoom IN (14, 17)),
    x           INTEGER NOT NULL,
    y           INTEGER NOT NULL,
    activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
    PRIMARY KEY (zoom, x, y, activity_id)
) WITHOUT ROWID;
CREATE INDEX activity_tiles_by_activity ON activity_tiles (activity_id);

-- tiles: one row per visited tile, with the activity that visited it first (earliest start, then
-- lowest id), its UTC start and its local day number (days since 1970 at the activity's offset),
-- so that `tracker tiles` and its growth by year read this table alone.
CREATE TABLE tiles (
    zoom              INTEGER NOT NULL,
    x                 INTEGER NOT NULL,
    y                 INTEGER NOT NULL,
    first_activity_id INTEGER NOT NULL,
    first_visit_utc   INTEGER NOT NULL,
    first_visit_day   INTEGER NOT NULL,
    PRIMARY KEY (zoom, x, y)
) WITHOUT ROWID;
CREATE INDEX tiles_by_first_activity ON tiles (first_activity_id);

-- day_distances: each local day's distance by type, in whole millimetres, so that adding and
-- taking away activities is exact integer arithmetic and never drifts. The Eddington number
-- reads this table (a row a day and type) instead of every activity.
CREATE TABLE day_distances (
    day         INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    activities  INTEGER NOT NULL CHECK (activities > 0),
    distance_mm INTEGER NOT NULL,
    PRIMARY KEY (day, type)
) WITHOUT ROWID;

INSERT INTO day_distances (day, type, activities, distance_mm)
    SELECT (start_utc + utc_offset) / 86400 - ((start_utc + utc_offset) % 86400 < 0), type, count(*),
        sum(CAST(round(distance_m * 1000) AS INTEGER))
    FROM activities
    GROUP BY 1, 2;
