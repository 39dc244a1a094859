#!/usr/bin/env python3
"""Writes a Strava-like bulk export for bench/import-strava: activities.csv listing COUNT
activities, and their recordings under activities/ as Strava sends them, gzipped: half
NNNN.fit.gz, half NNNN.gpx.gz (bench/generate_streams.py's files: the korita-zbevnica.gpx route,
POINTS one-second samples each, every activity on its own day).

usage: generate_strava_export.py FIXTURE OUT_FOLDER COUNT [POINTS]
"""
import gzip, os, random, sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate_streams as streams

HEADER = ("Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,"
          "Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename\n")


def main():
    fixture, folder, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    points = int(sys.argv[4]) if len(sys.argv) > 4 else 2000
    os.makedirs(os.path.join(folder, "activities"), exist_ok=True)
    rng = random.Random(11)
    base = streams.route(fixture)
    first = 1640995200  # 2022-01-01T00:00:00Z
    rows = [HEADER]
    scratch = os.path.join(folder, "scratch")
    for index in range(count):
        start = first + index * 86400 + rng.randint(6, 18) * 3600 + rng.randint(0, 3599)
        track = streams.samples(base, points, 2.5 + rng.random() * 1.5, rng)
        activity_id = 5_000_000_000 + index
        kind = "fit" if index % 2 else "gpx"
        name = f"activities/{activity_id}.{kind}.gz"
        if kind == "fit":
            streams.write_fit(scratch, start, track)
        else:
            streams.write_gpx(scratch, start, track)
        with open(scratch, "rb") as source, gzip.open(os.path.join(folder, name), "wb", compresslevel=6) as target:
            target.write(source.read())
        stamp = datetime.fromtimestamp(start, timezone.utc).strftime("%b %d, %Y, %I:%M:%S %p").replace(" 0", " ")
        distance_km = track[-1][5] / 1000
        rows.append(f'{activity_id},"{stamp}",Run {index},Run,,{points - 1},{distance_km:.2f},,,false,,,{name}\n')
    os.remove(scratch)
    with open(os.path.join(folder, "activities.csv"), "w", encoding="utf-8") as f:
        f.write("".join(rows))


if __name__ == "__main__":
    main()
