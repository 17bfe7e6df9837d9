// swift-tools-version: 6.0
// heroscope: preview and debug Hero transitions in a terminal.
// The targets follow the one-way flow: planner ← scene ← raster ← ANSI ← previewer ← terminal ←
// executable.

import PackageDescription

/// The libraries are optimised in debug builds too: `swift test` runs the real frame path,
/// planner and encoder over the whole gallery (and the end-to-end tests run the debug binary),
/// which unoptimised code makes several times slower. Release builds are unchanged.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// The tests build without a warning, and stay so (issue 36 §11): a warning in a test target is
/// an error. (Only the tests: the libraries also build with toolchains whose warnings differ.)
let warningFree: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "heroscope",
  products: [
    .executable(name: "heroscope", targets: ["heroscope"]),
    .library(name: "HeroPlanner", targets: ["HeroPlanner"]),
    .library(name: "HeroScene", targets: ["HeroScene"]),
    .library(name: "HeroStoryboard", targets: ["HeroStoryboard"]),
    .library(name: "HeroRaster", targets: ["HeroRaster"]),
    .library(name: "HeroPreviewer", targets: ["HeroPreviewer"]),
    .library(name: "HeroTerminal", targets: ["HeroTerminal"]),
    .library(name: "HeroCommandLine", targets: ["HeroCommandLine"]),
    .library(name: "HeroText", targets: ["HeroText"]),
    .library(name: "HeroANSI", targets: ["HeroANSI"]),
    .library(name: "HeroImage", targets: ["HeroImage"]),
  ],
  targets: [
    // Text helpers the command line shares with the planner: number printing, quoting, nearest
    // names, sanitising for the terminal.
    .target(name: "HeroText", swiftSettings: optimisedInDebug),
    .target(name: "HeroPlanner", dependencies: ["HeroText"], swiftSettings: optimisedInDebug),
    .target(
      name: "HeroScene", dependencies: ["HeroPlanner", "HeroImage"],
      swiftSettings: optimisedInDebug),
    // Interface Builder storyboards as scenes; reads XML with FoundationXML (libxml2).
    .target(name: "HeroStoryboard", dependencies: ["HeroPlanner", "HeroScene"]),
    .target(name: "HeroRaster", dependencies: ["HeroPlanner"], swiftSettings: optimisedInDebug),
    // The one C boundary: ncursesw's macros, globals and variadic calls as functions. On Darwin,
    // _XOPEN_SOURCE alone hides SIGWINCH, SIGIO and SIGINFO; _DARWIN_C_SOURCE shows them again.
    .target(
      name: "CNcurses",
      cSettings: [
        .define("_DEFAULT_SOURCE"), .define("_XOPEN_SOURCE", to: "600"),
        .define("_DARWIN_C_SOURCE", .when(platforms: [.macOS])),
      ],
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("tinfo", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]),
    // The C boundary to the system's image libraries: libpng and libjpeg-turbo (Linux; their
    // error longjmps stay in C) and zlib; and POSIX shared memory, where a local kitty reads a
    // picture (Darwin's shm_open is variadic). On Apple platforms the decoders are ImageIO's.
    .target(
      name: "CImageCodecs",
      linkerSettings: [
        .linkedLibrary("png", .when(platforms: [.linux])),
        .linkedLibrary("jpeg", .when(platforms: [.linux])),
        .linkedLibrary("z"),
      ]),
    // Image files in and out: RGBAImage, PNG and JPEG decoding with limits, PNG, APNG and GIF
    // encoding, zlib for the kitty graphics protocol.
    .target(name: "HeroImage", dependencies: ["CImageCodecs"], swiftSettings: optimisedInDebug),
    // Canvas → bytes, pure (no ncurses): terminal cells and colour modes, colour mapping, the
    // screen memory and its diff, the escape encoder, input escape decoding, terminal
    // capabilities; the ANSI and asciicast writers write through it.
    // HeroImage for zlib: the kitty graphics protocol's payloads.
    .target(
      name: "HeroANSI", dependencies: ["HeroPlanner", "HeroRaster", "HeroImage"],
      swiftSettings: optimisedInDebug),
    // The previewer without a terminal: state, reducer, loop, views, panels, editor. Its tests
    // link no ncurses.
    .target(
      name: "HeroPreviewer", dependencies: ["HeroPlanner", "HeroRaster", "HeroANSI"],
      swiftSettings: optimisedInDebug),
    // The terminal edge: ncurses for set-up and input, the screen's bytes out.
    .target(
      name: "HeroTerminal",
      dependencies: [
        "CNcurses", "HeroPlanner", "HeroRaster", "HeroANSI", "HeroPreviewer", "HeroImage",
      ]),
    // Commands as types with declared options, their parser, and help written from them
    // (swift-argument-parser's shape, since no package can be fetched).
    .target(name: "HeroCommandLine", dependencies: ["HeroText"]),
    .executableTarget(
      name: "heroscope",
      dependencies: [
        "HeroPlanner", "HeroScene", "HeroStoryboard", "HeroRaster", "HeroANSI", "HeroPreviewer",
        "HeroTerminal", "HeroCommandLine", "HeroImage",
      ]),
    // `swift run -c release heroscope-bench`: frame-path timings for the README.
    .executableTarget(
      name: "heroscope-bench",
      dependencies: [
        "HeroPlanner", "HeroScene", "HeroRaster", "HeroANSI", "HeroPreviewer", "HeroImage",
      ]),
    .testTarget(
      name: "HeroPlannerTests", dependencies: ["HeroPlanner"], swiftSettings: warningFree),
    .testTarget(
      name: "HeroSceneTests", dependencies: ["HeroScene", "HeroPlanner", "HeroImage"],
      swiftSettings: warningFree),
    // Pillow (python3-pil) makes the JPEGs and reads back the PNG, APNG and GIF output.
    .testTarget(
      name: "HeroImageTests", dependencies: ["HeroImage", "HeroTestSupport"],
      swiftSettings: warningFree),
    // Fixtures are small hand-written storyboards, read by path (the end-to-end tests use them too).
    .testTarget(
      name: "HeroStoryboardTests", dependencies: ["HeroStoryboard", "HeroScene", "HeroPlanner"],
      exclude: ["Fixtures"], swiftSettings: warningFree),
    .testTarget(
      name: "HeroRasterTests", dependencies: ["HeroRaster", "HeroPlanner"],
      swiftSettings: warningFree),
    // The encoder is also held to the shortest encoding on the previewer's real frames (the
    // gallery played through the player), hence the previewer and the scene loader; the
    // picture encoders' output is decoded back (HeroImage's PNG decoder, HeroTestSupport's
    // sixel decoder).
    .testTarget(
      name: "HeroANSITests",
      dependencies: [
        "HeroANSI", "HeroRaster", "HeroPlanner", "HeroPreviewer", "HeroScene", "HeroImage",
        "HeroTestSupport",
      ], swiftSettings: warningFree),
    // Counts the test binary's heap allocations (it defines malloc and friends, forwarding to
    // glibc's), for the tests that show the 60 Hz path allocates nothing. Linux only: Darwin has
    // no __libc_malloc, and its two-level namespace would not bind libraries to this malloc.
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    .testTarget(
      name: "HeroPreviewerTests",
      dependencies: [
        "HeroPreviewer", "HeroANSI", "HeroRaster", "HeroPlanner", "HeroScene", "HeroImage",
        "HeroTestSupport",
        .target(name: "AllocationCounter", condition: .when(platforms: [.linux])),
      ], swiftSettings: warningFree),
    .testTarget(
      name: "HeroCommandLineTests", dependencies: ["HeroCommandLine", "HeroPlanner"],
      swiftSettings: warningFree),
    // Runs the built binary; depending on it makes `swift test` build it first.
    .testTarget(
      name: "HeroscopeEndToEndTests",
      dependencies: [
        "heroscope", "HeroPlanner", "HeroScene", "HeroRaster", "HeroANSI", "HeroPreviewer",
        "HeroTestSupport", "HeroImage",
      ], swiftSettings: warningFree),
    // What the test targets that run the built binary share (its runner): test code, kept out
    // of the product's modules.
    .target(name: "HeroTestSupport", path: "Tests/HeroTestSupport", swiftSettings: warningFree),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // Capture/HeroscopeCapture.swift runs inside iOS apps; here it is compiled against stand-ins
  // named UIKit and Hero (Tests/CaptureStandIns) so its logic is tested without UIKit. Linux
  // only: on macOS these module names would shadow nothing useful and confuse the real ones.
  package.targets += [
    // HeroImage encodes the stand-in renderer's PNGs (the snapshots a capture writes).
    .target(
      name: "UIKit", dependencies: ["HeroImage"], path: "Tests/CaptureStandIns/UIKit",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Hero itself is Swift 5 code (mutable static modifiers), and so is its stand-in.
    .target(
      name: "Hero", dependencies: ["UIKit"], path: "Tests/CaptureStandIns/Hero",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The very file an app adds, unchanged.
    .target(
      name: "HeroscopeCapture", dependencies: ["UIKit", "Hero"], path: "Capture",
      sources: ["HeroscopeCapture.swift"]),
    .testTarget(
      name: "HeroscopeCaptureTests",
      dependencies: [
        "HeroscopeCapture", "UIKit", "Hero", "heroscope", "HeroScene", "HeroPlanner",
        "HeroTestSupport", "HeroImage",
      ],
      // Swift Testing ships a cross-import overlay for the real UIKit (_Testing_UIKit), which
      // a file importing both Testing and the stand-in would look for and not find.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])] + warningFree),
  ]
#endif
