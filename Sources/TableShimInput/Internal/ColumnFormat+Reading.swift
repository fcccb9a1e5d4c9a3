import TableShim

extension ColumnFormat {
  /// A format read from its spec; a bad spec is an error at its place, `at` giving the
  /// location of a byte offset into the spec.
  static func read(_ spec: String, at: (Int) -> InputLocation) throws(InputError)
    -> ColumnFormat
  {
    do {
      return try ColumnFormat(spec: spec)
    } catch {
      let byteOffset = spec.unicodeScalars.prefix(error.offset).reduce(0) {
        $0 + UTF8.width($1)
      }
      throw .badColumnFormat(at(byteOffset), spec: spec, expected: error.expected)
    }
  }
}
