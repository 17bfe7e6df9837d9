// swift-tools-version: 6.0
// heroscope: preview and debug Hero transitions in a terminal.
// The targets follow the one-way flow: planner ← scene ← raster ← terminal ← executable.

import PackageDescription

let package = Package(
  name: "heroscope",
  products: [
    .executable(name: "heroscope", targets: ["heroscope"]),
    .library(name: "HeroPlanner", targets: ["HeroPlanner"]),
    .library(name: "HeroScene", targets: ["HeroScene"]),
    .library(name: "HeroRaster", targets: ["HeroRaster"]),
  ],
  targets: [
    .target(name: "HeroPlanner"),
    .target(name: "HeroScene", dependencies: ["HeroPlanner"]),
    .target(name: "HeroRaster", dependencies: ["HeroPlanner"]),
    .executableTarget(name: "heroscope", dependencies: ["HeroPlanner", "HeroScene", "HeroRaster"]),
    // `swift run -c release heroscope-bench`: frame-path timings for the README.
    .executableTarget(name: "heroscope-bench", dependencies: ["HeroPlanner", "HeroRaster"]),
    .testTarget(name: "HeroPlannerTests", dependencies: ["HeroPlanner"]),
    .testTarget(name: "HeroSceneTests", dependencies: ["HeroScene", "HeroPlanner"]),
    .testTarget(name: "HeroRasterTests", dependencies: ["HeroRaster", "HeroPlanner"]),
    // Runs the built binary; depending on it makes `swift test` build it first.
    .testTarget(name: "HeroscopeEndToEndTests", dependencies: ["heroscope"]),
  ],
  swiftLanguageModes: [.v6]
)
