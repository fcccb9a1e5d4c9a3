// swift-tools-version: 6.1
// TableShim's benchmarks, in a package of their own so that the root package keeps zero
// dependencies. Run from this folder: `swift package benchmark` (see README.md).

import PackageDescription

let package = Package(
  name: "TableShimBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "TableShim", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // The mixed rows every benchmark and the peer comparison use.
    .target(name: "MixedData", dependencies: [.product(name: "TableShim", package: "TableShim")]),
    .executableTarget(name: "generate-mixed-data", dependencies: ["MixedData"]),
    // The renderer alone, for scripts/check-budgets.sh.
    .executableTarget(
      name: "measure-render",
      dependencies: ["MixedData", .product(name: "TableShim", package: "TableShim")]),
    // The library diff, and the inputs of scripts/measure-diff.sh.
    .executableTarget(
      name: "measure-diff",
      dependencies: ["MixedData", .product(name: "TableShim", package: "TableShim")]),
    .executableTarget(
      name: "TableShimBenchmarks",
      dependencies: [
        "MixedData",
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "TableShim", package: "TableShim"),
        .product(name: "TableShimInput", package: "TableShim"),
      ],
      path: "Benchmarks/TableShimBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ]
)
