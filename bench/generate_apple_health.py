#!/usr/bin/env python3
"""Writes an Apple Health export.xml shaped as Apple writes it: the DOCTYPE with its internal
subset, every record first (heart rate, steps, energy, distance, interleaved in time order), then
the workouts. Heart rate is recorded every 5 s inside each workout and every 10 min outside.

    generate_apple_health.py OUT.xml SIZE_MB WORKOUTS

Records that are not heart rate pad the file to SIZE_MB."""
import datetime
import sys

out, size_mb, workouts = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
target = size_mb << 20
start = datetime.datetime(2019, 1, 1, 7, 0, 0, tzinfo=datetime.timezone(datetime.timedelta(hours=1)))
day = datetime.timedelta(days=1)
types = ["HKWorkoutActivityTypeRunning", "HKWorkoutActivityTypeCycling", "HKWorkoutActivityTypeWalking", "HKWorkoutActivityTypeYoga"]


def stamp(moment):
    return moment.strftime("%Y-%m-%d %H:%M:%S %z")


HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED sourceName CDATA #REQUIRED sourceVersion CDATA #IMPLIED device CDATA #IMPLIED creationDate CDATA #IMPLIED startDate CDATA #REQUIRED endDate CDATA #REQUIRED>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout workoutActivityType CDATA #REQUIRED duration CDATA #IMPLIED durationUnit CDATA #IMPLIED totalDistance CDATA #IMPLIED totalDistanceUnit CDATA #IMPLIED totalEnergyBurned CDATA #IMPLIED totalEnergyBurnedUnit CDATA #IMPLIED sourceName CDATA #REQUIRED sourceVersion CDATA #IMPLIED device CDATA #IMPLIED creationDate CDATA #IMPLIED startDate CDATA #REQUIRED endDate CDATA #REQUIRED>
]>
<HealthData locale="en_GB">
 <ExportDate value="2026-01-01 10:00:00 +0100"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>
"""
DEVICE = "&lt;&lt;HKDevice: 0x281a2c8c0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch4,2&gt;"


def record(kind, unit, value, begin, end):
    return (f' <Record type="{kind}" sourceName="Apple Watch" sourceVersion="5.1" device="{DEVICE}" unit="{unit}" '
            f'creationDate="{stamp(end)}" startDate="{stamp(begin)}" endDate="{stamp(end)}" value="{value}"/>\n')


# Workouts a day apart (two a day past 365), 20 to 60 minutes long.
sessions = []
for index in range(workouts):
    begin = start + day * (index // 2) + datetime.timedelta(hours=10 * (index % 2))
    minutes = 20 + (index * 7) % 41
    sessions.append((begin, begin + datetime.timedelta(minutes=minutes), types[index % len(types)]))
span_end = sessions[-1][1] + day

written = 0
with open(out, "w") as f:
    f.write(HEADER)
    written += len(HEADER)
    # Heart rate during the workouts, and the padding between them, in time order.
    budget_per_gap = None
    moment = start - day
    pad_step = datetime.timedelta(minutes=10)
    hr_bytes = sum(len(record("HKQuantityTypeIdentifierHeartRate", "count/min", 140, b, b)) * int((e - b).total_seconds() // 5) for b, e, _ in sessions)
    pad_line = len(record("HKQuantityTypeIdentifierStepCount", "count", 120, moment, moment))
    pad_total = max(0, target - written - hr_bytes - workouts * 700)
    pad_count = pad_total // pad_line
    gap = (span_end - moment) / max(1, pad_count)
    kinds = [("HKQuantityTypeIdentifierStepCount", "count"), ("HKQuantityTypeIdentifierActiveEnergyBurned", "kcal"),
             ("HKQuantityTypeIdentifierDistanceWalkingRunning", "km"), ("HKQuantityTypeIdentifierHeartRate", "count/min")]
    padded = 0
    for begin, end, _ in sessions:
        while padded < pad_count and moment < begin:
            kind, unit = kinds[padded % len(kinds)]
            value = 60 + padded % 30 if kind.endswith("HeartRate") else 1 + padded % 200
            f.write(record(kind, unit, value, moment, moment + datetime.timedelta(seconds=30)))
            moment += gap
            padded += 1
        beat = begin
        bpm = 120
        while beat <= end:
            f.write(record("HKQuantityTypeIdentifierHeartRate", "count/min", bpm, beat, beat))
            beat += datetime.timedelta(seconds=5)
            bpm = 120 + (bpm - 119) % 60
        moment = max(moment, end)
    while padded < pad_count:
        kind, unit = kinds[padded % len(kinds)]
        f.write(record(kind, unit, 1 + padded % 200, moment, moment + datetime.timedelta(seconds=30)))
        moment += gap
        padded += 1
    for index, (begin, end, kind) in enumerate(sessions):
        minutes = (end - begin).total_seconds() / 60
        distance = "" if kind.endswith("Yoga") else f' totalDistance="{minutes / 6:.3f}" totalDistanceUnit="km"'
        f.write(f' <Workout workoutActivityType="{kind}" duration="{minutes:.4f}" durationUnit="min"{distance} '
                f'totalEnergyBurned="{minutes * 9:.1f}" totalEnergyBurnedUnit="kcal" sourceName="Apple Watch" sourceVersion="5.1" '
                f'device="{DEVICE}" creationDate="{stamp(end)}" startDate="{stamp(begin)}" endDate="{stamp(end)}">\n'
                f'  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n'
                f'  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="{stamp(begin)}" endDate="{stamp(end)}" sum="{minutes * 9:.1f}" unit="kcal"/>\n'
                f' </Workout>\n')
    f.write("</HealthData>\n")
print(out)
