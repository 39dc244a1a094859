// The report script's pure functions, apart from any browser: `node --test Tests/Browser`.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const math = require(path.join(__dirname, '../../Sources/TrackerReport/Resources/report.js'));

const near = (actual, expected, tolerance = 1e-6) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not within ${tolerance} of ${expected}`);

test('pixel to week: fractional between weeks, clamped at the ends', () => {
  const xs = [56, 107.6, 159.3, 211];
  assert.equal(math.positionAt(56, xs), 0);
  near(math.positionAt(81.8, xs), 0.5);
  near(math.positionAt(159.3, xs), 2);
  near(math.positionAt(185.15, xs), 2.5);
  assert.equal(math.positionAt(10, xs), 0);
  assert.equal(math.positionAt(400, xs), 3);
  assert.equal(math.positionAt(Number.NaN, xs), 0);
  assert.equal(math.positionAt(80, [56]), 0);
});

test('pixel to week follows uneven spacing', () => {
  const xs = [0, 10, 100];
  near(math.positionAt(5, xs), 0.5);
  near(math.positionAt(55, xs), 1.5);
});

test('nearest week rounds and stays inside the weeks', () => {
  assert.equal(math.nearestWeek(4.3, 12), 4);
  assert.equal(math.nearestWeek(4.5, 12), 5);
  assert.equal(math.nearestWeek(4.7, 12), 5);
  assert.equal(math.nearestWeek(-0.8, 12), 0);
  assert.equal(math.nearestWeek(11.9, 12), 11);
  assert.equal(math.nearestWeek(20, 12), 11);
  assert.equal(math.nearestWeek(0.2, 1), 0);
});

test('ease-in-out: ends fixed, symmetric, slow at both ends', () => {
  assert.equal(math.easeInOut(0), 0);
  assert.equal(math.easeInOut(1), 1);
  near(math.easeInOut(0.5), 0.5);
  for (const t of [0.1, 0.25, 0.4]) near(math.easeInOut(t) + math.easeInOut(1 - t), 1);
  assert.ok(math.easeInOut(0.1) < 0.1 && math.easeInOut(0.9) > 0.9);
  let previous = 0;
  for (let t = 0.01; t <= 1; t += 0.01) {
    const value = math.easeInOut(t);
    assert.ok(value >= previous, `not monotonic at ${t}`);
    previous = value;
  }
  assert.equal(math.easeInOut(-1), 0);
  assert.equal(math.easeInOut(2), 1);
});

test('spring: starts at 0, overshoots a little, settles on 1', () => {
  assert.equal(math.spring(0), 0);
  assert.equal(math.spring(1), 1);
  const samples = Array.from({ length: 101 }, (_, index) => math.spring(index / 100));
  const peak = Math.max(...samples);
  assert.ok(peak > 1.05 && peak < 1.2, `peak ${peak}`);
  for (const value of samples.slice(70)) near(value, 1, 0.02);
});

test('the point on a linear line is straight between weeks', () => {
  const points = [[0, 100], [50, 20], [100, 60]];
  assert.deepEqual(math.pointAt(0, points, 'linear'), { x: 0, y: 100 });
  assert.deepEqual(math.pointAt(0.5, points, 'linear'), { x: 25, y: 60 });
  assert.deepEqual(math.pointAt(1.25, points, 'linear'), { x: 62.5, y: 30 });
  assert.deepEqual(math.pointAt(2, points, 'linear'), { x: 100, y: 60 });
  assert.deepEqual(math.pointAt(7, points, 'linear'), { x: 100, y: 60 });
  assert.deepEqual(math.pointAt(0.5, [[3, 4]], 'linear'), { x: 3, y: 4 });
});

test('the point on a smooth line lies on the cubic tracker draws', () => {
  const points = [[0, 100], [80, 20]];
  // The curve sampled from its definition: control points level with its ends, half way across.
  const bezier = (t) => {
    const [x0, y0] = points[0];
    const [x1, y1] = points[1];
    const h = (x1 - x0) / 2;
    const u = 1 - t;
    return {
      x: u * u * u * x0 + 3 * u * u * t * (x0 + h) + 3 * u * t * t * (x1 - h) + t * t * t * x1,
      y: u * u * u * y0 + 3 * u * u * t * y0 + 3 * u * t * t * y1 + t * t * t * y1,
    };
  };
  for (let t = 0.05; t < 1; t += 0.1) {
    const expected = bezier(t);
    const point = math.pointAt(expected.x / 80, points, 'smooth');
    near(point.x, expected.x, 1e-6);
    near(point.y, expected.y, 1e-4);
  }
  assert.deepEqual(math.pointAt(0, points, 'smooth'), { x: 0, y: 100 });
  near(math.pointAt(1, points, 'smooth').y, 20);
  // Half way across, half way up: the curve is symmetric.
  near(math.pointAt(0.5, points, 'smooth').y, 60);
});

test('dash offset shows the fraction asked for', () => {
  assert.equal(math.dashOffset(200, 0), 200);
  assert.equal(math.dashOffset(200, 0.25), 150);
  assert.equal(math.dashOffset(200, 1), 0);
  assert.equal(math.dashOffset(200, 1.2), 0);
});

test('a ring head turns back from its final place', () => {
  assert.equal(math.ringRotation(1.37, 1.37), 0);
  near(math.ringRotation(1.37, 1.12), -90);
  near(math.ringRotation(1.5, 1), -180);
});

test('keys move the selection one week or to an end', () => {
  assert.equal(math.weekAfterKey('ArrowLeft', 5, 12), 4);
  assert.equal(math.weekAfterKey('ArrowRight', 5, 12), 6);
  assert.equal(math.weekAfterKey('ArrowLeft', 0, 12), 0);
  assert.equal(math.weekAfterKey('ArrowRight', 11, 12), 11);
  assert.equal(math.weekAfterKey('Home', 5, 12), 0);
  assert.equal(math.weekAfterKey('End', 5, 12), 11);
  assert.equal(math.weekAfterKey('a', 5, 12), null);
});

test('the mood detail says the day, level and note', () => {
  assert.equal(math.moodText({ day: 'Sun 29 Nov', level: 'Good', note: 'legs felt fresh' }), 'Sun 29 Nov: Good. legs felt fresh');
  assert.equal(math.moodText({ day: 'Sat 28 Nov', level: 'Usual', note: null }), 'Sat 28 Nov: Usual');
});

test('the page moves unless it is static or the reader asks for reduced motion', () => {
  assert.equal(math.moves(false, false), true);
  assert.equal(math.moves(true, false), false);
  assert.equal(math.moves(false, true), false);
  assert.equal(math.moves(true, true), false);
});

test('the curve read-out is the reading nearest the pointer', () => {
  const points = [[100, 50], [140, 60], [200, 90], [400, 120]];
  assert.equal(math.nearestReading(0, points), 0);
  assert.equal(math.nearestReading(119, points), 0);
  assert.equal(math.nearestReading(121, points), 1);
  assert.equal(math.nearestReading(299, points), 2);
  assert.equal(math.nearestReading(301, points), 3);
  assert.equal(math.nearestReading(900, points), 3);
  assert.equal(math.nearestReading(50, []), -1);
});
