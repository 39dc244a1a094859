#!/usr/bin/env python3
"""The activity graph drawn with matplotlib, as a peer for the chart benchmark.

    python3 bench/chart_matplotlib.py DATABASE OUT.png [ASOF_UNIX_SECONDS]

Reads the same database as `tracker chart`, sums distance over the 12 rolling 7-day windows
before the as-of instant in one SQL query, and draws the same 1200x600 chart: the orange line
over a gradient fading to white, white markers with an orange ring, the newest week's rule
and haloed point, the headline and the month labels.
"""
import sqlite3
import sys
from datetime import datetime, timedelta, timezone

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.patches import Polygon  # noqa: E402

WEEK = 7 * 86400
COUNT = 12
ORANGE = "#FB5200"


def weekly_distance(path, as_of):
    totals = [0.0] * COUNT
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT (? - 1 - start_utc) / ? AS k, total(distance_m) FROM activities "
            "WHERE start_utc >= ? AND start_utc < ? GROUP BY k",
            (as_of, WEEK, as_of - COUNT * WEEK, as_of),
        )
        for k, distance in rows:
            totals[COUNT - 1 - k] = distance / 1000
    return totals


def main():
    path, out = sys.argv[1], sys.argv[2]
    as_of = int(sys.argv[3]) if len(sys.argv) > 3 else 1795942800
    values = weekly_distance(path, as_of)
    starts = [datetime.fromtimestamp(as_of - (COUNT - i) * WEEK, timezone.utc) for i in range(COUNT)]

    fig = plt.figure(figsize=(12, 6), dpi=100)
    ax = fig.add_axes([56 / 1200, 58 / 600, 1048 / 1200, 374 / 600])
    x = np.arange(COUNT)
    top = max(max(values), 1) * 1.1
    ax.set_xlim(-0.02, COUNT - 0.98)
    ax.set_ylim(0, top)
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.set_yticks([0, top])
    ax.set_yticklabels(["0 km", f"{top:.0f} km"], color="#6D6D78", fontsize=9)
    ax.yaxis.tick_right()
    ax.grid(axis="x", color="#E3E3E8")
    ax.axhline(top, color="#E3E3E8", lw=1.5)
    ax.axhline(0, color="#E3E3E8", lw=1.5)

    # The gradient: an image clipped to the area under the line.
    gradient = np.linspace(0.55, 0, 256).reshape(-1, 1)
    image = ax.imshow(
        np.dstack([np.full((256, 1), c) for c in (0.984, 0.322, 0.0)] + [gradient]),
        aspect="auto", extent=[0, COUNT - 1, 0, max(values) or 1], origin="upper", zorder=1,
    )
    area = Polygon(list(zip(x, values)) + [(COUNT - 1, 0), (0, 0)], closed=True, transform=ax.transData, facecolor="none")
    ax.add_patch(area)
    image.set_clip_path(area)

    ax.plot(x, values, color=ORANGE, lw=3, zorder=3, solid_capstyle="round")
    ax.scatter(x[:-1], values[:-1], s=60, facecolor="white", edgecolor=ORANGE, linewidth=2.5, zorder=4)
    ax.axvline(COUNT - 1, color=ORANGE, lw=2, alpha=0.8, zorder=2)
    ax.scatter([COUNT - 1], [values[-1]], s=900, color=ORANGE, alpha=0.15, zorder=4, linewidth=0)
    ax.scatter([COUNT - 1], [values[-1]], s=150, facecolor=ORANGE, edgecolor="white", linewidth=3, zorder=5)

    labels = []
    for start in starts:
        days = [start + timedelta(days=d) for d in range(1, 8)]
        first = next((d for d in days if d.day == 1), None)
        labels.append(first.strftime("%b").upper() if first else "")
    ax.set_xticks(x)
    ax.set_xticklabels(labels, color="#6D6D78", fontsize=9, fontweight="bold")
    ax.tick_params(length=0)

    last = starts[-1]
    headline = f"{last:%b %d} - {(last + timedelta(days=7)):%b %d}".upper()
    fig.text(56 / 1200, 1 - 40 / 600, headline, fontsize=10, fontweight="bold", color="#6D6D78", va="top")
    fig.text(56 / 1200, 1 - 90 / 600, f"{values[-1]:.2f} km", fontsize=22, fontweight="bold", color="#242428", va="top")
    fig.text(1 - 56 / 1200, 1 - 40 / 600, f"LAST {COUNT} WEEKS", fontsize=10, fontweight="bold", color="#6D6D78", va="top", ha="right")
    fig.text(1 - 56 / 1200, 1 - 90 / 600, f"{max(values):.2f} km", fontsize=22, fontweight="bold", color="#242428", va="top", ha="right")
    fig.savefig(out, dpi=100, facecolor="white")


if __name__ == "__main__":
    main()
