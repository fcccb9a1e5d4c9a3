// A table built from parts, in the manner of gt's showcase tables: a title and subtitle,
// two levels of column spanners, dates, integers, money and percentages formatted while the
// rows stream, a mark for missing values, summary rows per country and for the whole table
// (running totals, computed while the rows stream), footnotes (on the title, a column, a
// spanner and one car's cell, by the row's id) and source notes. `Examples/cars.list` is the same
// table as a list file (`swift run tableshim Examples/cars.list -t FORMAT` prints the same;
// for csv and tsv add `--section-column Origin`).
//
//   swift run Showcase [FORMAT]     (any output format: text, markdown, html, latex, rst, ...)

import Foundation
import TableShim

let engine = ["Performance", "Engine"]
let economy = ["Performance", "Fuel economy"]
let columns: [Column] = [
  "Model",
  Column("Released", format: .date("d MMM yyyy")),
  Column("Horsepower", format: .integer(), spanners: engine),
  Column("Torque (lb-ft)", format: .integer(), spanners: engine),
  Column("City (mpg)", format: .integer(), spanners: economy),
  Column("Highway (mpg)", format: .integer(), spanners: economy),
  Column(
    "Price", format: .currency("USD", decimals: 0), summaries: [.sum, .mean],
    grandSummaries: [.sum, .mean]),
  Column(
    "Share of sales", format: .percent(decimals: 1), summaries: [.sum], grandSummaries: [.sum]),
]

/// One car: its cells as the data has them, before formatting; its name is the row's text
/// and its first figure the detail, as a decoded row of a list file or CSV has them.
func car(id: String? = nil, _ cells: String...) -> Row {
  Row(CellContent(text: cells[0], detailText: cells[1], columns: cells, style: .value1), id: id)
}

let model = TableViewModel(
  title: "Deluxe automobiles", subtitle: "Six invented high-end models, 2014 to 2017",
  notes: [
    "Source: figures invented for this example, in the manner of gt's gtcars table.",
    "Electric models have no fuel economy in miles per gallon.",
  ],
  footnotes: [
    Footnote("Prices and shares as of the end of 2017.", on: .title),
    Footnote("List price in the United States at release.", on: .column("Price")),
    Footnote("EPA estimates, combined cycle not shown.", on: .spanner("Fuel economy")),
    Footnote(
      "Electric motor: full torque from standstill.",
      on: .cell(rowID: "volta", column: "Torque (lb-ft)")),
  ]
) {
  Section("Germany", columns: columns) {
    car("Vireo GT", "2016-03-01", "503", "442", "17", "26", "138500", "0.123")
    car("Kestrel S", "2015-09-15", "414", "406", "19", "27", "96200", "0.087")
  }
  Section("Italy", columns: columns) {
    car("Aurelia V12", "2017-02-20", "729", "509", "12", "18", "315000", "0.021")
    car("Tiberina", "2014-11-03", "562", "457", "13", "19", "229000", "")
  }
  Section("Japan and the United Kingdom", columns: columns) {
    car("Hayate R", "2016-01-12", "565", "467", "16", "22", "176000", "0.064")
    car(id: "volta", "Volta One", "2017-06-30", "536", "713", "", "", "74500", "0.254")
  }
}

let name = CommandLine.arguments.dropFirst().first ?? "text"
guard CommandLine.arguments.count <= 2, let entry = OutputFormat.entry(named: name) else {
  FileHandle.standardError.write(Data("usage: Showcase [FORMAT]\n".utf8))
  exit(2)
}
// CSV and TSV hold one section: the sections go in a column of their own.
let format = entry.format(OutputFormat.Options(sectionColumn: "Origin"))
var shim = TableShim()
shim.missingMark = "—"
do {
  print(try shim.render(model, as: format), terminator: "")
} catch {
  FileHandle.standardError.write(Data("Showcase: \(error)\n".utf8))
  exit(1)
}
