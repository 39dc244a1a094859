-- Where an imported activity came from, so it is traceable and never imported twice:
-- source is the reader ('csv', 'json', 'strava', 'gpx', 'tcx', 'fit'); source_id is
-- Strava's activity id, a file's name, or the exporting database's id. Both are NULL
-- for activities typed in with `tracker add`.
ALTER TABLE activities ADD COLUMN source TEXT;
ALTER TABLE activities ADD COLUMN source_id TEXT;

-- Traceability and the duplicate check by Strava activity id walk this index. It is not
-- unique: two different watches may both name a file `activity.fit`.
CREATE INDEX activities_by_source ON activities (source, source_id) WHERE source_id IS NOT NULL;
