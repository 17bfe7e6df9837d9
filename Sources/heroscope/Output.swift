import Foundation
import HeroPlanner

/// The only writers to stdout and stderr: everything passes the sanitiser first.
enum Output {
  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((TerminalText.printable(text) + "\n").utf8))
  }

  /// Writes raw bytes the program made itself (ANSI frames), unsanitised.
  static func raw(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((TerminalText.printable(text) + "\n").utf8))
  }
}
