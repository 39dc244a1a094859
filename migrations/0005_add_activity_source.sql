-- Where an imported activity came from, so it is traceable and never imported twice:
-- source is the reader ('csv', 'json', 'strava', 'gpx', 'tcx', 'fit'); source_id is
-- Strava's activity id, a file's name, or the id a row of a `tracker export` had. Both are NULL
-- for activities typed in with `tracker add`.
ALTER TABLE activities ADD COLUMN source TEXT;
ALTER TABLE activities ADD COLUMN source_id TEXT;

-- The duplicate check by Strava activity id walks this index. It covers Strava rows only, so
-- importing other files pays for no index on the source (file names are kept for tracing,
-- not looked up: two watches may both name a file `activity.fit`).
CREATE INDEX activities_by_strava_id ON activities (source_id) WHERE source = 'strava';
