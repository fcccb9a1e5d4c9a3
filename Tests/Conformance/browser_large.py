"""The 100,000-row measurement alone: load, sort and filter times of a large standalone page
in headless Chromium, printed with the machine's load average.

Usage: browser_large.py TABLESHIM
  TABLESHIM_BROWSER_ROWS sets the number of rows (100,000 unless told) and
  TABLESHIM_BROWSER_LIMIT_MS the budget of each figure (1,000 ms unless told); the exit
  status is 1 when a figure is over its budget or a check of the sorted, filtered page fails.
  Measure on a quiet machine: the figures are the best of three runs, but a machine busy
  with builds makes each several times slower.
"""

import os
import sys
import tempfile
import shutil

from playwright.sync_api import sync_playwright

import browser_check
import page_large


def main():
    workdir = tempfile.mkdtemp(prefix="tableshim-browser-large-")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=browser_check.chromium(),
            args=["--no-sandbox", "--disable-dev-shm-usage"])
        check = browser_check.Check(sys.argv[1], browser, workdir)
        check.script = browser_check.own_script(check)
        before = os.getloadavg()[0]
        figures = page_large.measure(check)
        after = os.getloadavg()[0]
        browser.close()
    shutil.rmtree(workdir, ignore_errors=True)
    print(f"{page_large.ROWS:,} rows in headless Chromium (best of 3; load average "
          f"{before:.1f} before, {after:.1f} after): "
          + ", ".join(f"{name} {ms:.0f} ms" for name, ms in figures.items()))
    for failure in check.failures:
        print(failure)
    return 1 if check.failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main())
