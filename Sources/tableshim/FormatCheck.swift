internal import TableShim
internal import TableShimInput

/// The warnings of `--check` about cells that do not fit their format.
///
/// Every cell that does not read under its column's format is reported at `FILE:LINE:COL`
/// where the input's decoder knows the row's place, else `FILE: section S, row R`. They go to standard error and leave the exit status at 0. Standard input, read
/// once by the render's check, is not checked for formats.
enum FormatCheck {
  static func run(_ settings: Settings) throws {
    let names = settings.inputs.isEmpty ? ["-"] : settings.inputs
    for name in names where name != "-" {
      let format = try TableFiles.format(of: name, settings: settings)
      var report = ""
      try TableInput.checkFormats(
        from: TableFiles.source(name), format: format, groupBy: settings.groupBy,
        adjustingColumns: settings.columnOptions.apply
      ) { location, finding in
        let place = location.map { "\($0)" } ?? "\(name): \(finding.place)"
        report += "\(place): warning: \(finding.message) [\(finding.rule.rawValue)]\n"
      }
      if !report.isEmpty { Terminal.report(String(report.dropLast())) }
    }
  }
}
