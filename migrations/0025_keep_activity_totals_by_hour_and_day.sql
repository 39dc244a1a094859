-- `months` and `calendar` add up local days and months in whatever zone they are asked for, so
-- their totals cannot be kept by local day. This table keeps each type's totals per UTC bucket of
-- three sizes: an hour (3600 s), a quarter of a day (21600 s) and a day (86400 s), bucket =
-- floor(start_utc / size). A local day or month starts on an hour in every zone of today, so it is
-- its whole days, quarters and hours (at most 9 rows a type for a day), and only what is left
-- at its ends (a zone's old local mean time, the as-of instant) is read row by row from the
-- covering start-time index.
--
-- Kept by the one writer (ActivityWriter.afterWrite) in the write's transaction, as every derived
-- table since migration 0012; a bucket's row goes with its last activity. longest_m is the
-- bucket's longest distance; taking away the activity that holds it reads that bucket's
-- activities again.
CREATE TABLE activity_buckets (
    size        INTEGER NOT NULL CHECK (size IN (3600, 21600, 86400)),
    bucket      INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    activities  INTEGER NOT NULL CHECK (activities > 0),
    distance_m  REAL    NOT NULL,
    duration_s  REAL    NOT NULL,
    elevation_m REAL    NOT NULL,
    longest_m   REAL    NOT NULL,
    PRIMARY KEY (size, bucket, type)
) WITHOUT ROWID;

INSERT INTO activity_buckets (size, bucket, type, activities, distance_m, duration_s, elevation_m, longest_m)
    SELECT s.size, a.start_utc / s.size - (a.start_utc % s.size < 0), a.type,
        count(*), total(a.distance_m), total(a.duration_s), total(a.elevation_m), max(a.distance_m)
    FROM (SELECT 3600 AS size UNION ALL SELECT 21600 UNION ALL SELECT 86400) AS s CROSS JOIN activities AS a
    GROUP BY 1, 2, 3;
