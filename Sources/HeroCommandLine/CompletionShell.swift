/// The shells `--generate-completion-script` writes for.
public enum CompletionShell: String, CaseIterable, Sendable {
  case bash
  case zsh
  case fish
}
