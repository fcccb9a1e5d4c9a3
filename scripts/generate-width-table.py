#!/usr/bin/env python3
"""Generates Sources/TableShim/Layout/UnicodeWidthTable.swift from Unicode's own data files.

Usage: scripts/generate-width-table.py [DATA_DIR] [OUTPUT]
  DATA_DIR  the Unicode Character Database; default /usr/share/unicode (Debian's
            `unicode-data` package: `apt-get install unicode-data`)
  OUTPUT    default Sources/TableShim/Layout/UnicodeWidthTable.swift

Reads EastAsianWidth.txt, emoji/emoji-data.txt, UnicodeData.txt and DerivedCoreProperties.txt
and writes two sorted, merged range tables:
  wide       East_Asian_Width W or F (with the unassigned CJK ranges that default to W), and
             Emoji_Presentation: 2 terminal cells;
  zeroWidth  General_Category Mn, Me or Cf, Default_Ignorable_Code_Point, and the Hangul
             Jamo vowels and final consonants that join a leading consonant: 0 cells.
The output is deterministic: running the script twice gives the same bytes.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    ROOT, "Sources/TableShim/Layout/UnicodeWidthTable.swift")

# Unassigned code points in these blocks default to W (EastAsianWidth.txt, header comments).
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                (0x30000, 0x3FFFD)]
# Hangul Jamo medial vowels and final consonants: they join the leading consonant before them.
JAMO_JOINING = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]


def read_property_file(name):
    """Yields (first, last, value) for each data line of a UCD property file."""
    with open(os.path.join(DATA, name), encoding="utf-8") as file:
        for line in file:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            codes, value = (part.strip() for part in line.split(";")[:2])
            first, _, last = codes.partition("..")
            yield int(first, 16), int(last or first, 16), value


def version(name):
    """The version a UCD file names in its header (`X-15.0.0.txt` or `Emoji Version 15.0`)."""
    with open(os.path.join(DATA, name), encoding="utf-8") as file:
        header = "".join(file.readline() for _ in range(8))
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", header) or re.search(
        r"Emoji Version (\d+\.\d+)", header)
    if not match:
        sys.exit(f"{name}: no version in its header")
    return match.group(1)


def general_category_ranges(categories):
    """Ranges of UnicodeData.txt whose General_Category is one of `categories`."""
    ranges = []
    start = None
    with open(os.path.join(DATA, "UnicodeData.txt"), encoding="utf-8") as file:
        for line in file:
            fields = line.split(";")
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                start = code
                continue
            first = start if name.endswith(", Last>") else code
            start = None
            if category in categories:
                ranges.append((first, code))
    return ranges


def merged(ranges):
    result = []
    for first, last in sorted(ranges):
        if result and first <= result[-1][1] + 1:
            result[-1] = (result[-1][0], max(result[-1][1], last))
        else:
            result.append((first, last))
    return result


def swift_array(name, ranges, comment):
    lines = [f"  /// {comment}", f"  static let {name}: [UInt32] = ["]
    pairs = [f"0x{first:X}, 0x{last:X}," for first, last in ranges]
    line = "   "
    for pair in pairs:
        if len(line) + 1 + len(pair) > 98:
            lines.append(line)
            line = "   "
        line += " " + pair
    lines.append(line)
    lines.append("  ]")
    return "\n".join(lines)


def main():
    wide = [(a, b) for a, b, v in read_property_file("EastAsianWidth.txt") if v in ("W", "F")]
    wide += DEFAULT_WIDE
    wide += [(a, b) for a, b, v in read_property_file("emoji/emoji-data.txt")
             if v == "Emoji_Presentation"]
    zero = general_category_ranges({"Mn", "Me", "Cf"})
    zero += [(a, b) for a, b, v in read_property_file("DerivedCoreProperties.txt")
             if v == "Default_Ignorable_Code_Point"]
    zero += JAMO_JOINING
    wide, zero = merged(wide), merged(zero)
    unicode = version("EastAsianWidth.txt")
    emoji = version("emoji/emoji-data.txt")
    source = f"""// GENERATED FILE: do not edit. Regenerate with
//   python3 scripts/generate-width-table.py [DATA_DIR]
// from Unicode {unicode} (EastAsianWidth.txt, UnicodeData.txt, DerivedCoreProperties.txt) and
// emoji-data.txt of Emoji {emoji}, as Debian's `unicode-data` package installs them in
// /usr/share/unicode. The rules that use these tables are in DisplayWidth.swift.

/// Code-point ranges by terminal width, as flat lists of inclusive `lower, upper` pairs
/// sorted by `lower`, for binary search.
enum UnicodeWidthTable {{
  /// The Unicode version the tables come from.
  static let unicodeVersion = "{unicode}"

{swift_array("wide", wide, "East Asian Wide and Fullwidth, and Emoji_Presentation: 2 cells.")}

{swift_array("zeroWidth", zero, "Marks (Mn, Me), format characters (Cf), default ignorables, joining Jamo: 0 cells.")}
}}
"""
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write(source)
    print(f"{os.path.relpath(OUTPUT, ROOT)}: Unicode {unicode}, {len(wide)} wide and "
          f"{len(zero)} zero-width ranges")


if __name__ == "__main__":
    main()
