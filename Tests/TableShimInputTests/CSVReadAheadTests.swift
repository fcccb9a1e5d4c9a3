import Foundation
import TableShim
import Testing

@testable import TableShimInput

/// The events of a CSV or TSV input, decoded with or without reading ahead, each described
/// with its id, and the error that ends them as its message.
private func outcome(
  _ source: InputSource, dialect: CSVDecoder.Dialect = .csv, key: String? = nil,
  readingAhead: Bool
) -> [String] {
  do {
    var decoder = try CSVDecoder(source, dialect: dialect, key: key, readingAhead: readingAhead)
    var lines: [String] = []
    while true {
      let event: TableEvent?
      do {
        event = try decoder.nextEvent()
      } catch {
        lines.append("error: \(error)")
        // The error is thrown again by a later call.
        do {
          _ = try decoder.nextEvent()
          lines.append("no error after the error")
        } catch let again {
          if "\(again)" != "\(error)" { lines.append("another error: \(again)") }
        }
        return lines
      }
      guard let event else { return lines }
      var line = describe(event)
      if case .cell(let cell) = event {
        line += " id:\(cell.id.map { "\($0)" } ?? "-") at:\(decoder.lastRowLocation?.line ?? 0)"
      }
      lines.append(line)
    }
  } catch {
    return ["error before the first event: \(error)"]
  }
}

@Test func csvReadAheadGivesTheSameEventsAndErrorsInTheSameOrder() {
  let texts = [
    scores,
    "a,b\n",
    "a,b\r\n\"x, y\",\"say \"\"hi\"\"\"\r\n\"two\r\nlines\",\"one\nmore\"\r\n\"\",\"\"\"\"\r\n",
    "a,b,c\n1\n1,2\n\n\n3,4,5",
    "a,b\n1,2\n손흥민,2,3,4\n",
    "a,b\n\"1\n2\",\"3\n4\",5\n",
    "a,b\n1,\"two\nthree\n",
    "a,b\n1,x\"y\n",
    "a,b\n\"손\"x,2\n",
    "\u{FEFF}Name,Goals\r\n👍🏽,\"1\r\n2\"\r\nKane,\r\n",
  ]
  for text in texts {
    let source = { InputSource.text(text, name: "scores.csv") }
    #expect(
      outcome(source(), key: nil, readingAhead: true)
        == outcome(source(), key: nil, readingAhead: false), "\(text.debugDescription)")
  }
  let keyed = { InputSource.text(scores, name: "scores.csv") }
  let withIds = outcome(keyed(), key: "Player", readingAhead: true)
  #expect(withIds == outcome(keyed(), key: "Player", readingAhead: false))
  #expect(withIds[1].hasSuffix("id:Son Heung-min at:2"))
}

@Test func tsvReadAheadGivesTheSameEscapesAndErrors() {
  let texts = [
    "a\tb\nx\\ty\tone\\\\two\\n\nback\\\tslash\\q\\\n\"q\"\t'\n",
    "a\tb\n1\t2\t3\n",
  ]
  for text in texts {
    let source = { InputSource.text(text, name: "scores.tsv") }
    #expect(
      outcome(source(), dialect: .tsv, readingAhead: true)
        == outcome(source(), dialect: .tsv, readingAhead: false), "\(text.debugDescription)")
  }
  #expect(
    outcome(.text(texts[0], name: "scores.tsv"), dialect: .tsv, readingAhead: true)[1]
      == "R x\ty,one\\two\n value1 d:one\\two\n id:- at:2")
}

@Test func csvReadAheadGivesTheSameRowsAcrossManyBatchesAndChunks() {
  func source() -> InputSource {
    GeneratedSource(head: "n,name,note\n", lines: 30_000) {
      $0 % 1_000 == 999 ? "\($0),\"손흥민\n👍🏽\",\"a \"\"b\"\"\"\n" : "\($0),대한민국,x\n"
    }.input(named: "big.csv")
  }
  let inline = outcome(source(), readingAhead: false)
  #expect(inline.count == 30_002)
  #expect(outcome(source(), readingAhead: true) == inline)
}

@Test func aCSVErrorPastTheFirstBatchComesAfterEveryRowBeforeIt() {
  var text = "n,name\n"
  for index in 0..<5_000 { text += "\(index),row\n" }
  text += "5000,\"never\"closed\nnever,read\n"
  let source = { InputSource.text(text, name: "scores.csv") }
  let events = outcome(source(), readingAhead: true)
  #expect(events == outcome(source(), readingAhead: false))
  #expect(events.filter { $0.hasPrefix("R ") }.count == 5_000)
  #expect(
    events.last
      == "error: scores.csv:5002:13: expected a separator or the end of the record after the "
      + "closing quote")
}

@Test(.timeLimit(.minutes(5)))
func aCSVDecoderLetGoStopsItsReadingThread() throws {
  let source = GeneratedSource(head: "n,team\n", lines: 1_000_000) { "\($0),대한민국\n" }
  do {
    var decoder = try CSVDecoder(source.input(named: "big.csv"), readingAhead: true)
    for _ in 0..<10 { _ = try decoder.nextEvent() }
  }
  // The thread stops at its next batch: far fewer than a million lines are ever read.
  var served = source.served
  for _ in 0..<50 {
    Thread.sleep(forTimeInterval: 0.01)
    served = source.served
  }
  #expect(served < 10 * CSVReadAhead.batchSize * 30 + ByteLineReader.chunkSize)
}

// MARK: Grouped rows read once

@Test func aCopyOfAGroupedDecoderSendsTheRowsAnotherCopyRead() throws {
  let source = GeneratedSource(head: "Team,Player\n", lines: 3_000) {
    "\(["대한민국", "France", "", "Argentina"][$0 % 4]),player \($0)\n"
  }
  let decoder = try CSVDecoder(
    source.input(named: "big.csv"), groupBy: "Team", readingAhead: true)
  var first = decoder
  let firstEvents = outcome(of: &first)
  let reads = source.reads
  #expect(source.isExhausted)
  var second = decoder
  #expect(outcome(of: &second) == firstEvents)
  #expect(source.reads == reads)
  #expect(firstEvents.count == 3_000 + 8)
  #expect(firstEvents[0] == "S 대한민국 Player")
  #expect(firstEvents[752] == "S France Player")
}

@Test func aCopyOfAGroupedDecoderThrowsTheErrorAnotherCopyMet() throws {
  let decoder = try CSVDecoder(
    .text("Team,Player\nx,y\na,b,c\n", name: "scores.csv"), groupBy: "Team")
  var first = decoder
  var second = decoder
  let message = "scores.csv:3:4: record has 3 fields; the titles name 2 columns"
  #expect(outcome(of: &first) == ["error: \(message)"])
  #expect(outcome(of: &second) == ["error: \(message)"])
}

@Test func manyGroupsKeepTheOrderTheirValuesFirstAppearIn() throws {
  // More distinct values than the group index starts with room for, some of them alike in
  // their first bytes, so that it grows and probes.
  var text = "Group,n\n"
  for index in 0..<4_000 { text += "g\((index * 7_919) % 1_000),\(index)\n" }
  let events = try trace(text, .csv, groupBy: "Group")
  let headers = events.filter { $0.hasPrefix("S ") }
  #expect(headers.count == 1_000)
  var expected: [String] = []
  var seen = Set<Int>()
  for index in 0..<1_000 where seen.insert((index * 7_919) % 1_000).inserted {
    expected.append("S g\((index * 7_919) % 1_000) n")
  }
  #expect(headers == expected)
  #expect(events.filter { $0.hasPrefix("R ") }.count == 4_000)
}

@Test func groupedRowsReadAheadGiveTheSameSectionsAndErrors() throws {
  func grouped(_ source: InputSource, readingAhead: Bool) -> [String] {
    do {
      var decoder = try CSVDecoder(
        source, groupBy: "Team", key: "Player", readingAhead: readingAhead)
      // Ids, which `describe` leaves out, from a copy made before the first event and read
      // after it.
      var again = decoder
      var lines = outcome(of: &decoder)
      while let event = try again.nextEvent() {
        if case .cell(let cell) = event { lines.append("\(cell.id.map { "\($0)" } ?? "-")") }
      }
      return lines
    } catch {
      return ["error: \(error)"]
    }
  }
  let texts = [
    scores, "Team,Player\n", "Team,Player\nx,y\na,b,c\n", "Team,Player\n\"x\n",
    "Player,Team\nSon\n",
  ]
  for text in texts {
    let source = { InputSource.text(text, name: "scores.csv") }
    #expect(
      grouped(source(), readingAhead: true) == grouped(source(), readingAhead: false),
      "\(text.debugDescription)")
  }
  func big() -> InputSource {
    GeneratedSource(head: "Team,Player,Note\n", lines: 20_000) {
      "\(["대한민국", "France", "", "Argentina", "\"a,b\""][$0 % 5]),p\($0),\"x\n👍🏽\"\n"
    }.input(named: "big.csv")
  }
  let inline = grouped(big(), readingAhead: false)
  #expect(inline.count == 2 * 20_000 + 5 * 2)
  #expect(grouped(big(), readingAhead: true) == inline)
}
