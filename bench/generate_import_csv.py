#!/usr/bin/env python3
"""Writes a seeded tracker-export CSV of N activities (default 1,000,000) for the import benchmark.

Each activity ends before the next starts (starts 10 to 43 minutes apart, durations from 5 minutes
to just under the gap), so that no row is the same activity as another; names carry commas, quotes
and emoji so the CSV reader's quoting path is exercised.
"""
import random
import sys
from datetime import datetime, timezone, timedelta

def main():
    path = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    rng = random.Random(42)
    types = ["run", "ride", "walk", "hike", "swim", "other"]
    names = ["Morning run", "Easy, slow", 'Say "hi"', "Coast road 🚴", "Intervals", ""]
    start = 100_000_000  # 1973; a million rows end in 2023
    with open(path, "w", encoding="utf-8", newline="") as out:
        out.write("id,start,type,name,notes,distance_m,duration_s,elevation_m\r\n")
        for index in range(1, count + 1):
            gap = 600 + rng.randrange(2000)
            duration = 300 + rng.randrange(gap - 300)
            offset = rng.choice([0, 3600, -18000, 19800])
            local = datetime.fromtimestamp(start + offset, tz=timezone.utc)
            sign = "-" if offset < 0 else "+"
            stamp = local.strftime("%Y-%m-%dT%H:%M:%S") + "%s%02d:%02d" % (sign, abs(offset) // 3600, abs(offset) % 3600 // 60)
            name = rng.choice(names)
            if "," in name or '"' in name:
                name = '"' + name.replace('"', '""') + '"'
            out.write("%d,%s,%s,%s,,%.1f,%d,%d\r\n" % (
                index, stamp, rng.choice(types), name, rng.random() * 40000, duration, rng.randrange(800)))
            start += gap

if __name__ == "__main__":
    main()
