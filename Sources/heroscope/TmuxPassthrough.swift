import Foundation

/// Whether tmux hands escape sequences on to the outer terminal (`allow-passthrough`), asked
/// of tmux itself before `play` sets the terminal up: without it no query or image gets
/// through, and asking would only cost the probe's wait.
enum TmuxPassthrough {
  /// The longest tmux is given to answer.
  static let timeout = 1.0

  /// `tmux show -Apv allow-passthrough` for this pane: true for `on` (and tmux 3.4's `all`),
  /// false for `off`, nil when tmux cannot be asked or says something else (then the probe
  /// tries, and a reply coming through says it is on).
  static func ask() -> Bool? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "show", "-Apv", "allow-passthrough"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    guard process.terminationStatus == 0 else { return nil }
    // A few bytes: the pipe holds them all once tmux has exited.
    let data = output.fileHandleForReading.readDataToEndOfFile().prefix(64)
    switch String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) {
    case "on", "all": return true
    case "off": return false
    default: return nil
    }
  }
}
