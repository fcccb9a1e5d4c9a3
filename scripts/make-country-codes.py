#!/usr/bin/env python3
"""Writes Examples/country-codes.csv: a wide table (56 columns) of country codes, the kind of
public CSV that issue 22 says squeezes a text grid into columns one letter wide.

Made from Debian's iso-codes (ISO 3166-1 and 3166-2) and tzdata (zone1970.tab): per country
its codes and names, its time zones, and how many subdivisions of each of the 40 commonest
kinds it has. Run it again to remake the file: python3 scripts/make-country-codes.py
"""
import collections
import csv
import json
import pathlib

ISO = pathlib.Path("/usr/share/iso-codes/json")
countries = json.loads((ISO / "iso_3166-1.json").read_text())["3166-1"]
subdivisions = json.loads((ISO / "iso_3166-2.json").read_text())["3166-2"]

kinds = collections.Counter(s["type"] for s in subdivisions)
top_kinds = [kind for kind, _ in kinds.most_common(40)]
per_country = collections.defaultdict(collections.Counter)
for s in subdivisions:
    per_country[s["code"].split("-")[0]][s["type"]] += 1

zones = collections.defaultdict(list)
for line in pathlib.Path("/usr/share/zoneinfo/zone1970.tab").read_text().splitlines():
    if line.startswith("#") or not line.strip():
        continue
    codes, _, zone = line.split("\t")[:3]
    for code in codes.split(","):
        zones[code].append(zone)

titles = [
    "ISO3166-1-Alpha-2", "ISO3166-1-Alpha-3", "ISO3166-1-numeric", "Name", "Official name",
    "Common name", "Flag", "Alpha-2 (lower case)", "Internet domain", "Name length",
    "Time zones", "First time zone", "Continent", "Subdivisions", "Subdivision kinds",
    "Commonest kind",
] + top_kinds
assert len(titles) == 56, len(titles)

out = pathlib.Path(__file__).resolve().parent.parent / "Examples" / "country-codes.csv"
with out.open("w", newline="") as f:
    writer = csv.writer(f, lineterminator="\n")
    writer.writerow(titles)
    for c in countries:
        code = c["alpha_2"]
        kind_counts = per_country[code]
        first_zone = zones[code][0] if zones[code] else ""
        writer.writerow([
            code, c["alpha_3"], c["numeric"], c["name"], c.get("official_name", ""),
            c.get("common_name", ""), c.get("flag", ""), code.lower(),
            "." + ("uk" if code == "GB" else code.lower()), len(c["name"]),
            len(zones[code]), first_zone, first_zone.split("/")[0],
            sum(kind_counts.values()), len(kind_counts),
            kind_counts.most_common(1)[0][0] if kind_counts else "",
        ] + [kind_counts.get(kind, 0) for kind in top_kinds])
print(f"wrote {out} ({len(countries)} rows, {len(titles)} columns)")
