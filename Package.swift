// swift-tools-version: 6.2
// TableShim renders UITableView-shaped content as plain text, Markdown and HTML.
// The root package has no dependencies: the standard library, Foundation and the
// toolchain's test libraries only. Benchmarks live in their own package under Benchmarks/.

import PackageDescription

let package = Package(
  name: "TableShim",
  products: [
    .library(name: "TableShim", targets: ["TableShim"]),
    .library(name: "TableShimInput", targets: ["TableShimInput"]),
    .library(name: "TableShimTesting", targets: ["TableShimTesting"]),
    .executable(name: "tableshim", targets: ["tableshim"]),
  ],
  targets: [
    .target(name: "TableShim"),
    .target(name: "TableShimInput", dependencies: ["TableShim"]),
    .target(name: "TableShimTesting", dependencies: ["TableShim"]),
    .executableTarget(name: "tableshim", dependencies: ["TableShim", "TableShimInput"]),
    .testTarget(
      name: "TableShimTests", dependencies: ["TableShim", "TableShimTesting"],
      exclude: [
        "Backends/__Snapshots__", "Layout/__Snapshots__", "Formatting/__Snapshots__",
      ]),
    .testTarget(name: "TableShimInputTests", dependencies: ["TableShimInput"]),
    .testTarget(
      name: "TableShimTestingTests", dependencies: ["TableShimTesting"],
      exclude: ["__Snapshots__"]),
    // Runs the built tableshim and examples as processes.
    .testTarget(
      name: "TableShimCLITests", dependencies: ["tableshim", "TableShimTesting"],
      exclude: ["__Snapshots__"]),
    // Renders the tables that Tests/Conformance/check.py and property_check.py parse with
    // real GFM and HTML5 parsers; run by .ci/run.
    .executableTarget(
      name: "conformance-render", dependencies: ["TableShim"], path: "Tests/Conformance/Render"),
    // Renders the fixture that Tests/Conformance/formats/latex_check.py reads back with pandoc
    // and compiles with LuaLaTeX; run by .ci/run.
    .executableTarget(
      name: "conformance-render-latex", dependencies: ["TableShim"],
      path: "Tests/Conformance/RenderLaTeX"),
    // Renders the fixture that Tests/Conformance/formats/rst_check.py and asciidoc_check.py
    // parse with Docutils, pandoc and Asciidoctor; run by .ci/run.
    .executableTarget(
      name: "conformance-render-rst-adoc", dependencies: ["TableShim"],
      path: "Tests/Conformance/RenderDocuments"),
    // Renders the fixture that Tests/Conformance/formats/{org,mediawiki,jira}_check.py read
    // back with pandoc; run by .ci/run.
    .executableTarget(
      name: "conformance-render-wiki", dependencies: ["TableShim"],
      path: "Tests/Conformance/RenderWiki"),
  ],
  swiftLanguageModes: [.v6]
)

// Each example is an executable built by CI and runnable with `swift run NAME`.
for example in ["SoccerPlayers", "IntList", "Repositories", "StatefulRows", "Showcase"] {
  package.targets.append(
    .executableTarget(
      name: example, dependencies: ["TableShim"], path: "Examples/\(example)",
      exclude: example == "Repositories" ? ["players.json"] : []))
}

// Upcoming features and strictness for every target, in one place.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .treatAllWarnings(as: .error),
    ]
}
