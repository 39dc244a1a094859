"""Screenshots of a report page in headless Chromium, for the README and for looking at the
motion: `screenshot.py PAGE.html OUTPUT.png [--width W] [--height H] [--dark] [--at SECONDS] [--drag WEEK]`.

--at takes the picture that long after loading (mid-animation); without it, after the
animations end. --drag holds the pointer down over week WEEK (0 = oldest), a third of the way
to the next, and takes the picture while dragging.
"""
import argparse
import os
import sys
import time

from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput

import browser


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("output")
    parser.add_argument("--width", type=int, default=1200)
    parser.add_argument("--height", type=int, default=1400)
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--at", type=float)
    parser.add_argument("--drag", type=int)
    options = parser.parse_args()
    media = [("prefers-color-scheme", "dark")] if options.dark else None
    driver = browser.driver(width=options.width, height=options.height, media=media)
    try:
        driver.get("file://" + os.path.abspath(options.page))
        if options.at is not None:
            time.sleep(options.at)
        else:
            browser.wait_for_motion(driver)
        if options.drag is not None:
            bands = driver.execute_script(
                "return [...document.querySelectorAll('#activity-chart .week')].map(b => {const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2];});")
            week = max(0, min(options.drag, len(bands) - 2))
            x = bands[week][0] + (bands[week + 1][0] - bands[week][0]) / 3
            actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"))
            actions.pointer_action.move_to_location(int(bands[0][0]), int(bands[0][1]))
            actions.pointer_action.pointer_down()
            actions.pointer_action.move_to_location(int(x), int(bands[week][1]))
            actions.perform()
        driver.save_screenshot(options.output)
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
