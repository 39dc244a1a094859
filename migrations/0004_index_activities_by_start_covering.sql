-- The weekly windows read only these columns of the activities in a time range. With all of
-- them in one index, SQLite answers from the index alone, in time order, however the rows lie
-- in the table (activities imported out of order are scattered across it).
CREATE INDEX activities_by_start_covering ON activities (start_utc, type, distance_m, duration_s, elevation_m);
