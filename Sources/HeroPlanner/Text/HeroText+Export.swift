/// The text helpers the planner shares with the command line (number printing, quoting,
/// nearest names, sanitising) live in `HeroText`, so `HeroCommandLine` need not import the
/// planner; every module that imports the planner sees them as before.
@_exported import HeroText
