import Foundation
import Testing

@testable import tableshim

private let list = """
  # Players
  ## Forwards
  - Messi | Argentina
  - [x] Son Heung-min | 대한민국
  > Goals.

  """

/// What `--color auto` decides, rule by rule (Docs/CLI.md, `--color`).
@Suite struct ColorChoiceTests {
  @Test(
    arguments: [
      // A terminal colours, unless TERM is dumb or CLICOLOR is 0.
      ([:], true, true), (["TERM": "xterm-256color"], true, true), (["TERM": "dumb"], true, false),
      (["CLICOLOR": "0"], true, false), (["CLICOLOR": "1"], true, true),
      // A pipe or a file does not, unless forced.
      ([:], false, false), (["FORCE_COLOR": "1"], false, true), (["FORCE_COLOR": "3"], false, true),
      (["FORCE_COLOR": ""], false, false), (["FORCE_COLOR": "0"], true, false),
      (["FORCE_COLOR": "false"], true, false), (["CLICOLOR_FORCE": "1"], false, true),
      (["CLICOLOR_FORCE": "0"], false, false), (["FORCE_COLOR": "1", "TERM": "dumb"], false, true),
      // NO_COLOR, when not empty, wins over everything the environment says.
      (["NO_COLOR": "1"], true, false), (["NO_COLOR": ""], true, true),
      (["NO_COLOR": "1", "FORCE_COLOR": "1"], true, false),
      (["NO_COLOR": "yes", "CLICOLOR_FORCE": "1"], false, false),
    ] as [([String: String], Bool, Bool)])
  func autoFollowsTheEnvironment(environment: [String: String], terminal: Bool, colors: Bool) {
    #expect(ColorChoice.auto.colors(toTerminal: terminal, environment: environment) == colors)
  }

  @Test func theFlagWinsOverTheEnvironment() {
    #expect(ColorChoice.always.colors(toTerminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.never.colors(toTerminal: true, environment: ["FORCE_COLOR": "1"]))
  }

  @Test func colourIsWrittenOnlyWhenAskedForAndStripsToTheOutputWithout() throws {
    let plain = try TableShimProcess.run(["-t", "text"], input: list, environment: [:])
    let forced = try TableShimProcess.run(
      ["-t", "text"], input: list, environment: ["FORCE_COLOR": "1"])
    let always = try TableShimProcess.run(
      ["--color", "always"], input: list, environment: ["NO_COLOR": "1"])
    let never = try TableShimProcess.run(
      ["--color=never"], input: list, environment: ["FORCE_COLOR": "1"])
    #expect(!plain.output.contains("\u{1B}"))
    #expect(!never.output.contains("\u{1B}"))
    #expect(forced.output.contains("\u{1B}[1;4mPlayers\u{1B}[0m\n"))
    #expect(always.output == forced.output)
    #expect(strippingEscapes(forced.output) == plain.output)
  }

  @Test func zebraShadesEveryOtherRow() throws {
    let result = try TableShimProcess.run(["--color", "always", "--zebra"], input: list)
    let rows = result.output.split(separator: "\n").filter {
      $0.contains("Messi") || $0.contains("Son")
    }
    #expect(
      rows == ["- Messi \u{2014} Argentina", "\u{1B}[100m[x] Son Heung-min \u{2014} 대한민국\u{1B}[0m"])
  }

  @Test func aBadWhenIsAUsageError() throws {
    let result = try TableShimProcess.run(["--color", "sometimes"], input: list)
    #expect(result.status == 2)
    #expect(result.error.contains("auto, always, never"))
  }
}

/// The text without its SGR escape sequences (`ESC [ digits and semicolons m`).
func strippingEscapes(_ text: String) -> String {
  text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
}
