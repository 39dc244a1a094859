#!/usr/bin/env bash
# Import benchmark: a seeded 1M-row CSV through `tracker import` (release build) next to the
# sqlite3 CLI's `.import` of the same file into an indexed table, in one run.
# Each side runs ROUNDS times (default 3), alternating, each into a fresh database; the
# medians are reported: rows per second (wall clock and CPU time), their ratio, and each
# side's peak resident memory (GNU time).
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${ROWS:-1000000}"
rounds="${ROUNDS:-3}"
data="bench/data"
# A tracker export with identities (bench/generate_import_csv.py); older files of this bench lacked them.
csv="$data/import-identity-${rows}.csv"
mkdir -p "$data"
[ -f "$csv" ] || python3 bench/generate_import_csv.py "$csv" "$rows"
# TRACKER=path measures that binary; without it a release build of this tree is made first.
if [ -n "${TRACKER:-}" ]; then
    tracker="$TRACKER"
else
    swift build -c release --static-swift-stdlib --disable-local-rpath --product tracker >/dev/null
    tracker=".build/release/tracker"
fi

measure() {  # measure LABEL COMMAND...: prints "wall_seconds peak_kb cpu_seconds"
    local log="$data/time-$1.log"
    /usr/bin/time -f "%e %M %U %S" -o "$log" "${@:2}" >/dev/null
    awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' "$log"
}

results="$data/import-results.txt"
: > "$results"
for round in $(seq "$rounds"); do
    rm -f "$data"/bench-tracker.db* "$data"/bench-sqlite.db*
    echo "tracker $(measure tracker env TRACKER_DB="$data/bench-tracker.db" TZ=UTC "$tracker" import "$csv")" >> "$results"
    # The peer: the same rows into a table with an index on the start column.
    sqlite3 "$data/bench-sqlite.db" "PRAGMA journal_mode=WAL; CREATE TABLE activities (id, start, type, name, notes, distance_m, duration_s, elevation_m, effort, identity); CREATE INDEX activities_by_start ON activities (start);" >/dev/null
    echo "sqlite3 $(measure sqlite sqlite3 "$data/bench-sqlite.db" ".import --csv --skip 1 $csv activities")" >> "$results"
done
imported=$(sqlite3 "$data/bench-tracker.db" "SELECT count(*) FROM activities")
copied=$(sqlite3 "$data/bench-sqlite.db" "SELECT count(*) FROM activities")

python3 - "$rows" "$imported" "$copied" "$results" <<'PY'
import statistics, sys
rows, imported, copied = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
runs = {"tracker": [], "sqlite3": []}
for line in open(sys.argv[4]):
    name, wall, kb, cpu = line.split()
    runs[name].append((float(wall), int(kb), float(cpu)))
def summary(name):
    wall = statistics.median(r[0] for r in runs[name])
    cpu = statistics.median(r[2] for r in runs[name])
    peak = max(r[1] for r in runs[name]) / 1024
    return wall, cpu, peak
t_wall, t_cpu, t_peak = summary("tracker")
s_wall, s_cpu, s_peak = summary("sqlite3")
print(f"rows in file:            {rows} ({len(runs['tracker'])} rounds, medians)")
print(f"tracker import:          {imported} rows, {t_wall:.2f} s wall = {rows / t_wall:,.0f} rows/s; {t_cpu:.2f} s CPU = {rows / t_cpu:,.0f} rows/s; peak {t_peak:.1f} MB")
print(f"sqlite3 .import:         {copied} rows, {s_wall:.2f} s wall = {rows / s_wall:,.0f} rows/s; {s_cpu:.2f} s CPU = {rows / s_cpu:,.0f} rows/s; peak {s_peak:.1f} MB")
print(f"rows kept:               {imported} of {rows}" + ("" if imported == rows else "  ** ROWS LOST **"))
print(f"speed ratio (wall):      {s_wall / t_wall:.2f} of sqlite3's rows/s (target >= 1.00)")
print(f"speed ratio (CPU time):  {s_cpu / t_cpu:.2f} of sqlite3's rows/s (unaffected by other processes' load)")
print(f"tracker peak memory:     {t_peak:.1f} MB (target < 64 MB)")
PY
