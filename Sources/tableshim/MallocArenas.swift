#if canImport(Glibc)
  import Glibc
#endif

/// The number of malloc arenas glibc may make, capped for a command whose threads allocate
/// at once.
///
/// glibc gives each thread that allocates while another does an arena of its own (up to eight
/// a core), and memory freed in one arena is not reused by the others, so two readings on two
/// threads (each with its decoder's reading thread) held about a fifth more memory at their
/// peak than one arena (`tableshim diff`, Docs/Performance.md, "Diffs"). Elsewhere, and when
/// the `MALLOC_ARENA_MAX` environment variable is set (the user's choice wins), it does nothing.
enum MallocArenas {
  /// Caps the arenas at `count`, before the threads that allocate start.
  ///
  /// ```swift
  /// MallocArenas.limit(to: 1)
  /// ```
  ///
  /// - Parameter count: The most arenas glibc may make from now on.
  static func limit(to count: Int32) {
    #if canImport(Glibc)
      guard getenv("MALLOC_ARENA_MAX") == nil else { return }
      // `mallopt` and `M_ARENA_MAX` are in <malloc.h>, which the Glibc module leaves out; the
      // function is looked up by name (RTLD_DEFAULT is a null handle), and skipped without it.
      guard let symbol = dlsym(nil, "mallopt") else { return }
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      let arenaMax: Int32 = -8  // M_ARENA_MAX, <malloc.h>
      _ = mallopt(arenaMax, count)
    #endif
  }
}
