-- What every inserted row costs SQLite, made smaller without changing what is accepted or found.
--
-- load_method's CHECK `IN (five texts)` is evaluated with a small temporary index built for each
-- row; the same five values compared with `=` accept and refuse the same rows (NULL included) and
-- cost a 1M-row import about a fifth of its INSERT time. A CHECK cannot be changed in place: the
-- column is added again under a new name, filled, and renamed (it is in no index, trigger or view).
ALTER TABLE activities ADD COLUMN load_method_checked TEXT
    CHECK (load_method_checked = 'power' OR load_method_checked = 'pace' OR load_method_checked = 'heart_rate'
           OR load_method_checked = 'session_effort' OR load_method_checked = 'estimate');
UPDATE activities SET load_method_checked = load_method WHERE load_method IS NOT NULL;
ALTER TABLE activities DROP COLUMN load_method;
ALTER TABLE activities RENAME COLUMN load_method_checked TO load_method;

-- The search index without its table of column sizes (FTS5's `columnsize=0`): one row fewer to
-- write per activity, a third of the index's cost on an import. bm25 then measures a match's
-- texts from the index's own copy of them, which it keeps; on 200,000 activities a ranked search
-- of 33,000 matches took about as long either way. The columns, their texts and the tokenizer are
-- 0023's; FTS5 cannot change an option in place, so the table is made again and filled anew.
DROP TABLE activity_search;

CREATE VIRTUAL TABLE activity_search USING fts5 (name, notes, gear, tokenize = 'unicode61 remove_diacritics 2', columnsize = 0);

INSERT INTO activity_search (rowid, name, notes, gear)
SELECT a.id, a.name, a.notes,
       (SELECT g.name || coalesce(' ' || g.brand, '') || coalesce(' ' || g.model, '') FROM gear g WHERE g.id = a.gear_id)
FROM activities a;
