#!/usr/bin/env python3
"""The peer of bench/heatmap: matplotlib drawing every track of the same history as a heatmap.

  heatmap_matplotlib.py prepare GPX_FOLDER OUT.npz   reads the GPX files once (not timed) into arrays
  heatmap_matplotlib.py draw IN.npz OUT.png          the timed part: project to Web-Mercator, frame on the
                                                     middle 90% of the points, draw every track as one
                                                     line collection (additive-looking: thin, translucent,
                                                     hot colour on black), 1600x1200 PNG

Like tracker, it starts from stored positions; unlike it, it keeps the pauses and counts overlaps of a
track with itself (matplotlib has no per-track coverage), so it does less work than tracker does.
"""
import math, os, re, sys


def prepare(folder, out):
    import numpy as np
    pattern = re.compile(rb'<trkpt lat="([-0-9.]+)" lon="([-0-9.]+)"')
    lengths, lat, lon = [], [], []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".gpx"):
            continue
        with open(os.path.join(folder, name), "rb") as f:
            points = pattern.findall(f.read())
        lengths.append(len(points))
        lat.extend(float(a) for a, _ in points)
        lon.extend(float(b) for _, b in points)
    np.savez(out, lengths=np.array(lengths), lat=np.array(lat), lon=np.array(lon))


def draw(source, out):
    import numpy as np
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.collections import LineCollection
    data = np.load(source)
    lat, lon, lengths = data["lat"], data["lon"], data["lengths"]
    x = (lon + 180) / 360
    s = np.sin(np.radians(lat))
    y = 0.5 - np.log((1 + s) / (1 - s)) / (4 * math.pi)
    bounds = np.cumsum(np.concatenate([[0], lengths]))
    lines = [np.column_stack([x[a:b], y[a:b]]) for a, b in zip(bounds[:-1], bounds[1:]) if b - a > 1]
    fig = plt.figure(figsize=(16, 12), dpi=100, facecolor="#16161A")
    ax = fig.add_axes([0, 0, 1, 1], facecolor="#16161A")
    ax.add_collection(LineCollection(lines, colors="#FC5200", linewidths=0.8, alpha=0.08))
    x0, x1 = np.percentile(x, [5, 95])
    y0, y1 = np.percentile(y, [5, 95])
    ax.set_xlim(x0, x1)
    ax.set_ylim(y1, y0)
    ax.set_aspect("equal", adjustable="datalim")
    ax.axis("off")
    fig.savefig(out, facecolor=fig.get_facecolor())


if __name__ == "__main__":
    {"prepare": prepare, "draw": draw}[sys.argv[1]](sys.argv[2], sys.argv[3])
