-- Activity types grow from six to a list grouped in families (trail-run, gravel-ride,
-- open-water-swim, nordic-ski...), and more will come. The CHECK that listed the six names
-- would refuse every new one, and SQLite cannot change a CHECK in place, so the table is
-- built anew with the same columns and rows. Its type check now asks only for the shape of a
-- type's name (lowercase words joined by hyphens); which names exist is tracker's to know,
-- and it refuses a row with a name it does not know when reading it. The six old names are
-- still types, so every stored row keeps its type. The AUTOINCREMENT counter is carried over
-- (it may be above the largest id left, after the newest activity was deleted), so ids are
-- still never given twice; the rename then moves it to the new table's name.
CREATE TABLE activities_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    start_utc   INTEGER NOT NULL,
    utc_offset  INTEGER NOT NULL CHECK (utc_offset BETWEEN -64800 AND 64800),
    type        TEXT    NOT NULL CHECK (length(type) BETWEEN 1 AND 40 AND type NOT GLOB '*[^a-z-]*'),
    name        TEXT,
    notes       TEXT,
    distance_m  REAL    NOT NULL DEFAULT 0 CHECK (distance_m >= 0),
    duration_s  REAL    NOT NULL CHECK (duration_s > 0),
    elevation_m REAL    NOT NULL DEFAULT 0 CHECK (elevation_m >= 0),
    created_utc INTEGER NOT NULL,
    source      TEXT,
    source_id   TEXT
);

INSERT INTO activities_new (id, start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m, created_utc, source, source_id)
    SELECT id, start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m, created_utc, source, source_id
    FROM activities;

DELETE FROM sqlite_sequence WHERE name = 'activities_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'activities_new', seq FROM sqlite_sequence WHERE name = 'activities';

DROP TABLE activities;
ALTER TABLE activities_new RENAME TO activities;

CREATE INDEX activities_by_start ON activities (start_utc);
CREATE INDEX activities_by_start_covering ON activities (start_utc, type, distance_m, duration_s, elevation_m);
CREATE INDEX activities_by_strava_id ON activities (source_id) WHERE source = 'strava';
