#!/usr/bin/env python3
"""Writes a seeded tracker-export CSV of N activities (default 1,000,000) for the import benchmark.

The file is what `tracker export` writes: the record columns, then each row's identity (one
database's name and the row's id there). Starts are 10 to 43 minutes apart with durations from 5
minutes to just under the gap, except that every fifth activity is a second record of the one
before it (a minute later, the same type, about the same distance): separate rows in the database
that wrote the file, which the same-activity rule alone would take for one. Importing the file into
an empty database must keep every row. Names carry commas, quotes and emoji so the CSV reader's
quoting path is exercised.
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
        out.write("id,start,type,name,notes,distance_m,duration_s,elevation_m,effort,identity\r\n")
        database = "%032x" % rng.getrandbits(128)
        previous = None
        for index in range(1, count + 1):
            if index % 5 == 0 and previous is not None:
                # A second record of the activity before: a minute later, about as far.
                begin, kind, length, duration, offset = previous
                begin += 60
                length *= 1 + rng.random() * 0.05
            else:
                gap = 600 + rng.randrange(2000)
                duration = 300 + rng.randrange(gap - 300)
                offset = rng.choice([0, 3600, -18000, 19800])
                begin, kind, length = start, rng.choice(types), rng.random() * 40000
                start += gap
                previous = (begin, kind, length, duration, offset)
            local = datetime.fromtimestamp(begin + offset, tz=timezone.utc)
            sign = "-" if offset < 0 else "+"
            stamp = local.strftime("%Y-%m-%dT%H:%M:%S") + "%s%02d:%02d" % (sign, abs(offset) // 3600, abs(offset) % 3600 // 60)
            name = rng.choice(names)
            if "," in name or '"' in name:
                name = '"' + name.replace('"', '""') + '"'
            effort = str(rng.randrange(1, 11)) if index % 3 == 0 else ""
            out.write("%d,%s,%s,%s,,%.1f,%d,%d,%s,%s:%d\r\n" % (
                index, stamp, kind, name, length, duration, rng.randrange(800), effort, database, index))

if __name__ == "__main__":
    main()
