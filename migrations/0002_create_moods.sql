-- One mood per calendar day: the day is the primary key, as YYYY-MM-DD.
CREATE TABLE moods (
    day         TEXT    PRIMARY KEY NOT NULL
                CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    level       INTEGER NOT NULL CHECK (level BETWEEN 0 AND 3),
    note        TEXT,
    updated_utc INTEGER NOT NULL
) WITHOUT ROWID;
