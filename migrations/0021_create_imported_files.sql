-- The files `tracker import` has read, so a folder imported again (a watch folder, a mounted
-- Garmin, a Strava export unpacked into the same place) reads only the files that are new.
-- A file is known by its size and a checksum of its bytes (FileFingerprint: zlib's CRC-32 in the
-- high 32 bits and Adler-32 in the low ones), not by its name, so a file renamed or moved is
-- still known and a file rewritten in place is read again. The path is the one it was read
-- under, for people; it is not looked at.
CREATE TABLE imported_files (
    checksum     INTEGER NOT NULL,
    size         INTEGER NOT NULL CHECK (size >= 0),
    path         TEXT    NOT NULL,
    imported_utc INTEGER NOT NULL,
    PRIMARY KEY (checksum, size)
) WITHOUT ROWID;
