#!/usr/bin/env python3
"""Ten years of training and mood for the load and insights benchmark, as the files a person
would import: a Strava activities.csv (5,000 activities, a third with Perceived Exertion) and a
Daylio export (a mood on each of 3,650 days), seeded.

    bench/generate_training.py OUT_DIR [SEED]
"""
import csv, datetime, os, random, sys

out, seed = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 42
rng = random.Random(seed)
end = datetime.datetime(2026, 11, 29, tzinfo=datetime.timezone.utc)
first = end - datetime.timedelta(days=3650)
os.makedirs(out, exist_ok=True)
types = ["Run", "Ride", "Walk", "Hike", "Swim"]
with open(os.path.join(out, "activities.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["Activity ID", "Activity Date", "Activity Name", "Activity Type", "Elapsed Time", "Moving Time", "Distance", "Perceived Exertion"])
    for i in range(5000):
        day = i * 3650 // 5000
        start = first + datetime.timedelta(days=day, hours=6 + rng.randrange(12), minutes=rng.randrange(60))
        moving = rng.randrange(1200, 7200)
        effort = str(rng.randrange(2, 10)) + ".0" if rng.random() < 0.33 else ""
        w.writerow([1000 + i, start.strftime("%b %-d, %Y, %-I:%M:%S %p"), "Session", rng.choice(types),
                    moving + rng.randrange(0, 600), moving, round(moving * 3 / 1000, 2), effort])
moods = ["awful", "bad", "meh", "good", "rad"]
with open(os.path.join(out, "daylio_export.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["full_date", "date", "weekday", "time", "mood", "activities", "note_title", "note"])
    for day in range(3650, 0, -1):
        d = (end - datetime.timedelta(days=day)).date()
        w.writerow([d.isoformat(), d.strftime("%B %-d"), d.strftime("%A"), "21:00", moods[min(4, max(0, int(rng.gauss(2.6, 1))))], "", "", ""])
