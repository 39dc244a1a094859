#!/usr/bin/env python3
"""The Python peers of bench/import-streams: gpxpy parses every GPX file and fitdecode reads
every FIT file (all frames, CRC checked) of a folder; prints the points read.

usage: parse_streams.py FOLDER gpx|fit
"""
import os, sys

folder, kind = sys.argv[1], sys.argv[2]
names = sorted(n for n in os.listdir(folder) if n.endswith("." + kind))
points = 0
if kind == "gpx":
    import gpxpy
    for name in names:
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            gpx = gpxpy.parse(f)
        points += sum(len(s.points) for t in gpx.tracks for s in t.segments)
else:
    import fitdecode
    for name in names:
        with fitdecode.FitReader(os.path.join(folder, name)) as fit:
            for frame in fit:
                if isinstance(frame, fitdecode.FitDataMessage) and frame.name == "record":
                    points += 1
print(points)
