internal import Foundation
internal import Synchronization

/// Finds, compares and records snapshot files: the pure layer under `assertSnapshot`, which
/// returns a failure message instead of reporting it.
enum SnapshotVerifier {
  /// How many unnamed snapshots each test has taken in this run, by file and test.
  private static let counters = Mutex<[String: Int]>([:])

  /// Compares `actual` with its snapshot file, writing the file as the record mode says.
  ///
  /// With the `table` the snapshot shows, the table is recorded beside the file as JSON, and
  /// a mismatch shows the table difference from the recorded table above the line diff.
  ///
  /// - Returns: A failure message, or `nil` when the snapshot matches.
  static func verify(
    _ actual: String, table: TableSidecar? = nil, fileExtension: String, named name: String?,
    record: SnapshotRecordMode?,
    snapshotDirectory: URL?, filePath: String, function: String
  ) -> String? {
    let mode: SnapshotRecordMode
    if let record {
      mode = record
    } else {
      do {
        mode = try SnapshotRecordMode.fromEnvironment()
      } catch {
        return error.message
      }
    }
    let testName = sanitized(testName(of: function))
    let folder =
      snapshotDirectory
      ?? URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appending(path: "__Snapshots__")
      .appending(path: URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent)
    let label = name.map(sanitized) ?? "\(nextCount(for: "\(filePath)#\(testName)"))"
    let file = folder.appending(path: "\(testName).\(label).\(fileExtension)")
    let expected = try? Data(contentsOf: file)
    if mode == .all || (expected == nil && mode != .never) {
      return write(actual, table: table, to: file, folder: folder).map {
        "could not record \(file.path): \($0)"
      }
        ?? "recorded snapshot \(file.path)\(expected == nil ? "" : " (it was overwritten)"); "
        + "run the test again to compare with it"
    }
    guard let expected else {
      return "no snapshot at \(file.path), and the record mode is 'never'"
    }
    let expectedText = String(decoding: expected, as: UTF8.self)
    if Data(actual.utf8) == expected { return nil }
    let saved = saveActual(actual, for: file)
    var message = ""
    if let table {
      if let recorded = TableSidecar.read(for: file) {
        message += "table difference (snapshot → actual):\n"
        message += TableSidecar.difference(recorded: recorded, actual: table) + "\n"
      } else {
        message +=
          "no table beside the snapshot (\(TableSidecar.file(for: file).lastPathComponent)); "
        message += "record the snapshot again for a table difference\n\n"
      }
    }
    message += "snapshot \(file.lastPathComponent) does not match (- snapshot, + actual):\n"
    message += LineDiff.diff(expected: expectedText, actual: actual)
    if let saved { message += "\nactual output written to \(saved.path)" }
    if mode == .failed {
      let failure = write(actual, table: table, to: file, folder: folder)
      message += failure.map { "\ncould not record: \($0)" } ?? "\nrecorded the new snapshot"
    }
    return message
  }

  /// The test's name from `#function`: `testRendersGrid()` or `rendersGrid(style:)` loses its
  /// parameter list.
  static func testName(of function: String) -> String {
    String(function.prefix { $0 != "(" })
  }

  /// A name safe for a file: letters, digits, `-`, `_` and `.` stay, anything else is `_`.
  static func sanitized(_ name: String) -> String {
    let safe = name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" }
    return safe.isEmpty ? "snapshot" : String(safe)
  }

  private static func nextCount(for key: String) -> Int {
    counters.withLock { counts in
      counts[key, default: 0] += 1
      return counts[key]!
    }
  }

  /// Writes the file atomically, and the table's JSON beside it; returns what went wrong, or
  /// `nil`.
  private static func write(
    _ text: String, table: TableSidecar? = nil, to file: URL, folder: URL
  ) -> String? {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
      if let table {
        try table.encoded().write(to: TableSidecar.file(for: file), options: .atomic)
      }
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Writes the actual output under the temporary folder, for diffing or copying.
  private static func saveActual(_ text: String, for file: URL) -> URL? {
    let folder = FileManager.default.temporaryDirectory.appending(path: "tableshim-snapshots")
    let target = folder.appending(path: file.lastPathComponent)
    return write(text, to: target, folder: folder) == nil ? target : nil
  }
}
