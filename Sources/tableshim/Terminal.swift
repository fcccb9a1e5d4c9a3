#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command knows of the terminal it writes to.
enum Terminal {
  /// The width text output fits: the terminal's on standard output, asked of the terminal
  /// itself; else `COLUMNS` from the environment, when it is a positive number (shells set
  /// it but do not export it, so it reaches a program only when a user exports it, for a
  /// pipe or a pager too); else `nil`, so that redirected output is not wrapped.
  static var standardOutputWidth: Int? {
    if isatty(1) == 1 {
      var size = winsize()
      if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    }
    if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 {
      return columns
    }
    return nil
  }

  /// Whether standard output is a terminal.
  static var standardOutputIsATerminal: Bool { isatty(1) == 1 }

  /// The environment variables that `--color auto` heeds, those that are set.
  static var colorEnvironment: [String: String] {
    var environment: [String: String] = [:]
    for name in ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "CLICOLOR", "TERM"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  /// Writes a line to standard error.
  static func report(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
  }
}
