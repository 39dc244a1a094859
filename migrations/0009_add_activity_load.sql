-- Each activity's training load, with how it was obtained, so it can be shown and filtered:
-- effort is the session effort the person gave (1-10, Foster's session RPE), or NULL;
-- load is the number, in the units of load_method ('heart_rate': Banister TRIMP from a
-- heart-rate stream; 'session_effort': effort x moving minutes; 'estimate': moving time and
-- type); load_estimated is 1 for an estimate and for a heart-rate load computed with resting
-- and maximum heart rates estimated from the data. Rows from before this migration have a
-- NULL load, which readers compute from the type and duration when they need it.
ALTER TABLE activities ADD COLUMN effort INTEGER CHECK (effort BETWEEN 1 AND 10);
ALTER TABLE activities ADD COLUMN load REAL CHECK (load >= 0);
ALTER TABLE activities ADD COLUMN load_method TEXT CHECK (load_method IN ('heart_rate', 'session_effort', 'estimate'));
ALTER TABLE activities ADD COLUMN load_estimated INTEGER NOT NULL DEFAULT 0 CHECK (load_estimated IN (0, 1));
