import HeroCommandLine
import Testing

/// Help written from the declarations: a command's by section, the program's from every type.
@Suite struct CommandSetHelpTests {
  @Test func aCommandsHelpListsEveryDeclarationBySection() {
    #expect(
      program.help(for: Draw.self) == """
        usage: tool [draw] [SCENE] --progress P

        draws a scene

        arguments:
          SCENE                  the scene

        options:
          --progress P           where in the transition
          --format text|json     what to print
          --arcs                 draw arcs
          --watch, --no-watch    watch the file, or not
          -h, --help             show this help

        shared options:
          --container text|json  the container
          --tag TAG              a tag, with --container

        Draws it once.
        """)
  }

  @Test func theProgramsHelpListsEveryCommandFromItsType() throws {
    guard case .help(let text) = try program.parse(["--help"]) else {
      Issue.record("--help is not help")
      return
    }
    #expect(
      text == """
        usage: tool [draw] [SCENE] --progress P
               tool count [--fps N] [--output FILE] [--watched] FILE...

        commands:
          draw          draws a scene (the default command)
          count         counts files
          help COMMAND  a command's arguments and options

        options:
          -h, --help                        every command, or with a command its options
          -V, --version                     print the version
          --generate-completion-script SHELL
                                            print a completion script for bash, zsh or fish
          --generate-manual                 print the manual page (man 1)

        Without a command, draw.

        tool help COMMAND (or tool COMMAND --help) shows a command's options.
        """)
    for words in [["help"], ["help", "help"], ["-h"]] {
      guard case .help(let same) = try program.parse(words) else {
        Issue.record("\(words) is not help")
        continue
      }
      #expect(same == text)
    }
  }
}
