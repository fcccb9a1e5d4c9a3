/// `--color WHEN`: whether text output is coloured.
enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour when standard output is a terminal, as the environment's conventions allow.
  case auto
  /// Always colour, whatever the environment says.
  case always
  /// Never colour.
  case never

  /// Whether output is coloured, given where it goes and the environment.
  ///
  /// `always` and `never` decide alone: a flag on the command line wins over the
  /// environment, as the NO_COLOR convention asks. For `auto`, in this order:
  /// 1. `NO_COLOR` set to anything but the empty string: no colour (no-color.org);
  /// 2. `CLICOLOR_FORCE` set to anything but `0`, or `FORCE_COLOR` set to anything but the
  ///    empty string, `0` or `false`: colour, even into a pipe or a file;
  ///    `FORCE_COLOR=0` or `false`: no colour;
  /// 3. not a terminal, `TERM=dumb`, or `CLICOLOR=0`: no colour;
  /// 4. otherwise colour.
  ///
  /// - Parameters:
  ///   - toTerminal: Whether the output goes to a terminal.
  ///   - environment: The environment variables.
  /// - Returns: Whether to colour the output.
  func colors(toTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto: break
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if let force = environment["CLICOLOR_FORCE"], force != "0" { return true }
    if let force = environment["FORCE_COLOR"], !force.isEmpty {
      return force != "0" && force.lowercased() != "false"
    }
    guard toTerminal, environment["TERM"] != "dumb", environment["CLICOLOR"] != "0" else {
      return false
    }
    return true
  }
}
