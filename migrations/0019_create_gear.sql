-- Gear: shoes, bikes and anything else whose distance people count. Its totals (distance,
-- time, activities, first and last use) are never stored: they are read from `activities`
-- through `activities_by_gear`, so there is one home for each number and nothing to drift.
CREATE TABLE gear (
    id          INTEGER PRIMARY KEY,
    -- Names are unique whatever their letter case: `tracker add --gear pegasus` is Pegasus.
    name        TEXT    NOT NULL UNIQUE COLLATE NOCASE CHECK (length(name) > 0),
    kind        TEXT    NOT NULL CHECK (kind IN ('shoes', 'bike', 'other')),
    -- The family whose activities it is for (ActivityFamily's raw value), or NULL for any.
    family      TEXT,
    -- The family's default: set on `add` and `import` when an activity names no gear.
    is_default  INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    -- Metres after which it is due for replacement, or NULL for no limit.
    limit_m     REAL    CHECK (limit_m > 0),
    -- Unix seconds from which it was in use; a default is not set on activities before it.
    since_utc   INTEGER,
    retired_utc INTEGER,
    notes       TEXT,
    brand       TEXT,
    model       TEXT,
    -- Strava's own id of the item (`b1234` for a bike, `g1234` for shoes), which keeps one
    -- gear per real item across exports even when it was renamed there.
    strava_id   TEXT    UNIQUE,
    created_utc INTEGER NOT NULL,
    CHECK (is_default = 0 OR family IS NOT NULL)
);

-- One default per family.
CREATE UNIQUE INDEX gear_default_by_family ON gear (family) WHERE is_default = 1;

ALTER TABLE activities ADD COLUMN gear_id INTEGER REFERENCES gear (id);

-- Every gear total, `gear show` and `--gear` filters walk this index; rows without gear are not in it.
CREATE INDEX activities_by_gear ON activities (gear_id, start_utc) WHERE gear_id IS NOT NULL;
