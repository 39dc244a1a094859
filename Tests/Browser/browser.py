"""Chromium through Selenium, for the report's browser tests and its screenshots.

Debian's chromium and chromium-driver are used as installed (never downloaded): the paths
are given so that Selenium does not go looking for a driver of its own.
"""
import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


def driver(width=1280, height=1000, javascript=True, media=None):
    """A headless Chromium of `width` x `height` CSS pixels. `media` is a list of
    (feature, value) pairs to emulate, such as ("prefers-color-scheme", "dark")."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--disable-dev-shm-usage", "--force-device-scale-factor=1",
                     f"--window-size={width},{height}", "--disable-extensions",
                     "--no-first-run", "--disable-background-networking"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    browser = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    # The window includes browser chrome in some versions: set the viewport itself.
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    if media:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                {"features": [{"name": name, "value": value} for name, value in media]})
    if not javascript:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    return browser


def wait_for_motion(browser, timeout=5.0):
    """Waits until the page says its animations have ended (html[data-motion=done])."""
    import time
    deadline = time.time() + timeout
    while time.time() < deadline:
        if browser.execute_script("return document.documentElement.dataset.motion") == "done":
            return True
        time.sleep(0.05)
    return False


class DemoData:
    """A database of a fixed twelve weeks, written through the tracker binary."""

    def __init__(self, tracker, now="2026-11-29T19:00:00Z", hostile=True):
        self.tracker = tracker
        self.directory = tempfile.mkdtemp(prefix="tracker-report-")
        self.env = dict(os.environ, TZ="UTC", TRACKER_NOW=now,
                        TRACKER_DB=os.path.join(self.directory, "test.db"))
        self.env.pop("TRACKER_UNITS", None)
        days = [(84 - 7 * week - offset) for week in range(12) for offset in (1, 4)]
        for index, day in enumerate(days):
            # The first is the longest, so the summary names it.
            distance = 30 if index == 0 else 6 + (index * 7) % 11 + (index % 3) * 0.4
            minutes = 30 + (index * 13) % 50
            name = "Morning run" if index else "<script>alert(1)</script> </script> & run"
            self.run("add", "--type", "run" if index % 4 else "ride", "--distance", f"{distance:.1f}",
                     "--duration", f"{minutes}m", "--elevation", str(40 + (index * 37) % 300),
                     "--date", self.day(now, day) + "T07:30", "--name", name)
        levels = ["good", "usual", "excellent", "terrible", "good"]
        for day in range(1, 28):
            if day % 4 == 3:
                continue
            note = "<script>alert(1)</script></script>" if (day == 2 and hostile) else f"day {day}"
            self.run("mood", levels[day % 5], "--date", self.day(now, day), "--note", note)
        self.run("goal", "--distance", "40km", "--duration", "3h", "--elevation", "400m")

    @staticmethod
    def day(now, days_back):
        import datetime
        moment = datetime.datetime.fromisoformat(now.replace("Z", "+00:00"))
        return (moment - datetime.timedelta(days=days_back)).strftime("%Y-%m-%d")

    def run(self, *arguments):
        result = subprocess.run([self.tracker, *arguments], env=self.env, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"tracker {' '.join(arguments)} failed: {result.stderr}")
        return result.stdout

    def report(self, name="report.html", *arguments):
        path = os.path.join(self.directory, name)
        self.run("report", "-o", path, *arguments)
        return path

    # Two rides with power, generated as the curve benchmark's are: one in the last 90 days, one before.
    curve_period = ("--last", "90d")

    def curve_page(self, name="curve.html"):
        """`tracker chart curve power` of two generated rides with power, on its own page, from a
        database of their own (the weeks' tests read the other)."""
        rides = os.path.join(self.directory, "rides")
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        subprocess.run([sys.executable, os.path.join(root, "bench", "generate_power_rides.py"), rides, "2", "7"], check=True)
        path = os.path.join(self.directory, name)
        self.run_curves("import", rides)
        self.run_curves("chart", "curve", "power", *self.curve_period, "--compare", "previous", "-o", path)
        return path

    def run_curves(self, *arguments):
        """A command on the rides' database."""
        env = dict(self.env, TRACKER_DB=os.path.join(self.directory, "rides.db"))
        result = subprocess.run([self.tracker, *arguments], env=env, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"tracker {' '.join(arguments)} failed: {result.stderr}")
        return result.stdout

    def chart(self, name="chart.html", *arguments):
        """`tracker chart ARGUMENTS -o NAME`: with a .html name, one chart on its own page."""
        path = os.path.join(self.directory, name)
        self.run("chart", *arguments, "-o", path)
        return path
