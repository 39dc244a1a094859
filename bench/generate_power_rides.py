#!/usr/bin/env python3
"""Rides with power at 1 Hz as GPX files (power as the <power> extension tracker reads), seeded:
the data of the curve chart's benchmark and of docs/chart-curve.png.

Each ride is an hour or two of endurance riding (about 65% of critical power, with noise and
coasting at zero) with hard efforts of 10 s to 20 min, each near what a rider of critical power
CP and W' 20 kJ can hold for it (P = CP + W'/t); CP is 250 W in the last 90 days before the end
date and 238 W in the 90 days before those, so the two periods' curves differ as a season does.

    bench/generate_power_rides.py OUT_FOLDER [COUNT] [SEED]
"""
import math, os, random, sys
from datetime import datetime, timedelta, timezone

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 24
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 42)
end = datetime(2026, 11, 29, tzinfo=timezone.utc)
os.makedirs(out, exist_ok=True)
efforts = [10, 20, 30, 60, 120, 180, 300, 480, 720, 1200]
for ride in range(count):
    days_ago = 2 + ride * 178 // count
    start = end - timedelta(days=days_ago, hours=-8 - rng.randrange(4))
    cp = 250.0 if days_ago <= 90 else 238.0
    seconds = rng.randrange(3600, 7200)
    power = [max(0.0, rng.gauss(0.65 * cp, 25)) for _ in range(seconds)]
    for coast in range(rng.randrange(5, 15)):
        at = rng.randrange(seconds - 60)
        for second in range(at, at + rng.randrange(5, 40)):
            power[second] = 0.0
    # Two or three efforts a ride, apart from each other, each close to maximal for its length.
    at = 300
    for length in rng.sample(efforts, rng.randrange(2, 4)):
        if at + length + 300 >= seconds:
            break
        # A sprint is capped by the legs, not by W'.
        target = min(cp + 20_000 / length, 1_050) * rng.uniform(0.93, 1.0)
        for second in range(at, at + length):
            power[second] = max(0.0, rng.gauss(target, 12))
        at += length + rng.randrange(400, 900)
    lat, lon, heading = 46.05, 14.5, rng.uniform(0, 2 * math.pi)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<gpx version="1.1" creator="generate_power_rides" xmlns="http://www.topografix.com/GPX/1/1">',
             f'<trk><name>Ride {ride + 1}</name><type>cycling</type><trkseg>']
    for second, watts in enumerate(power):
        speed = 4 + watts / 40
        heading += rng.gauss(0, 0.02)
        lat += speed * math.cos(heading) / 111_195
        lon += speed * math.sin(heading) / (111_195 * math.cos(math.radians(lat)))
        stamp = (start + timedelta(seconds=second)).strftime("%Y-%m-%dT%H:%M:%SZ")
        lines.append(f'<trkpt lat="{lat:.7f}" lon="{lon:.7f}"><time>{stamp}</time><extensions><power>{watts:.0f}</power></extensions></trkpt>')
    lines.append('</trkseg></trk></gpx>')
    with open(os.path.join(out, f"ride-{ride + 1:03d}.gpx"), "w") as f:
        f.write("\n".join(lines) + "\n")
