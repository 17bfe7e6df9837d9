/// A type whose properties are filled from a command line: swift-argument-parser's shape, written
/// here because no package can be fetched. Options are declared as values (`arguments`), not
/// found by reflection.
public protocol ParsableArguments {
  init()
  /// What the command line may say, each bound to a property.
  static var arguments: [Argument<Self>] { get }
  /// Checks what one option cannot check alone (options that go together or exclude each
  /// other); runs after the whole command line is read.
  func validate() throws(UsageError)
}

extension ParsableArguments {
  public func validate() throws(UsageError) {}

  /// Every option spelling, for "did you mean" and for who owns an option.
  static var optionNames: [String] {
    Flattened(Self.arguments).leaves.flatMap(\.names)
  }
}

/// A command: its arguments, and what help says about it.
public protocol ParsableCommand: ParsableArguments {
  static var configuration: CommandConfiguration { get }
}

/// A command's name and help text.
public struct CommandConfiguration: Sendable {
  /// The word that runs it: `plan`.
  public var name: String
  /// One line for the list of commands.
  public var abstract: String
  /// Synopses after `heroscope NAME` (one per way of calling it); empty to generate one from the
  /// declarations.
  public var usage: [String]
  /// Paragraphs after the options in the command's help.
  public var discussion: String

  public init(name: String, abstract: String, usage: [String] = [], discussion: String = "") {
    self.name = name
    self.abstract = abstract
    self.usage = usage
    self.discussion = discussion
  }
}

/// A list of declarations with its groups opened: the options to match, in order, and the
/// groups' validations.
struct Flattened<Root> {
  var leaves: [Argument<Root>] = []
  var validations: [(Root) throws(UsageError) -> Void] = []

  init(_ arguments: [Argument<Root>]) {
    add(arguments)
  }

  private mutating func add(_ arguments: [Argument<Root>]) {
    for argument in arguments {
      if case .group(let members, let validate) = argument.kind {
        add(members)
        validations.append(validate)
      } else {
        leaves.append(argument)
      }
    }
  }
}
