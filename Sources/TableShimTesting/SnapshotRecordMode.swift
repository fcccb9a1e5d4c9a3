internal import Foundation

/// When an assertion writes the snapshot file instead of only comparing with it.
///
/// Every mode that writes a file also fails the assertion, so that a recording never passes
/// unnoticed: run the tests again to see them pass.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Write every snapshot, whatever is on disk.
  case all
  /// Write the snapshots that have no file yet (the default).
  case missing
  /// Write the snapshots that have no file or do not match it.
  case failed
  /// Write nothing: a missing snapshot is a failure.
  case never

  /// The mode named by `TABLESHIM_RECORD` in the environment, `missing` when it is unset.
  ///
  /// - Throws: A message naming the valid values when the variable holds another value.
  static func fromEnvironment() throws(SnapshotConfigurationError) -> SnapshotRecordMode {
    guard let value = ProcessInfo.processInfo.environment["TABLESHIM_RECORD"], !value.isEmpty
    else { return .missing }
    guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
      throw SnapshotConfigurationError(
        message: "TABLESHIM_RECORD is '\(value)'; expected all, missing, failed or never")
    }
    return mode
  }
}

/// A snapshot setting that cannot be used.
struct SnapshotConfigurationError: Error {
  let message: String
}
