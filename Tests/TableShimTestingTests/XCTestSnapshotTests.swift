import Foundation
import TableShim
import TableShimTesting
import XCTest

/// The module used from XCTest: the same assertion fails through `XCTFail`.
final class XCTestSnapshotTests: XCTestCase {
  private let model = TableViewModel(title: "XCTest") {
    Section { Row("손흥민", detail: "대한민국") }
  }

  func testATableMatchesItsCommittedSnapshot() {
    assertSnapshot(of: model, as: .markdown)
  }

  func testAMismatchIsAFailureMessageWithADiff() throws {
    let directory = FileManager.default.temporaryDirectory.appending(path: "xctest-\(UUID())")
    _ = verifySnapshot(of: model, as: .markdown, named: "m", snapshotDirectory: directory)
    let failure = verifySnapshot(
      of: TableViewModel(title: "other"), as: .markdown, named: "m", snapshotDirectory: directory)
    XCTAssertEqual(failure?.contains("-# XCTest"), true)
    XCTAssertEqual(failure?.contains("+# other"), true)
  }

  func testVerifyRecordsThenPassesOutsideSwiftTesting() throws {
    let directory = FileManager.default.temporaryDirectory.appending(path: "xctest-\(UUID())")
    let first = verifySnapshot(of: model, as: .text, snapshotDirectory: directory)
    XCTAssertEqual(first?.hasPrefix("recorded snapshot"), true)
    XCTAssertNil(verifySnapshot(of: model, as: .text, named: "1", snapshotDirectory: directory))
  }
}
