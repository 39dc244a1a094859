-- Segments: stretches of road or trail a person names, and each activity's passes over them.
--
-- segments: user data (export and backup carry it). points holds the segment's positions as
-- little-endian float64 pairs (latitude, longitude in degrees), densified so that no two are more
-- than a few tens of metres apart; length_m is the polyline's length; the box (degrees) is what the
-- candidate search starts from; source says where it was drawn ('activity 12 3.0-4.2 km', 'gpx').
CREATE TABLE segments (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    points     BLOB    NOT NULL,
    length_m   REAL    NOT NULL CHECK (length_m > 0),
    south      REAL    NOT NULL,
    west       REAL    NOT NULL,
    north      REAL    NOT NULL,
    east       REAL    NOT NULL,
    source     TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);

-- segment_efforts: derived, kept by the one writer (ActivityWriter.afterWrite) and found again for
-- every activity by `records --rebuild`. start_index and end_index are the stream's samples nearest
-- the segment's start and end; elapsed_s is the time between them.
CREATE TABLE segment_efforts (
    segment_id     INTEGER NOT NULL REFERENCES segments (id) ON DELETE CASCADE,
    activity_id    INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
    start_index    INTEGER NOT NULL,
    end_index      INTEGER NOT NULL CHECK (end_index > start_index),
    elapsed_s      REAL    NOT NULL CHECK (elapsed_s >= 0),
    heart_rate     REAL,
    power          REAL,
    PRIMARY KEY (segment_id, activity_id, start_index)
) WITHOUT ROWID;
CREATE INDEX segment_efforts_by_activity ON segment_efforts (activity_id);
