-- An activity's id is never given again, even after it is deleted: without AUTOINCREMENT
-- SQLite hands out the largest id plus one, so deleting the newest activity and adding
-- another reused its number, and a script or a note that named #21 would then reach a
-- different activity. SQLite cannot add AUTOINCREMENT to a table, so the table is built
-- anew, with the same columns, checks and rows, and its indexes again.
-- See https://www.sqlite.org/autoinc.html.
CREATE TABLE activities_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    start_utc   INTEGER NOT NULL,
    utc_offset  INTEGER NOT NULL CHECK (utc_offset BETWEEN -64800 AND 64800),
    type        TEXT    NOT NULL CHECK (type IN ('run', 'ride', 'walk', 'hike', 'swim', 'other')),
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

DROP TABLE activities;
ALTER TABLE activities_new RENAME TO activities;

CREATE INDEX activities_by_start ON activities (start_utc);
CREATE INDEX activities_by_start_covering ON activities (start_utc, type, distance_m, duration_s, elevation_m);
CREATE INDEX activities_by_strava_id ON activities (source_id) WHERE source = 'strava';
