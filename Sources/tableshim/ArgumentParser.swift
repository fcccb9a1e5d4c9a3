/// Reads the command line against the option table.
///
/// Options may come before, between or after inputs; `--name=value`, `--name value`, `-x value`
/// and `-xvalue` all work; `--` ends the options; `-` alone is standard input.
enum ArgumentParser {
  /// Reads `arguments` against `table`: the render's options unless a subcommand gives its own.
  static func parse(_ arguments: [String], options table: [Option] = options) throws -> Settings {
    var settings = Settings()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        settings.inputs += remaining
        break
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = body.prefix { $0 != "=" }
        let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let option = table.first(where: { $0.long == name }) else {
          throw UsageError.unknownOption(argument)
        }
        try apply(option, named: "--\(name)", inline: inline, to: &settings, from: &remaining)
      } else if argument.hasPrefix("-"), argument.count > 1 {
        let letter = argument.dropFirst().first!
        guard let option = table.first(where: { $0.short == letter }) else {
          throw UsageError.unknownOption(argument)
        }
        let rest = String(argument.dropFirst(2))
        if option.value == nil, !rest.isEmpty {
          throw UsageError.unknownOption(argument)
        }
        try apply(
          option, named: "-\(letter)", inline: rest.isEmpty ? nil : rest, to: &settings,
          from: &remaining)
      } else {
        settings.inputs.append(argument)
      }
    }
    return settings
  }

  private static func apply(
    _ option: Option, named name: String, inline: String?, to settings: inout Settings,
    from remaining: inout ArraySlice<String>
  ) throws {
    guard option.value != nil else {
      if inline != nil { throw UsageError.unexpectedValue(option: name) }
      try option.apply(&settings, "")
      return
    }
    guard let value = inline ?? remaining.popFirst() else {
      throw UsageError.missingValue(option: name, value: option.value ?? "VALUE")
    }
    try option.apply(&settings, value)
  }
}
