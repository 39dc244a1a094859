-- The whole-activity records of each type (longest distance, longest time, biggest climb), kept
-- on every write, so that `tracker add` learns what a new activity has to beat from one row
-- instead of sorting every activity of its type (12-16 ms each on 100,000 activities).
--
-- One row per type that has activities, holding the largest value of each column among them
-- (0 when none has a distance or a climb). Inserts raise the maxima through the two places that
-- insert activities (ActivityStore.insert, ImportWriter), one upsert per type and batch: a
-- trigger per inserted row cost a 1M-row import a fifth more time. Deleting or editing an
-- activity that held one of them recomputes its type's row from `activities` (one scan of the
-- covering index, only in that case), through the triggers below, whoever does it.
--
-- Indexes on (type, distance_m) and the like were the other way: each costs a random B-tree
-- insert per row (a 1M-row insert went from about 1 s to 8 s of CPU in the sqlite3 shell with
-- three of them), and without statistics the planner took them for the weekly queries filtered
-- by type.
CREATE TABLE type_bests (
    type        TEXT PRIMARY KEY NOT NULL,
    distance_m  REAL NOT NULL,
    duration_s  REAL NOT NULL,
    elevation_m REAL NOT NULL
) WITHOUT ROWID;

INSERT INTO type_bests (type, distance_m, duration_s, elevation_m)
    SELECT type, max(distance_m), max(duration_s), max(elevation_m) FROM activities GROUP BY type;

-- Only a row that held a maximum can lower it (a zero distance or climb never does: the
-- maximum stays zero, and the type's last activity always holds the longest time).
CREATE TRIGGER type_bests_after_delete AFTER DELETE ON activities
WHEN EXISTS (
    SELECT 1 FROM type_bests AS b WHERE b.type = old.type
        AND (old.duration_s >= b.duration_s
             OR (old.distance_m > 0 AND old.distance_m >= b.distance_m)
             OR (old.elevation_m > 0 AND old.elevation_m >= b.elevation_m)))
BEGIN
    DELETE FROM type_bests WHERE type = old.type;
    INSERT INTO type_bests (type, distance_m, duration_s, elevation_m)
        SELECT type, max(distance_m), max(duration_s), max(elevation_m) FROM activities
        WHERE type = old.type GROUP BY type;
END;

-- An edit that changes nothing counted (a name, a note) touches nothing; otherwise the old
-- type's row is recomputed when the activity held one of its maxima, then the new values are
-- counted as an insert would.
CREATE TRIGGER type_bests_after_update AFTER UPDATE OF type, distance_m, duration_s, elevation_m ON activities
WHEN old.type IS NOT new.type OR old.distance_m IS NOT new.distance_m
    OR old.duration_s IS NOT new.duration_s OR old.elevation_m IS NOT new.elevation_m
BEGIN
    DELETE FROM type_bests WHERE type = old.type
        AND (old.duration_s >= duration_s
             OR (old.distance_m > 0 AND old.distance_m >= distance_m)
             OR (old.elevation_m > 0 AND old.elevation_m >= elevation_m));
    INSERT INTO type_bests (type, distance_m, duration_s, elevation_m)
        SELECT type, max(distance_m), max(duration_s), max(elevation_m) FROM activities
        WHERE type = old.type AND NOT EXISTS (SELECT 1 FROM type_bests WHERE type = old.type) GROUP BY type;
    INSERT INTO type_bests (type, distance_m, duration_s, elevation_m)
        VALUES (new.type, new.distance_m, new.duration_s, new.elevation_m)
        ON CONFLICT (type) DO UPDATE SET
            distance_m = max(distance_m, excluded.distance_m),
            duration_s = max(duration_s, excluded.duration_s),
            elevation_m = max(elevation_m, excluded.elevation_m)
        WHERE excluded.distance_m > distance_m OR excluded.duration_s > duration_s OR excluded.elevation_m > elevation_m;
END;
