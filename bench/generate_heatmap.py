#!/usr/bin/env python3
"""Writes COUNT GPX files of a ten-year history for bench/heatmap: repeated routes round one home
and a few trips abroad, one point a second.

Home is Munich. Its routes are walks on a street grid of 250 m blocks (turned a little, so they
are not all north-south) that leave home and come back, from a 3 km run to a 60 km ride; they are
drawn by popularity (the first, a commute, the most often: weights 1/rank), so a few roads carry
most tracks and many carry one, the skewed counts a heatmap must equalise. Trips (Mallorca, the
Dolomites, Copenhagen) take 2% of the activities, on their own routes. Each activity follows its
route with 3 m of GPS noise at a run's or a ride's speed and stands still for a minute or two
once (the pause a heatmap leaves out). Seeded: the same arguments write the same files.

usage: generate_heatmap.py OUT_FOLDER COUNT [SEED]
"""
import math, os, random, sys
from datetime import datetime, timedelta, timezone

HOME = (48.137, 11.575)
TRIPS = [(39.57, 2.65), (46.55, 11.86), (55.676, 12.568)]
BLOCK = 250.0
EARTH = 6371008.8


def offset(origin, east, north):
    lat = origin[0] + north / EARTH * 180 / math.pi
    lon = origin[1] + east / (EARTH * math.cos(math.radians(origin[0]))) * 180 / math.pi
    return lat, lon


def make_route(rng, origin, length):
    """Corners (metres east, north) of a walk on the grid that leaves origin and comes back."""
    angle = rng.uniform(-0.3, 0.3)
    x = y = 0
    corners = [(0, 0)]
    heading = rng.randrange(4)
    steps = int(length / 2 / BLOCK)
    for _ in range(max(2, steps // 3)):
        if rng.random() < 0.5:
            heading = (heading + rng.choice((1, 3))) % 4
        run = rng.randint(1, 5)
        dx, dy = [(1, 0), (0, 1), (-1, 0), (0, -1)][heading]
        x, y = x + dx * run, y + dy * run
        corners.append((x, y))
    # Home by another way: first along the other axis, then this one.
    corners.append((0, y))
    corners.append((0, 0))
    cos, sin = math.cos(angle), math.sin(angle)
    return [(origin, (cx * BLOCK * cos - cy * BLOCK * sin, cx * BLOCK * sin + cy * BLOCK * cos)) for cx, cy in corners]


def follow(rng, route, speed):
    """(lat, lon) one second apart along the route's corners, with noise and one pause."""
    origin = route[0][0]
    metres = [m for _, m in route]
    points = []
    pause_at = rng.randint(1, max(1, len(metres) - 2))
    for index in range(len(metres) - 1):
        (ax, ay), (bx, by) = metres[index], metres[index + 1]
        length = math.hypot(bx - ax, by - ay)
        steps = max(1, int(length / (speed * rng.uniform(0.9, 1.1))))
        for step in range(steps):
            f = step / steps
            points.append(offset(origin, ax + (bx - ax) * f + rng.gauss(0, 3), ay + (by - ay) * f + rng.gauss(0, 3)))
        if index == pause_at:
            for _ in range(rng.randint(60, 150)):
                points.append(offset(origin, bx + rng.gauss(0, 1.5), by + rng.gauss(0, 1.5)))
    points.append(offset(origin, *metres[-1]))
    return points


def main():
    folder, count = sys.argv[1], int(sys.argv[2])
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 42)
    os.makedirs(folder, exist_ok=True)
    home_routes = []
    for rank in range(40):
        ride = rank % 3 == 2
        home_routes.append((make_route(rng, offset(HOME, rng.gauss(0, 800), rng.gauss(0, 800)), rng.uniform(20000, 60000) if ride else rng.uniform(3000, 14000)), ride))
    trip_routes = [[(make_route(rng, offset(place, rng.gauss(0, 2000), rng.gauss(0, 2000)), rng.uniform(5000, 40000)), rng.random() < 0.5) for _ in range(6)] for place in TRIPS]
    weights = [1 / (rank + 1) for rank in range(len(home_routes))]
    start = datetime(2016, 12, 1, 7, 0, tzinfo=timezone.utc)
    span = 10 * 365 * 86400
    for number in range(count):
        when = start + timedelta(seconds=int(span * number / max(count, 1)))
        if rng.random() < 0.02:
            route, ride = rng.choice(rng.choice(trip_routes))
        else:
            route, ride = rng.choices(home_routes, weights)[0]
        points = follow(rng, route, 7.0 if ride else 3.0)
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<gpx version="1.1" creator="bench/generate_heatmap.py" xmlns="http://www.topografix.com/GPX/1/1">',
                 f'<trk><type>{"cycling" if ride else "running"}</type><trkseg>']
        for second, (lat, lon) in enumerate(points):
            stamp = (when + timedelta(seconds=second)).strftime("%Y-%m-%dT%H:%M:%SZ")
            lines.append(f'<trkpt lat="{lat:.7f}" lon="{lon:.7f}"><time>{stamp}</time></trkpt>')
        lines.append("</trkseg></trk></gpx>")
        with open(os.path.join(folder, f"{number:05d}.gpx"), "w") as out:
            out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
