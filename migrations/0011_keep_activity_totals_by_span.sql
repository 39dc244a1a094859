-- The summary's all-time and year-to-date figures add up every activity of a long period: read
-- row by row, a million activities cost a quarter of a second. This table keeps the totals of
-- each span of 2^21 seconds (24 days 6 hours; span = start_utc >> 21, a floor division also
-- before 1970) and each type, so a long period costs its whole spans' rows (five or so a
-- month) and the activities of the two partial spans at its ends.
--
-- It is kept in the same transaction as every write to `activities`. Inserts are counted by the
-- two places that insert activities (ActivityStore.insert, ImportWriter), one upsert per span and
-- type of a batch: a trigger per inserted row cost a 1M-row import a sixth to a third more CPU time, as it
-- did for type_bests (migration 0010). Deletes and edits are counted by the triggers below,
-- whoever makes them. A span's row goes when its last activity does, so no sum is left drifting
-- above zero.
--
-- longest_m is the span's longest distance. Deleting or shortening the activity that holds it
-- reads that span's activities again (its range of the covering start-time index), never more.
--
-- A migration that builds `activities` anew drops these triggers with the old table and must
-- create them again.
CREATE TABLE activity_spans (
    span        INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    activities  INTEGER NOT NULL CHECK (activities > 0),
    distance_m  REAL    NOT NULL,
    duration_s  REAL    NOT NULL,
    elevation_m REAL    NOT NULL,
    longest_m   REAL    NOT NULL,
    PRIMARY KEY (span, type)
) WITHOUT ROWID;

INSERT INTO activity_spans (span, type, activities, distance_m, duration_s, elevation_m, longest_m)
    SELECT start_utc >> 21, type, count(*), total(distance_m), total(duration_s), total(elevation_m), max(distance_m)
    FROM activities GROUP BY start_utc >> 21, type;

CREATE TRIGGER activity_spans_after_delete AFTER DELETE ON activities BEGIN
    DELETE FROM activity_spans WHERE span = old.start_utc >> 21 AND type = old.type AND activities = 1;
    UPDATE activity_spans SET
            activities = activities - 1,
            distance_m = distance_m - old.distance_m,
            duration_s = duration_s - old.duration_s,
            elevation_m = elevation_m - old.elevation_m,
            longest_m = CASE WHEN old.distance_m < longest_m THEN longest_m ELSE coalesce((
                SELECT max(a.distance_m) FROM activities AS a
                WHERE a.start_utc >= (old.start_utc >> 21) << 21 AND a.start_utc < ((old.start_utc >> 21) + 1) << 21
                    AND a.type = old.type), 0) END
        WHERE span = old.start_utc >> 21 AND type = old.type;
END;

-- An update takes the old row out and puts the new one in: the old span's longest distance is
-- read again without the updated row, which the insert then counts where it now belongs.
CREATE TRIGGER activity_spans_after_update AFTER UPDATE OF start_utc, type, distance_m, duration_s, elevation_m ON activities BEGIN
    DELETE FROM activity_spans WHERE span = old.start_utc >> 21 AND type = old.type AND activities = 1;
    UPDATE activity_spans SET
            activities = activities - 1,
            distance_m = distance_m - old.distance_m,
            duration_s = duration_s - old.duration_s,
            elevation_m = elevation_m - old.elevation_m,
            longest_m = CASE WHEN old.distance_m < longest_m THEN longest_m ELSE coalesce((
                SELECT max(a.distance_m) FROM activities AS a
                WHERE a.start_utc >= (old.start_utc >> 21) << 21 AND a.start_utc < ((old.start_utc >> 21) + 1) << 21
                    AND a.type = old.type AND a.id <> new.id), 0) END
        WHERE span = old.start_utc >> 21 AND type = old.type;
    INSERT INTO activity_spans (span, type, activities, distance_m, duration_s, elevation_m, longest_m)
        VALUES (new.start_utc >> 21, new.type, 1, new.distance_m, new.duration_s, new.elevation_m, new.distance_m)
        ON CONFLICT (span, type) DO UPDATE SET
            activities = activities + 1,
            distance_m = distance_m + excluded.distance_m,
            duration_s = duration_s + excluded.duration_s,
            elevation_m = elevation_m + excluded.elevation_m,
            longest_m = max(longest_m, excluded.longest_m);
END;
