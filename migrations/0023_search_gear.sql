-- Search finds activities by their gear too (`tracker list --search pegasus`): the index gets a
-- third column, the name, brand and model of the activity's gear. FTS5 cannot add a column to a
-- table, so the table is made again and every activity indexed anew. ActivitySearchIndex
-- (TrackerStore) says once which values fill the columns; the expression below is its
-- `gearText`, and the migration test checks the two agree (`doctor` compares every row).
DROP TABLE activity_search;

CREATE VIRTUAL TABLE activity_search USING fts5 (name, notes, gear, tokenize = 'unicode61 remove_diacritics 2');

INSERT INTO activity_search (rowid, name, notes, gear)
SELECT a.id, a.name, a.notes,
       (SELECT g.name || coalesce(' ' || g.brand, '') || coalesce(' ' || g.model, '') FROM gear g WHERE g.id = a.gear_id)
FROM activities a;
