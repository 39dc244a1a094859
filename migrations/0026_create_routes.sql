-- Repeated routes, kept by the one writer (ActivityWriter.afterWrite, through RouteStore) in the
-- write's transaction, like every derived table since migration 0012; `records --rebuild` empties
-- and refills them, and fills them for streams stored before this migration.
--
-- route_signatures: one row per activity whose moving track has positions and is at least 500 m
-- long: its family (routes never mix families), the track's length, its average heart rate, and
-- the track resampled by distance to 101 points (RouteSignature), as little-endian int32 pairs of
-- 1e-7 degrees (latitude, longitude). route_id is the id of the route's first activity (the
-- lowest id in the group). No foreign key: the writer removes a deleted activity's row itself,
-- after reading which route it left.
CREATE TABLE route_signatures (
    activity_id    INTEGER PRIMARY KEY,
    route_id       INTEGER NOT NULL,
    family         TEXT    NOT NULL,
    length_m       REAL    NOT NULL CHECK (length_m > 0),
    heart_rate_bpm REAL,
    track          BLOB    NOT NULL
);
CREATE INDEX route_signatures_by_route ON route_signatures (route_id);

-- route_ends: the candidates' index (https://sqlite.org/rtree.html). Each signature is a point of
-- five dimensions: start latitude and longitude, end latitude and longitude (degrees) and length
-- (metres). A new track asks for the boxes round its own ends and length, and round them swapped
-- (the reverse way), so only those candidates' tracks are compared.
CREATE VIRTUAL TABLE route_ends USING rtree (
    activity_id,
    start_latitude_min, start_latitude_max, start_longitude_min, start_longitude_max,
    end_latitude_min, end_latitude_max, end_longitude_min, end_longitude_max,
    length_min, length_max
);
