#!/usr/bin/env bash
# Import benchmark: a seeded 1M-row CSV through `tracker import` (release build) next to the
# sqlite3 CLI's `.import` of the same file into an indexed table, in one run.
# Reports rows per second, the ratio, and each side's peak resident memory (GNU time).
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${ROWS:-1000000}"
data="bench/data"
csv="$data/import-${rows}.csv"
mkdir -p "$data"
[ -f "$csv" ] || python3 bench/generate_import_csv.py "$csv" "$rows"
swift build -c release --product tracker >/dev/null
tracker=".build/release/tracker"

measure() {  # measure LABEL COMMAND...: prints "wall_seconds peak_kb cpu_seconds"
    local log="$data/time-$1.log"
    /usr/bin/time -f "%e %M %U %S" -o "$log" "${@:2}" >/dev/null
    awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' "$log"
}

rm -f "$data"/bench-tracker.db* "$data"/bench-sqlite.db*
read -r tracker_seconds tracker_kb tracker_cpu < <(measure tracker env TRACKER_DB="$data/bench-tracker.db" TZ=UTC "$tracker" import "$csv")

# The peer: the same rows into a table with an index on the start column, as .import does it.
sqlite3 "$data/bench-sqlite.db" "PRAGMA journal_mode=WAL; CREATE TABLE activities (id, start, type, name, notes, distance_m, duration_s, elevation_m); CREATE INDEX activities_by_start ON activities (start);" >/dev/null
read -r sqlite_seconds sqlite_kb sqlite_cpu < <(measure sqlite sqlite3 "$data/bench-sqlite.db" ".import --csv --skip 1 $csv activities")

imported=$(sqlite3 "$data/bench-tracker.db" "SELECT count(*) FROM activities")
copied=$(sqlite3 "$data/bench-sqlite.db" "SELECT count(*) FROM activities")
python3 - "$rows" "$imported" "$copied" "$tracker_seconds" "$tracker_kb" "$sqlite_seconds" "$sqlite_kb" "$tracker_cpu" "$sqlite_cpu" <<'PY'
import sys
rows, imported, copied = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t_s, t_kb, s_s, s_kb = float(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6]), int(sys.argv[7])
t_cpu, s_cpu = float(sys.argv[8]), float(sys.argv[9])
t_rate, s_rate = rows / t_s, rows / s_s
print(f"rows in file:            {rows}")
print(f"tracker import:          {imported} rows in {t_s:.2f} s wall ({t_cpu:.2f} s CPU) = {t_rate:,.0f} rows/s, peak {t_kb / 1024:.1f} MB")
print(f"sqlite3 .import:         {copied} rows in {s_s:.2f} s wall ({s_cpu:.2f} s CPU) = {s_rate:,.0f} rows/s, peak {s_kb / 1024:.1f} MB")
print(f"speed ratio (wall):      {t_rate / s_rate:.2f} of sqlite3 (target >= 0.50)")
print(f"speed ratio (CPU time):  {s_cpu / t_cpu:.2f} of sqlite3 (the same comparison without other processes' load)")
print(f"tracker peak memory:     {t_kb / 1024:.1f} MB (target < 64 MB)")
PY
