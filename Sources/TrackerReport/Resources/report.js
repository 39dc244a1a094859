'use strict';
// tracker report: interaction and motion over the charts the page already shows.
// The page reads right without this script: it only moves what tracker drew, with the
// numbers from the JSON block #report-data. The pure functions come first; under Node they
// are exported for the unit tests, in a page they drive it.

const ReportMath = (() => {
  const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

  /** The fractional week under drawing x, given the weeks' x positions (ascending). */
  function positionAt(x, xs) {
    const last = xs.length - 1;
    if (last < 1 || !(x > xs[0])) return 0;
    if (x >= xs[last]) return last;
    let index = 0;
    while (x > xs[index + 1]) index += 1;
    return index + (x - xs[index]) / (xs[index + 1] - xs[index]);
  }

  /** The week a fractional position snaps to. */
  function nearestWeek(position, count) {
    return clamp(Math.round(position), 0, Math.max(0, count - 1));
  }

  /** Cubic ease-in-out on 0...1: the line's draw-in and the rings' fill. */
  function easeInOut(t) {
    const x = clamp(t, 0, 1);
    return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
  }

  /** A short damped spring on 0...1: overshoots a little, settles on 1. */
  function spring(t) {
    const x = clamp(t, 0, 1);
    return x === 1 ? 1 : 1 - Math.exp(-6 * x) * Math.cos(3 * Math.PI * x);
  }

  /**
   * The point on the line at a fractional week: straight between weeks for a linear line;
   * for a smooth one, on the cubic whose control points lie level with its ends, as
   * tracker draws it (x(t) = 1.5t(1-t) + t^3, y(t) = 3t^2 - 2t^3 between the two weeks).
   */
  function pointAt(position, points, curve) {
    if (points.length === 0) return { x: 0, y: 0 };
    if (points.length === 1) return { x: points[0][0], y: points[0][1] };
    const index = clamp(Math.floor(position), 0, points.length - 2);
    const fraction = clamp(position - index, 0, 1);
    const [x0, y0] = points[index];
    const [x1, y1] = points[index + 1];
    if (curve !== 'smooth') return { x: x0 + (x1 - x0) * fraction, y: y0 + (y1 - y0) * fraction };
    let low = 0;
    let high = 1;
    for (let step = 0; step < 40; step += 1) {
      const t = (low + high) / 2;
      if (1.5 * t * (1 - t) + t * t * t < fraction) low = t;
      else high = t;
    }
    const t = (low + high) / 2;
    return { x: x0 + (x1 - x0) * fraction, y: y0 + (y1 - y0) * (3 * t * t - 2 * t * t * t) };
  }

  /** The dash offset that shows `fraction` of a path `length` long (dash array `length length`). */
  function dashOffset(length, fraction) {
    return length * (1 - clamp(fraction, 0, 1));
  }

  /** Degrees to turn a ring's head, drawn at `final` progress, to where `current` progress ends. */
  function ringRotation(final, current) {
    return (current - final) * 360;
  }

  /** The selection after a key: one week left or right, or an end; `null` for other keys. */
  function weekAfterKey(key, selected, count) {
    switch (key) {
      case 'ArrowLeft': return clamp(selected - 1, 0, count - 1);
      case 'ArrowRight': return clamp(selected + 1, 0, count - 1);
      case 'Home': return 0;
      case 'End': return count - 1;
      default: return null;
    }
  }

  /** `Sun 29 Nov: Good. legs felt fresh` for the mood chart's detail line. */
  function moodText(day) {
    return day.note ? `${day.day}: ${day.level}. ${day.note}` : `${day.day}: ${day.level}`;
  }

  /** The index of the curve's reading nearest drawing x (the readings' x ascend). */
  function nearestReading(x, points) {
    if (points.length === 0) return -1;
    let low = 0, high = points.length - 1;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (points[middle][0] <= x) low = middle; else high = middle;
    }
    return Math.abs(points[high][0] - x) < Math.abs(x - points[low][0]) ? high : low;
  }

  // Whether the page moves: never when written with --static, nor for a reader who asks for
  // reduced motion.
  function moves(isStatic, prefersReducedMotion) {
    return !isStatic && !prefersReducedMotion;
  }

  return { positionAt, nearestWeek, easeInOut, spring, pointAt, dashOffset, ringRotation, weekAfterKey, moodText, nearestReading, moves };
})();

function startReport(math) {
  const root = document.documentElement;
  const data = JSON.parse(document.getElementById('report-data').textContent);
  const reduceMotion = !math.moves(root.dataset.static === 'true', window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const running = new Set();
  root.classList.add('scripted');

  // One tween: `step` gets the eased progress every frame, `done` runs at the end. With
  // reduced motion the final state is drawn at once.
  function animate(duration, ease, step, done) {
    const token = { cancelled: false };
    if (reduceMotion || duration <= 0) {
      step(1);
      if (done) done();
      return token;
    }
    running.add(token);
    root.dataset.motion = 'running';
    const start = performance.now();
    const frame = (now) => {
      if (token.cancelled) return finish();
      const t = Math.min(1, (now - start) / duration);
      step(ease(t));
      if (t < 1) requestAnimationFrame(frame);
      else finish();
    };
    function finish() {
      running.delete(token);
      if (running.size === 0) root.dataset.motion = 'done';
      if (done && !token.cancelled) done();
    }
    requestAnimationFrame(frame);
    return token;
  }

  function translate(elements, dx, dy) {
    for (const element of elements) element.setAttribute('transform', `translate(${dx.toFixed(2)} ${dy.toFixed(2)})`);
  }

  // Paths drawn for one circle (a fill and a stroke) share their outline: group them.
  function groupsOf(elements) {
    const groups = [];
    for (const element of elements) {
      const last = groups[groups.length - 1];
      if (last && last[0].getAttribute('d') === element.getAttribute('d')) last.push(element);
      else groups.push([element]);
    }
    return groups;
  }

  function drawIn(path, duration, extra) {
    const length = path.getTotalLength();
    path.style.strokeDasharray = `${length} ${length}`;
    path.style.strokeDashoffset = `${length}`;
    return animate(duration, math.easeInOut, (k) => {
      path.style.strokeDashoffset = `${math.dashOffset(length, k)}`;
      if (extra) extra(k);
    }, () => {
      path.style.strokeDasharray = '';
      path.style.strokeDashoffset = '';
    });
  }

  startActivity();
  startRings();
  startMood();
  startCurve(math, data);
  if (running.size === 0) root.dataset.motion = 'done';

  // MARK: - The weekly graph

  function startActivity() {
    const svg = document.getElementById('activity-chart');
    let series = data.metrics[data.metric];
    if (!svg || !series || !series.points) return;
    const weeks = data.weeks;
    const count = weeks.length;
    const first = series.points;
    const line = svg.querySelector('.line');
    const area = svg.querySelector('.area');
    const axisTop = svg.querySelector('.axis-top');
    const gradient = area && document.getElementById((area.getAttribute('fill') || '').slice(5, -1));
    const rule = [...svg.querySelectorAll('.selected-rule')];
    const head = [...svg.querySelectorAll('.halo, .selected-point')];
    const groups = groupsOf(svg.querySelectorAll('.marker'));
    const skipsSelected = groups.length === count - 1;
    const markers = groups.map((elements, index) => ({ elements, origin: first[skipsSelected && index >= data.selected ? index + 1 : index] }));
    // The still drawing leaves out the selected week's marker (the selection covers it); a
    // copy fills it in, so that every week has one when the selection moves away.
    if (skipsSelected && markers.length > 0) {
      const copies = markers[0].elements.map((element) => element.cloneNode());
      for (const copy of copies) svg.insertBefore(copy, head[0] || null);
      markers.splice(data.selected, 0, { elements: copies, origin: markers[0].origin });
    }
    const bands = [...svg.querySelectorAll('.week')];
    const rows = [...document.querySelectorAll('#weeks-table tbody tr')];
    const text = (id) => document.getElementById(id);
    const fields = { range: text('week-range'), caption: text('week-caption'), distance: text('week-distance'), duration: text('week-duration'), elevation: text('week-elevation'), best: text('best-week') };
    const xs = first.map((point) => point[0]);
    let position = data.selected;
    let shown = -1;
    let motion = null;
    let dragging = false;

    function show(week) {
      if (week === shown) return;
      shown = week;
      const figures = weeks[week];
      fields.range.textContent = figures.label;
      fields.caption.textContent = figures.caption;
      fields.distance.textContent = figures.distance;
      fields.duration.textContent = figures.duration;
      fields.elevation.textContent = figures.elevation;
      svg.dataset.week = String(week);
      rows.forEach((row, index) => {
        row.classList.toggle('selected', index === week);
        if (index === week) row.setAttribute('aria-current', 'true');
        else row.removeAttribute('aria-current');
      });
      bands.forEach((band, index) => {
        band.setAttribute('aria-selected', String(index === week));
        band.setAttribute('tabindex', index === week ? '0' : '-1');
      });
    }

    function render(at) {
      const point = math.pointAt(at, series.points, data.curve);
      const origin = first[data.selected];
      translate(rule, point.x - origin[0], 0);
      translate(head, point.x - origin[0], point.y - origin[1]);
      svg.dataset.position = at.toFixed(3);
      show(math.nearestWeek(at, count));
    }

    function moveTo(target, duration) {
      if (motion) motion.cancelled = true;
      const from = position;
      position = target;
      motion = animate(duration, math.spring, (k) => render(from + (target - from) * k), () => render(target));
    }

    function drawingX(event) {
      const matrix = svg.getScreenCTM();
      return new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse()).x;
    }

    function follow(event) {
      if (motion) motion.cancelled = true;
      position = math.positionAt(drawingX(event), xs);
      render(position);
    }

    function snap() {
      moveTo(math.nearestWeek(position, count), 360);
    }

    svg.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      dragging = true;
      svg.setPointerCapture(event.pointerId);
      follow(event);
    });
    svg.addEventListener('pointermove', (event) => {
      if (dragging || event.pointerType === 'mouse') follow(event);
    });
    svg.addEventListener('pointerup', () => { dragging = false; snap(); });
    svg.addEventListener('pointercancel', () => { dragging = false; snap(); });
    svg.addEventListener('pointerleave', () => { if (!dragging) snap(); });
    svg.addEventListener('keydown', (event) => {
      const target = math.weekAfterKey(event.key, math.nearestWeek(position, count), count);
      if (target === null) return;
      event.preventDefault();
      moveTo(target, 360);
      if (bands[target]) bands[target].focus({ preventScroll: true });
    });
    bands.forEach((band, index) => band.addEventListener('focus', () => {
      if (!dragging && math.nearestWeek(position, count) !== index) moveTo(index, 360);
    }));

    function setMetric(metric) {
      if (!data.metrics[metric] || !data.metrics[metric].points) return;
      series = data.metrics[metric];
      svg.dataset.metric = metric;
      line.setAttribute('d', series.line);
      area.setAttribute('d', series.area);
      if (gradient) gradient.setAttribute('y1', String(series.gradientTop));
      markers.forEach((marker, index) => {
        const point = series.points[index];
        translate(marker.elements, point[0] - marker.origin[0], point[1] - marker.origin[1]);
      });
      if (axisTop) axisTop.textContent = series.axisTop;
      fields.best.textContent = series.best;
      render(position);
      drawIn(line, 800, (k) => { area.style.opacity = String(k); });
    }

    const switcher = document.querySelector('.metric');
    if (switcher) {
      switcher.hidden = false;
      switcher.addEventListener('change', (event) => setMetric(event.target.value));
    }

    // Markers sit where the still drawing put them; the selection too. Then the draw-in.
    markers.forEach((marker, index) => {
      const point = series.points[index];
      translate(marker.elements, point[0] - marker.origin[0], point[1] - marker.origin[1]);
    });
    render(position);
    const fading = [area, ...markers.flatMap((marker) => marker.elements), ...head];
    drawIn(line, 800, (k) => { for (const element of fading) element.style.opacity = String(k); });
  }

  // MARK: - Goal rings

  function startRings() {
    const svg = document.getElementById('rings-chart');
    if (!svg || !data.rings) return;
    const [cx, cy] = data.rings.center;
    data.rings.progress.forEach((progress, index) => {
      const arc = svg.querySelector(`.ring-arc[data-ring="${index}"]`);
      if (!arc) return;
      const heads = [...svg.querySelectorAll(`.ring-head[data-ring="${index}"]`)];
      const length = arc.getTotalLength();
      arc.style.strokeDasharray = `${length} ${length}`;
      arc.style.strokeDashoffset = `${length}`;
      animate(1200, math.easeInOut, (k) => {
        arc.style.strokeDashoffset = `${math.dashOffset(length, k)}`;
        const current = progress * k;
        for (const element of heads) {
          element.style.opacity = current > 1 ? '1' : '0';
          element.setAttribute('transform', `rotate(${math.ringRotation(progress, current).toFixed(2)} ${cx} ${cy})`);
        }
      }, () => {
        arc.style.strokeDasharray = '';
        arc.style.strokeDashoffset = '';
        for (const element of heads) {
          element.style.opacity = '';
          element.removeAttribute('transform');
        }
      });
    });
  }

  // MARK: - Mood

  function startMood() {
    const svg = document.getElementById('mood-chart');
    if (!svg) return;
    const points = [...svg.querySelectorAll('.mood-point')];
    for (const path of svg.querySelectorAll('.mood-line')) {
      drawIn(path, 800, (k) => { for (const point of points) point.style.opacity = String(k); });
    }
    const detail = document.getElementById('mood-detail');
    for (const day of svg.querySelectorAll('.day')) {
      const entry = data.mood[Number(day.dataset.day)];
      if (!entry || !detail) continue;
      const show = () => { detail.textContent = math.moodText(entry); };
      const hide = () => { detail.textContent = ''; };
      day.addEventListener('pointerenter', show);
      day.addEventListener('focus', show);
      day.addEventListener('pointerleave', hide);
      day.addEventListener('blur', hide);
    }
  }
}

// MARK: - Curve

function startCurve(math, data) {
  const svg = document.getElementById('curve-chart');
  const reading = data.durationCurve;
  if (!svg || !reading) return;
  const band = svg.querySelector('.curve-hover');
  const marker = svg.querySelector('.curve-marker');
  const rule = svg.querySelector('.curve-rule');
  const detail = document.getElementById('curve-detail');
  let index = -1;
  function show(next) {
    index = Math.max(0, Math.min(reading.points.length - 1, next));
    const [x, y] = reading.points[index];
    marker.setAttribute('cx', String(x));
    marker.setAttribute('cy', String(y));
    rule.setAttribute('x1', String(x));
    rule.setAttribute('x2', String(x));
    marker.setAttribute('visibility', 'visible');
    rule.setAttribute('visibility', 'visible');
    detail.textContent = reading.labels[index];
  }
  function hide() {
    marker.setAttribute('visibility', 'hidden');
    rule.setAttribute('visibility', 'hidden');
    detail.textContent = '';
  }
  band.addEventListener('pointermove', (event) => {
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
    show(math.nearestReading(point.x, reading.points));
  });
  band.addEventListener('pointerleave', hide);
  band.addEventListener('blur', hide);
  band.addEventListener('focus', () => show(index < 0 ? 0 : index));
  band.addEventListener('keydown', (event) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    show(index + step);
  });
}

if (typeof module !== 'undefined' && module.exports) module.exports = ReportMath;
else startReport(ReportMath);
