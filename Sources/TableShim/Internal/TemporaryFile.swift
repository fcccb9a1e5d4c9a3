#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new file made with `mkstemp`, so that no other file of that name can be taken over:
/// the one way the package and its command line make temporary files.
package enum TemporaryFile {
  /// The folder for temporary files: `TMPDIR`, else `/tmp`.
  package static var folder: String {
    getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  }

  /// Makes a new file, open for reading and writing, at `prefix` followed by six characters
  /// that make its name unique.
  ///
  /// - Parameter prefix: The path of the file but its last six characters.
  /// - Returns: The file's descriptor and its path, or the `errno` of the failure.
  package static func make(prefix: String) -> Result<(descriptor: Int32, path: String), Failure> {
    var template = Array((prefix + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return .failure(Failure(errno: errno)) }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return .success((descriptor, path))
  }

  /// Makes a new file in ``folder`` and unlinks it at once: a file that no other process
  /// can open and that goes away with its descriptor.
  ///
  /// - Parameter name: What the file is for, in its name while it has one
  ///   (`tableshim-NAME-` and six characters).
  /// - Returns: The file's descriptor, or the `errno` of the failure.
  package static func makeUnlinked(named name: String) -> Result<Int32, Failure> {
    make(prefix: "\(folder)/tableshim-\(name)-").map { file in
      _ = unlink(file.path)
      return file.descriptor
    }
  }

  /// Why a temporary file could not be made.
  package struct Failure: Error {
    /// The `errno` that `mkstemp` left.
    package let errno: Int32
  }
}
