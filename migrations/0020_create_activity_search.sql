-- Search by the words of an activity's name and notes (`tracker list --search`): an FTS5 index,
-- one row per activity with the activity's id as its rowid. Its columns are the texts searched;
-- ActivitySearchIndex (TrackerStore) says once which activity values fill them, and
-- ActivityWriter.afterWrite keeps them, as it keeps every derived table, for every write.
--
-- unicode61 with remove_diacritics 2 folds case and diacritics (`cafe` finds `Café`, `zurich`
-- finds `Zürich`). The index keeps its own copy of the texts, so a deleted or edited row can be
-- taken out by its rowid alone and `doctor` can compare the copy with the activities.
CREATE VIRTUAL TABLE activity_search USING fts5 (name, notes, tokenize = 'unicode61 remove_diacritics 2');

INSERT INTO activity_search (rowid, name, notes) SELECT id, name, notes FROM activities;
