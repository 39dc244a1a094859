-- Activities are stored in SI units: meters and seconds.
-- The start is the UTC instant (Unix seconds) plus the UTC offset (seconds) in force
-- where the activity happened, so its local wall-clock time never shifts.
CREATE TABLE activities (
    id          INTEGER PRIMARY KEY,
    start_utc   INTEGER NOT NULL,
    utc_offset  INTEGER NOT NULL CHECK (utc_offset BETWEEN -64800 AND 64800),
    type        TEXT    NOT NULL CHECK (type IN ('run', 'ride', 'walk', 'hike', 'swim', 'other')),
    name        TEXT,
    notes       TEXT,
    distance_m  REAL    NOT NULL DEFAULT 0 CHECK (distance_m >= 0),
    duration_s  REAL    NOT NULL CHECK (duration_s > 0),
    elevation_m REAL    NOT NULL DEFAULT 0 CHECK (elevation_m >= 0),
    created_utc INTEGER NOT NULL
);

-- Every range query (list, weekly windows) walks this index.
CREATE INDEX activities_by_start ON activities (start_utc);
