public import Foundation
internal import Testing
internal import XCTest

/// Checks a value against its snapshot file, in an XCTest or a Swift Testing test.
///
/// The file is `__Snapshots__/<TestFile>/<testName>.<n>.<ext>` beside the test file, where
/// `n` counts the test's snapshots (or is `name`). A missing file is recorded and the test
/// fails saying so; run it again to pass. A mismatch fails with a line diff and writes the
/// actual output to a temporary file it names. `TABLESHIM_RECORD=all|missing|failed|never`
/// in the environment, or `record:`, changes when files are written.
///
/// ```swift
/// @Test func rendersPlayers() {
///   assertSnapshot(of: players, as: .markdown)
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: How the value becomes text, and the file's extension.
///   - name: A name for the snapshot instead of its number.
///   - record: When to write the file; `nil` takes `TABLESHIM_RECORD`, else `missing`.
///   - fileID: The calling file's ID, for Swift Testing.
///   - filePath: The calling file's path, which places the snapshot folder.
///   - function: The calling test, which names the snapshot file.
///   - line: The calling line, where the failure is reported.
///   - column: The calling column, where the failure is reported.
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value>,
  named name: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: record, filePath: "\(filePath)",
    function: function)
  guard let failure else { return }
  if Test.current != nil {
    let location = SourceLocation(
      fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    Issue.record(Comment(rawValue: failure), sourceLocation: location)
  } else {
    XCTFail(failure, file: filePath, line: line)
  }
}

/// Compares a value with its snapshot file and returns why it failed, or `nil`: the layer
/// under ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``, for
/// test helpers of your own.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: How the value becomes text, and the file's extension.
///   - name: A name for the snapshot instead of its number.
///   - record: When to write the file; `nil` takes `TABLESHIM_RECORD`, else `missing`.
///   - snapshotDirectory: The folder of the snapshot files; `nil` for `__Snapshots__/<TestFile>`
///     beside `filePath`.
///   - filePath: The test file's path.
///   - function: The test's name, as `#function` gives it.
/// - Returns: The failure message, or `nil` when the snapshot matches.
public func verifySnapshot<Value>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value>,
  named name: String? = nil, record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil,
  filePath: String = #filePath, function: String = #function
) -> String? {
  let text: String
  let table: TableSidecar?
  do {
    let value = try value()
    text = try snapshotting.snapshot(value)
    table = snapshotting.table.map { TableSidecar($0(value)) }
  } catch {
    return "could not take the snapshot: \(error)"
  }
  return SnapshotVerifier.verify(
    text, table: table, fileExtension: snapshotting.fileExtension, named: name, record: record,
    snapshotDirectory: snapshotDirectory, filePath: filePath, function: function)
}
