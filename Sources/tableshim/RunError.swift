#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure while reading, rendering or writing: exit status 1.
enum RunError: Error, CustomStringConvertible {
  case cannotRead(String, errno: Int32)
  case cannotWrite(String, errno: Int32)

  var description: String {
    switch self {
    case .cannotRead(let path, let code): "\(path): cannot read: \(String(cString: strerror(code)))"
    case .cannotWrite(let path, let code):
      "\(path): cannot write: \(String(cString: strerror(code)))"
    }
  }
}
