"""The HTML report in a real browser (headless Chromium through Selenium).

Usage: report_test.py TRACKER_BINARY [NAME...]  (only the tests whose names contain a NAME)
Prints one line per test and closes with `N passed, M failed`; exits 1 on any failure.
"""
import io
import json
import os
import re
import sys
import time
import traceback

from PIL import Image
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser

ORANGE = (0xFB, 0x52, 0x00)
TESTS = []


def test(function):
    TESTS.append(function)
    return function


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def close(color, expected, tolerance=40):
    return all(abs(a - b) <= tolerance for a, b in zip(color[:3], expected))


def pixels_like(png, expected, tolerance=40):
    data = Image.open(io.BytesIO(png)).convert("RGB").tobytes()
    return sum(1 for offset in range(0, len(data), 3) if close(data[offset:offset + 3], expected, tolerance))


def headline(driver):
    return [driver.find_element(By.ID, name).text for name in ("week-range", "week-distance", "week-duration", "week-elevation")]


def total_duration(seconds):
    total = int(round(seconds))
    hours, minutes = total // 3600, total % 3600 // 60
    return f"{hours}h {minutes}m" if hours else f"{minutes}m"


def expected_weeks(data):
    """Each week's headline figures from `tracker weeks --json` (SI units), formatted as the
    page's metric units do."""
    weeks = json.loads(data.run("weeks", "--json"))["weeks"]
    return [(f"{week['distance_m'] / 1000:.2f} km", total_duration(week["duration_s"]), f"+{week['elevation_m']:.0f} m") for week in weeks]


def band_centers(driver):
    """The viewport x, y of each week's band centre."""
    return driver.execute_script(
        "return [...document.querySelectorAll('#activity-chart .week')].map(b => {const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2];});")


def pointer(driver):
    return ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"))


def load_and_draw_in(driver, url):
    """Opens `url`, checks that the weekly line is drawing itself in, and waits for the end."""
    driver.get(url)
    running = driver.execute_script("return [document.documentElement.dataset.motion, document.querySelector('#activity-chart .line').style.strokeDashoffset]")
    check(running[0] == "running" and running[1] not in ("", "0"), f"no draw-in at load: {running}")
    check(browser.wait_for_motion(driver), "the animations never ended")
    time.sleep(0.1)


# MARK: - Tests

@test
def loads_without_console_errors_or_requests(context):
    driver = context.driver()
    driver.get(context.url)
    check(browser.wait_for_motion(driver), "the animations never ended")
    errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
    check(not errors, f"console messages: {errors}")
    requests = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            requests.append(message["params"]["request"]["url"])
    check(requests and all(url == context.url for url in requests), f"requests beyond the page: {requests}")
    resources = driver.execute_script("return performance.getEntriesByType('resource').length")
    check(resources == 0, f"{resources} resources loaded")
    check(driver.execute_script("return document.querySelectorAll('svg.chart').length") == 4, "three charts and the calendar")


@test
def animations_run_then_show_the_orange_line_and_the_rings(context):
    driver = context.driver()
    load_and_draw_in(driver, context.url)
    chart = driver.find_element(By.ID, "activity-chart").screenshot_as_png
    orange = pixels_like(chart, ORANGE, 30)
    check(orange > 1500, f"only {orange} orange pixels in the graph")
    rings = driver.find_element(By.ID, "rings-chart").screenshot_as_png
    green, blue = pixels_like(rings, (0x4C, 0xB8, 0x0F), 30), pixels_like(rings, (0x0A, 0x9D, 0xD8), 30)
    ring_orange = pixels_like(rings, ORANGE, 30)
    check(min(green, blue, ring_orange) > 2000, f"rings: orange {ring_orange}, green {green}, blue {blue} pixels")
    state = driver.execute_script("return [...document.querySelectorAll('.ring-arc, .line, .mood-line')].map(e => e.style.strokeDashoffset)")
    check(all(offset == "" for offset in state), f"dashes left after the motion: {state}")


@test
def a_static_page_is_drawn_whole_at_once(context):
    driver = context.driver()
    driver.get(context.static_url)
    # No motion at all: at load the line, the rings and the moods are already whole.
    state = driver.execute_script("return [document.documentElement.dataset.motion || 'none', ...[...document.querySelectorAll('.ring-arc, .line, .mood-line')].map(e => e.style.strokeDashoffset)]")
    check(state[0] in ("none", "done"), f"motion at load of a static page: {state[0]}")
    check(all(offset == "" for offset in state[1:]), f"dashes drawn in on a static page: {state}")
    chart = driver.find_element(By.ID, "activity-chart").screenshot_as_png
    orange = pixels_like(chart, ORANGE, 30)
    check(orange > 1500, f"only {orange} orange pixels in the static graph")


@test
def dragging_shows_each_week_then_snaps_to_the_nearest(context):
    driver = context.driver()
    driver.get(context.url)
    browser.wait_for_motion(driver)
    expected = expected_weeks(context.data)
    labels = context.page_data(driver)["weeks"]
    centers = band_centers(driver)
    check(len(centers) == len(expected) == 12, f"{len(centers)} bands, {len(expected)} weeks")
    actions = pointer(driver)
    actions.pointer_action.move_to_location(int(centers[0][0]), int(centers[0][1]))
    actions.pointer_action.pointer_down()
    actions.perform()
    for index, (x, y) in enumerate(centers):
        actions = pointer(driver)
        actions.pointer_action.move_to_location(int(x), int(y))
        actions.perform()
        shown = headline(driver)
        check(shown == [labels[index]["label"], *expected[index]], f"week {index}: headline {shown}, expected {labels[index]['label']} {expected[index]}")
        position = float(driver.find_element(By.ID, "activity-chart").get_attribute("data-position"))
        check(abs(position - index) < 0.2, f"week {index}: the rule is at {position}")
    # Between weeks 4 and 5, a third of the way: release snaps back to week 4.
    x = centers[4][0] + (centers[5][0] - centers[4][0]) * 0.3
    actions = pointer(driver)
    actions.pointer_action.move_to_location(int(x), int(centers[4][1]))
    actions.perform()
    between = float(driver.find_element(By.ID, "activity-chart").get_attribute("data-position"))
    check(4.1 < between < 4.5, f"between weeks the rule is at {between}")
    actions = pointer(driver)
    actions.pointer_action.pointer_up()
    actions.perform()
    time.sleep(0.6)
    settled = float(driver.find_element(By.ID, "activity-chart").get_attribute("data-position"))
    check(settled == 4.0, f"released at {between}, settled at {settled}")
    check(headline(driver)[0] == labels[4]["label"], "the headline shows the nearest week")
    selected_row = driver.find_element(By.CSS_SELECTOR, "#weeks-table tr.selected th").text
    check(selected_row == labels[4]["label"], f"the table marks {selected_row}")


@test
def a_touch_drag_moves_the_selection_too(context):
    driver = context.driver(width=390, height=900)
    driver.get(context.url)
    browser.wait_for_motion(driver)
    labels = [week["label"] for week in context.page_data(driver)["weeks"]]
    # What the headline says after each move of the finger (the page's own handler runs first).
    driver.execute_script("""document.getElementById('activity-chart').scrollIntoView({block: 'center'});
        window.seen = [];
        document.addEventListener('pointermove', (event) => {
            if (event.pointerType === 'touch') seen.push(document.getElementById('week-range').textContent);
        });""")
    centers = band_centers(driver)
    # One chain: the driver lifts a finger between separate ones.
    finger = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    finger.pointer_action.move_to_location(int(centers[10][0]), int(centers[10][1]))
    finger.pointer_action.pointer_down()
    for index in (9, 7, 5, 2):
        finger.pointer_action.pause(0.1)
        finger.pointer_action.move_to_location(int(centers[index][0]), int(centers[index][1]))
    finger.pointer_action.pointer_up()
    finger.perform()
    seen = driver.execute_script("return window.seen")
    check(seen == [labels[index] for index in (9, 7, 5, 2)], f"the headline under the finger: {seen}")
    time.sleep(0.6)
    check(headline(driver)[0] == labels[2], "lifting the finger keeps the week")


@test
def arrow_keys_move_the_selection(context):
    driver = context.driver()
    driver.get(context.url)
    browser.wait_for_motion(driver)
    labels = [week["label"] for week in context.page_data(driver)["weeks"]]
    selected = driver.find_element(By.CSS_SELECTOR, "#activity-chart .week[aria-selected=true]")
    driver.execute_script("arguments[0].focus()", selected)
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    time.sleep(0.5)
    check(headline(driver)[0] == labels[-2], f"left: {headline(driver)[0]}")
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).send_keys(Keys.ARROW_LEFT).perform()
    time.sleep(0.5)
    check(headline(driver)[0] == labels[-4], f"left twice more: {headline(driver)[0]}")
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    time.sleep(0.5)
    check(headline(driver)[0] == labels[-3], f"right: {headline(driver)[0]}")
    ActionChains(driver).send_keys(Keys.HOME).perform()
    time.sleep(0.5)
    check(headline(driver)[0] == labels[0], f"home: {headline(driver)[0]}")
    focused = driver.execute_script("return document.activeElement.getAttribute('aria-label')")
    check(focused.startswith(labels[0]), f"focus follows the selection: {focused}")
    ActionChains(driver).send_keys(Keys.END).perform()
    time.sleep(0.5)
    check(headline(driver)[0] == labels[-1], f"end: {headline(driver)[0]}")


@test
def a_chart_page_draws_its_line_and_moves_with_the_keys(context):
    driver = context.driver()
    load_and_draw_in(driver, context.chart_url)
    check(driver.execute_script("return document.querySelectorAll('svg.chart').length") == 1, "one chart on the page")
    errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
    check(not errors, f"console messages: {errors}")
    orange = pixels_like(driver.find_element(By.ID, "activity-chart").screenshot_as_png, ORANGE, 30)
    check(orange > 1500, f"only {orange} orange pixels in the graph")
    data = context.page_data(driver)
    labels = [week["label"] for week in data["weeks"]]
    check(len(labels) == 8 and data["metric"] == "duration", f"the page's weeks and metric: {len(labels)}, {data['metric']}")
    selected = driver.find_element(By.CSS_SELECTOR, "#activity-chart .week[aria-selected=true]")
    driver.execute_script("arguments[0].focus()", selected)
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).send_keys(Keys.ARROW_LEFT).perform()
    time.sleep(0.5)
    check(headline(driver)[0] == labels[-3], f"left twice: {headline(driver)[0]}")
    durations = [week["duration"] for week in data["weeks"]]
    check(headline(driver)[2] == durations[-3], f"the week's time: {headline(driver)[2]}")
    ActionChains(driver).send_keys(Keys.HOME).perform()
    time.sleep(0.5)
    check(headline(driver)[0] == labels[0], f"home: {headline(driver)[0]}")
    moved = driver.execute_script("return document.querySelector('#activity-chart .selected-point').getAttribute('transform')")
    check(moved and moved != "translate(0.00 0.00)", f"the selection's point did not move: {moved}")


@test
def the_metric_switch_changes_the_line(context):
    driver = context.driver()
    driver.get(context.url)
    browser.wait_for_motion(driver)
    data = context.page_data(driver)
    line = driver.find_element(By.CSS_SELECTOR, "#activity-chart .line")
    check(line.get_attribute("d") == data["metrics"]["distance"]["line"], "the page opens on distance")
    check(driver.find_element(By.CSS_SELECTOR, ".metric").is_displayed(), "the switch shows with the script")
    driver.find_element(By.XPATH, "//fieldset[@class='metric']//label[contains(., 'Elevation')]").click()
    check(browser.wait_for_motion(driver), "the new line never finished drawing")
    check(line.get_attribute("d") == data["metrics"]["elevation"]["line"], "the line is elevation's")
    check(line.get_attribute("d") != data["metrics"]["distance"]["line"], "the line changed")
    best = driver.find_element(By.ID, "best-week").text
    check(best == data["metrics"]["elevation"]["best"] and best.endswith(" m"), f"best week {best}")
    axis = driver.find_element(By.CSS_SELECTOR, "#activity-chart .axis-top").text
    check(axis == data["metrics"]["elevation"]["axisTop"], f"axis {axis}")
    point = driver.execute_script("const r = document.querySelector('#activity-chart .selected-point').getBoundingClientRect(); return r.y + r.height / 2")
    line_box = driver.execute_script("const r = document.querySelector('#activity-chart .line').getBoundingClientRect(); return [r.top, r.bottom]")
    check(line_box[0] - 12 <= point <= line_box[1] + 12, "the selected point sits on the new line")


@test
def reduced_motion_shows_the_final_state_at_once(context):
    driver = context.driver(media=[("prefers-reduced-motion", "reduce")])
    driver.get(context.url)
    state = driver.execute_script("""return [document.documentElement.dataset.motion,
        ...[...document.querySelectorAll('.line, .ring-arc, .mood-line')].map(e => e.style.strokeDashoffset),
        document.querySelector('#activity-chart .area').style.opacity]""")
    check(state[0] == "done", f"motion {state[0]}")
    check(all(value in ("", "1") for value in state[1:]), f"not final at once: {state}")


@test
def dark_mode_darkens_the_page_unless_a_theme_is_given(context):
    driver = context.driver(media=[("prefers-color-scheme", "dark")])
    driver.get(context.url)
    background = driver.execute_script("return getComputedStyle(document.documentElement).backgroundColor")
    check(background == "rgb(22, 22, 26)", f"dark background {background}")
    chart = driver.execute_script("return getComputedStyle(document.querySelector('#activity-chart path.f-bg')).fill")
    check(chart == "rgb(22, 22, 26)", f"the chart's background {chart}")
    driver.get(context.light_url)
    background = driver.execute_script("return getComputedStyle(document.documentElement).backgroundColor")
    check(background == "rgb(255, 255, 255)", f"--theme light stays light: {background}")


@test
def without_javascript_the_charts_and_table_are_there(context):
    driver = context.driver(javascript=False)
    driver.get(context.url)
    check(driver.execute_script is not None, "driver")
    charts = driver.find_elements(By.CSS_SELECTOR, "svg.chart:not(.calendar-chart)")
    check(len(charts) == 3 and all(chart.size["height"] > 100 for chart in charts), "three drawn charts")
    calendar = driver.find_elements(By.CSS_SELECTOR, "svg.calendar-chart")
    check(len(calendar) == 1 and calendar[0].size["height"] > 40, "the drawn calendar")
    rows = driver.find_elements(By.CSS_SELECTOR, "#weeks-table tbody tr")
    check(len(rows) == 12, f"{len(rows)} rows")
    check(not driver.find_element(By.CSS_SELECTOR, ".metric").is_displayed(), "no switch without the script")
    check(driver.find_element(By.ID, "week-distance").text.endswith(" km"), "the headline is written")
    line = driver.find_element(By.CSS_SELECTOR, "#activity-chart .line")
    check(line.size["width"] > 300, "the line is drawn in full")
    png = driver.find_element(By.ID, "activity-chart").screenshot_as_png
    check(pixels_like(png, ORANGE, 30) > 1500, "the still line is orange")


@test
def script_in_a_name_or_note_is_shown_as_text(context):
    driver = context.driver()
    driver.get(context.url)
    browser.wait_for_motion(driver)
    try:
        driver.switch_to.alert
        raise AssertionError("an alert opened")
    except NoAlertPresentException:
        pass
    check(driver.execute_script("return document.scripts.length") == 2, "only the page's two scripts")
    summary = driver.find_element(By.CSS_SELECTOR, ".summary").text
    check("<script>alert(1)</script> </script> & run" in summary, "the name shows as text")
    hostile = [day for day in context.page_data(driver)["mood"] if day["note"] and "<script>" in day["note"]]
    check(len(hostile) == 1, "the note travels in the data")
    index = context.page_data(driver)["mood"].index(hostile[0])
    day = driver.find_element(By.CSS_SELECTOR, f"#mood-chart .day[data-day='{index}']")
    driver.execute_script("arguments[0].focus()", day)
    detail = driver.find_element(By.ID, "mood-detail").text
    check(detail.endswith("<script>alert(1)</script></script>"), f"mood detail {detail!r}")
    check(day.get_attribute("aria-label").endswith("<script>alert(1)</script></script>"), "the label is the text")


@test
def hovering_a_mood_day_shows_its_level_and_note(context):
    driver = context.driver()
    driver.get(context.url)
    browser.wait_for_motion(driver)
    days = context.page_data(driver)["mood"]
    day = driver.find_elements(By.CSS_SELECTOR, "#mood-chart .day")[-1]
    ActionChains(driver).move_to_element(day).perform()
    detail = driver.find_element(By.ID, "mood-detail").text
    check(detail == f"{days[-1]['day']}: {days[-1]['level']}. {days[-1]['note']}", f"detail {detail!r}")


@test
def fits_a_phone_and_a_wide_screen(context):
    for width in (360, 1600):
        driver = context.driver(width=width, height=900)
        driver.get(context.url)
        overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        check(overflow <= 0, f"{width} px wide: {overflow} px too wide")
        widths = driver.execute_script("return [...document.querySelectorAll('svg.chart')].map(s => s.getBoundingClientRect().width)")
        check(all(w > 200 for w in widths), f"{width} px wide: charts {widths}")
        figure = driver.execute_script("return parseFloat(getComputedStyle(document.getElementById('week-distance')).fontSize)")
        check(figure >= 20, f"{width} px wide: headline figures at {figure} px")


@test
def prints_on_a4(context):
    driver = context.driver()
    driver.get(context.url)
    browser.wait_for_motion(driver)
    import base64
    pdf = base64.b64decode(driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True})["data"])
    sizes = set(re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf))
    check(sizes and all(abs(float(w) - 595.9) < 2 and abs(float(h) - 842.9) < 2 for w, h in sizes), f"page sizes {sizes}")
    pages = len(re.findall(rb"/Type /Page\b", pdf))
    check(1 <= pages <= 3, f"{pages} pages")


# MARK: - Runner

class Context:
    def __init__(self, tracker):
        self.data = browser.DemoData(tracker)
        self.url = "file://" + self.data.report("report.html")
        self.light_url = "file://" + self.data.report("light.html", "--theme", "light")
        self.static_url = "file://" + self.data.report("static.html", "--static")
        self.chart_url = "file://" + self.data.chart("chart.html", "--weeks", "8", "--metric", "duration")
        self.curve_url = "file://" + self.data.curve_page("curve.html")
        self.drivers = []

    def driver(self, **options):
        created = browser.driver(**options)
        self.drivers.append(created)
        return created

    def page_data(self, driver):
        return driver.execute_script("return JSON.parse(document.getElementById('report-data').textContent)")

    def close(self):
        for created in self.drivers:
            try:
                created.quit()
            except Exception:
                pass
        self.drivers = []


def client_point(driver, svg_id, x, y):
    """Where drawing point (x, y) of an SVG is in the viewport."""
    return driver.execute_script(
        "const svg = document.getElementById(arguments[0]); const p = new DOMPoint(arguments[1], arguments[2]).matrixTransform(svg.getScreenCTM());"
        "return [Math.round(p.x), Math.round(p.y)];", svg_id, x, y)


@test
def hovering_the_curve_reads_out_the_duration_value_and_activity(context):
    driver = context.driver()
    driver.get(context.curve_url)
    browser.wait_for_motion(driver)
    errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
    check(not errors, f"console messages: {errors}")
    reading = context.page_data(driver)["durationCurve"]
    detail = driver.find_element(By.ID, "curve-detail")
    check(detail.text == "", f"a read-out before any pointing: {detail.text}")
    best = json.loads(context.data.run_curves("curve", "power", "--json", *browser.DemoData.curve_period))
    for duration, name in ((300, "5 min"), (1200, "20 min")):
        index = next(i for i, label in enumerate(reading["labels"]) if label.startswith(name + ":"))
        x, y = reading["points"][index]
        target = client_point(driver, "curve-chart", x, y - 30)
        actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"))
        actions.pointer_action.move_to_location(*target)
        actions.perform()
        time.sleep(0.2)
        point = next(p for p in best["points"] if p["duration_s"] == duration)
        expected = f"{name}: {round(point['value'])} W"
        check(detail.text.startswith(expected) and f"#{point['activity_id']}" in detail.text,
              f"pointing at {name}: '{detail.text}', expected '{expected} ... #{point['activity_id']}'")
        marker = driver.find_element(By.CSS_SELECTOR, "#curve-chart .curve-marker")
        check(marker.get_attribute("visibility") == "visible" and abs(float(marker.get_attribute("cx")) - x) < 0.01,
              f"the marker is at {marker.get_attribute('cx')}, the reading at {x}")
    # The keys move along the durations.
    band = driver.find_element(By.CSS_SELECTOR, "#curve-chart .curve-hover")
    driver.execute_script("arguments[0].focus()", band)
    before = detail.text
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    check(detail.text and detail.text != before, f"the right arrow did not move the read-out: {detail.text}")


@test
def the_curve_page_shows_both_lines_in_light_and_dark_and_on_a_phone(context):
    for options, name in (({}, "light"), ({"media": [("prefers-color-scheme", "dark")]}, "dark"), ({"width": 390, "height": 844}, "phone")):
        driver = context.driver(**options)
        driver.get(context.curve_url)
        browser.wait_for_motion(driver)
        svg = driver.find_element(By.ID, "curve-chart")
        png = svg.screenshot_as_png
        orange = pixels_like(png, ORANGE, 40)
        check(orange > (120 if name == "phone" else 1000), f"{name}: only {orange} orange pixels in the curve")
        width = driver.execute_script("return document.documentElement.scrollWidth")
        check(width <= driver.execute_script("return window.innerWidth"), f"{name}: the page scrolls sideways ({width})")
        with open(os.path.join(context.data.directory, f"curve-{name}.png"), "wb") as shot:
            shot.write(driver.get_screenshot_as_png())


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 64
    names = sys.argv[2:]
    context = Context(sys.argv[1])
    passed = failed = 0
    for function in TESTS:
        if names and not any(name in function.__name__ for name in names):
            continue
        started = time.time()
        try:
            function(context)
            passed += 1
            print(f"ok    {function.__name__} ({time.time() - started:.1f}s)")
        except Exception as error:
            failed += 1
            print(f"FAIL  {function.__name__}: {error}")
            if not isinstance(error, AssertionError):
                traceback.print_exc()
        finally:
            context.close()
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
