-- An export imported into an empty database must give every row back, also rows that overlap
-- another of a compatible type (separate rows with separate ids where they were written), and
-- importing it again must add nothing. So each row has an identity that travels with it: the
-- database it was first stored in and its id there (TrackerCore's ActivityIdentity).
--
-- A database names itself once, here, with 128 random bits: `identity_databases` row 0. Other
-- databases whose exports were imported get a row each, numbered from 1, so the name is stored
-- once and a row's origin is two integers. A row typed, or imported from any other file, has
-- NULL origin columns: its identity is (this database, its id). A row imported from an export
-- with an identity keeps that one (origin_database, origin_id), and the export writes it again.
CREATE TABLE identity_databases (
    number INTEGER PRIMARY KEY,
    name   TEXT    NOT NULL UNIQUE CHECK (length(name) = 32 AND name NOT GLOB '*[^0-9a-f]*')
);
INSERT INTO identity_databases (number, name) VALUES (0, lower(hex(randomblob(16))));

ALTER TABLE activities ADD COLUMN origin_database INTEGER;
ALTER TABLE activities ADD COLUMN origin_id INTEGER;

-- An identity is looked up when its database already has rows here (an export imported again);
-- the index holds only rows that came with one.
CREATE UNIQUE INDEX activities_by_origin ON activities (origin_database, origin_id) WHERE origin_database IS NOT NULL;
