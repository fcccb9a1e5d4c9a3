// tableshim: renders a list file, CSV, TSV or JSON as plain text, Markdown or HTML.
// All rendering is TableShim's; this executable parses arguments, reads and writes.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Command.run(Array(CommandLine.arguments.dropFirst())))
