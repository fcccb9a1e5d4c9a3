"""The page's script reads numbers as TableShim does (browser_check.py).

The script decides which cells are numbers from their text by the rule of `NumberShape`
(the rule that right-aligns a column of numbers): an optional sign, digits optionally grouped
in threes by commas, an optional fraction, an optional exponent and an optional `%`. The
strings below are also in the Swift test `theScriptsNumbersAreNumberShapes`, which checks
that NumberShape reads them the same way.
"""

import json
import os

# Each string and its value when it reads as a number, else None.
CASES = [("1,234", 1234), ("1,2345", None), ("1234,567", 1234567), ("5.", None), (".5", 0.5),
         ("-.5e3", -500), ("1e", None), ("1e+2", 100), ("+", None), ("-", None), (".", None),
         ("007", 7), ("12%", 12), ("1,234,567.5e-3%", 1234.5675), ("0x10", None),
         ("Infinity", None), ("1 000", None), ("１２", None), ("1.2.3", None), ("%", None),
         ("e5", None), ("-0", 0), ("3,000.25", 3000.25), ("99,99", None), ("", None)]

COLUMN = """() => Array.from(document.querySelector("table.ts-grid").tBodies[0].rows,
  (row) => row.cells[0].textContent)"""


def check_numbers(check):
    """Sorts a column of numbers and near-numbers: the numbers come first in order of value,
    then the texts in the page's collation, then the empty cell."""
    fixture = os.path.join(check.workdir, "numbers.json")
    json.dump({"title": "Numbers", "sections": [{"columns": ["Value", "Row"], "rows": [
        [text, str(index)] for index, (text, _) in enumerate(CASES)]}]},
        open(fixture, "w", encoding="utf-8"), ensure_ascii=False)
    where = "numbers page"
    page = check.open(check.render(fixture, "numbers.html"))
    page.locator("th .ts-sort").first.click()
    numbers = [text for text, _ in sorted(
        ((text, value) for text, value in CASES if value is not None), key=lambda c: c[1])]
    texts = page.evaluate("""(texts) => texts.sort(new Intl.Collator(
        document.documentElement.lang || undefined).compare)""",
                          [text for text, value in CASES if value is None and text])
    wanted = numbers + texts + [""]
    shown = page.evaluate(COLUMN)
    if shown != wanted:
        check.fail(where, f"sorted reads {shown}, expected {wanted}")
    check.finish(page, where)
