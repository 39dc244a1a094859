-- A mood imported from another app keeps what that app said about the day, though the level is
-- one of tracker's four: the app's own word for the mood (Daylio's `awful` and `bad` are both
-- terrible here, and a custom mood may be any word) and the day's tags (Daylio's activities).
-- NULL `word`: the mood was typed with tracker's level name, or imported without one.
ALTER TABLE moods ADD COLUMN word TEXT CHECK (word IS NULL OR word <> '');

-- A table, not a column of joined text, so that `insights --tag` finds a tag's days by the
-- index and no separator is reserved inside SQL. A day's tags are distinct, kept in the order
-- they were given (`position`), and go with their mood.
CREATE TABLE mood_tags (
    day      TEXT    NOT NULL REFERENCES moods (day) ON DELETE CASCADE,
    tag      TEXT    NOT NULL CHECK (tag <> ''),
    position INTEGER NOT NULL,
    PRIMARY KEY (day, tag)
) WITHOUT ROWID;
CREATE INDEX mood_tags_by_tag ON mood_tags (tag, day);
