import Synchronization

/// Values a command is done with, left for the process's exit to take back with the rest of
/// its memory.
///
/// `plan --json` of 10,000 all-matched views spent about a twentieth of its instructions
/// releasing the plan's views one by one after its last byte was written, just before `main`
/// exits. Only for what a command would otherwise free on its way back to `main`.
enum KeptUntilExit {
  private static let values = Mutex<[any Sendable]>([])

  static func keep(_ value: any Sendable) {
    values.withLock { $0.append(value) }
  }
}
