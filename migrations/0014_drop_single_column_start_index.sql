-- activities_by_start (start_utc) is a prefix of activities_by_start_covering (start_utc, type,
-- distance_m, duration_s, elevation_m): every search on start_utc uses the covering one as well.
-- Keeping both cost every inserted row a second B-tree insert (an import of a million rows writes
-- a million entries it never reads). Orders by (start_utc, id) now sort the rows of one start
-- among themselves (SQLite's "temp B-tree for right part of ORDER BY"): a start is nearly unique.
DROP INDEX IF EXISTS activities_by_start;
