#!/usr/bin/env python3
"""Writes COUNT real-shaped activity files, half GPX and half FIT, for bench/import-streams.

The route is the korita-zbevnica.gpx fixture (a real 15 km hike in ../shared/fixtures/gpx),
resampled to one point every STEP seconds and ridden out and back until POINTS points, with a
little GPS noise, an elevation that follows the real one and a heart rate; each file starts on
its own day (GPX files on even days, FIT files on odd ones, so none is the same activity as
another). FIT files are written the way a watch writes them: file_id, one definition for the
record messages, a record per second of the track (timestamp, position in semicircles,
enhanced_altitude, heart rate, cadence, distance, enhanced_speed), a lap, a session and an
activity message, with the FIT CRCs.

usage: generate_streams.py FIXTURE OUT_FOLDER COUNT [POINTS]
"""
import math, os, random, re, struct, sys
from datetime import datetime, timezone

FIT_EPOCH = 631065600
CRC_TABLE = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
             0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]


def crc16(data, crc=0):
    for byte in data:
        tmp = CRC_TABLE[crc & 0xF]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ CRC_TABLE[byte & 0xF]
        tmp = CRC_TABLE[crc & 0xF]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ CRC_TABLE[(byte >> 4) & 0xF]
    return crc


def route(fixture):
    text = open(fixture, encoding="utf-8").read()
    points = re.findall(r'<trkpt lat="([^"]+)" lon="([^"]+)">\s*<ele>([^<]+)</ele>', text)
    return [(float(a), float(b), float(c)) for a, b, c in points]


def haversine(a, b):
    p1, p2 = math.radians(a[0]), math.radians(b[0])
    dp, dl = p2 - p1, math.radians(b[1] - a[1])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371008.8 * math.asin(min(1, math.sqrt(h)))


def samples(base, count, speed, rng):
    """count samples one second apart along base, out and back, at about speed m/s."""
    path = base + base[::-1]
    result, index, offset, distance = [], 0, 0.0, 0.0
    heart = 120.0
    while len(result) < count:
        a, b = path[index % len(path)], path[(index + 1) % len(path)]
        step = max(haversine(a, b), 0.01)
        f = offset / step
        lat = a[0] + (b[0] - a[0]) * f + rng.gauss(0, 0.00002)
        lon = a[1] + (b[1] - a[1]) * f + rng.gauss(0, 0.00002)
        ele = a[2] + (b[2] - a[2]) * f + rng.gauss(0, 0.3)
        heart = min(185, max(90, heart + rng.gauss(0, 1.2) + (150 - heart) * 0.02))
        v = speed * (1 + rng.gauss(0, 0.05))
        result.append((lat, lon, ele, round(heart), 80 + rng.randint(0, 6), distance, v))
        distance += v
        offset += v
        while offset >= step:
            offset -= step
            index += 1
            a, b = path[index % len(path)], path[(index + 1) % len(path)]
            step = max(haversine(a, b), 0.01)
    return result


def write_gpx(path, start, points):
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" '
           'xmlns="http://www.topografix.com/GPX/1/1" '
           'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n'
           '<trk><name>Bench run</name><type>run</type><trkseg>\n']
    for second, (lat, lon, ele, hr, cad, _, _) in enumerate(points):
        stamp = datetime.fromtimestamp(start + second, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        out.append(f'<trkpt lat="{lat:.7f}" lon="{lon:.7f}"><ele>{ele:.1f}</ele><time>{stamp}</time>'
                   f'<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>{hr}</gpxtpx:hr>'
                   f'<gpxtpx:cad>{cad}</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>\n')
    out.append('</trkseg></trk></gpx>\n')
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(out))


def definition(local, number, fields):
    data = struct.pack("<BBBHB", 0x40 | local, 0, 0, number, len(fields))
    for field, size, base in fields:
        data += struct.pack("<BBB", field, size, base)
    return data


def write_fit(path, start, points, sport=1, power=None):
    """sport: the session's FIT sport (1 running, 2 cycling); power: watts a sample (record field 7), or None."""
    t0 = start - FIT_EPOCH
    body = bytearray()
    body += definition(0, 0, [(0, 1, 0x00), (1, 2, 0x84), (2, 2, 0x84), (4, 4, 0x86)])
    body += struct.pack("<BBHHI", 0, 4, 1, 3113, t0)
    fields = [(253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (78, 4, 0x86),
              (3, 1, 0x02), (4, 1, 0x02), (5, 4, 0x86), (73, 4, 0x86)]
    body += definition(1, 20, fields + ([(7, 2, 0x84)] if power is not None else []))
    semis = 2 ** 31 / 180
    for second, (lat, lon, ele, hr, cad, dist, v) in enumerate(points):
        body += struct.pack("<BIiiIBBII", 1, t0 + second, round(lat * semis), round(lon * semis),
                            round((ele + 500) * 5), hr, cad, round(dist * 100), round(v * 1000))
        if power is not None:
            body += struct.pack("<H", power[second])
    elapsed = len(points) - 1
    distance = points[-1][5]
    body += definition(2, 19, [(253, 4, 0x86), (2, 4, 0x86), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86)])
    body += struct.pack("<BIIIII", 2, t0 + elapsed, t0, elapsed * 1000, elapsed * 1000, round(distance * 100))
    body += definition(3, 18, [(253, 4, 0x86), (2, 4, 0x86), (5, 1, 0x00), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86)])
    body += struct.pack("<BIIBIII", 3, t0 + elapsed, t0, sport, elapsed * 1000, elapsed * 1000, round(distance * 100))
    body += definition(4, 34, [(253, 4, 0x86), (0, 4, 0x86), (1, 2, 0x84), (5, 4, 0x86)])
    body += struct.pack("<BIIHI", 4, t0 + elapsed, elapsed * 1000, 1, t0 + elapsed)
    header = struct.pack("<BBHI4s", 14, 0x20, 2132, len(body), b".FIT")
    header += struct.pack("<H", crc16(header))
    data = header + bytes(body)
    data += struct.pack("<H", crc16(data))
    with open(path, "wb") as f:
        f.write(data)


def main():
    fixture, folder, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    points = int(sys.argv[4]) if len(sys.argv) > 4 else 5000
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(7)
    base = route(fixture)
    first = 1640995200  # 2022-01-01T00:00:00Z
    for index in range(count):
        day = first + index * 86400 + rng.randint(6, 18) * 3600 + rng.randint(0, 3599)
        track = samples(base, points, 2.5 + rng.random() * 1.5, rng)
        if index % 2 == 0:
            write_gpx(os.path.join(folder, f"run-{index:04d}.gpx"), day, track)
        else:
            write_fit(os.path.join(folder, f"run-{index:04d}.fit"), day, track)


if __name__ == "__main__":
    main()
