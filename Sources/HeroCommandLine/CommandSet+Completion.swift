/// Shell completion scripts written from the command declarations, as swift-argument-parser
/// writes them: which commands there are, which options each takes, which options take a value
/// and what completes it all come from the same `Argument`s the parser reads.
///
/// The three scripts share one POSIX `sh` function that prints the candidates for a command
/// line, one a line: bash calls it directly, zsh under `emulate sh`, fish through `sh -c`. So
/// the three complete alike, and the logic is written (and tested) once.
extension CommandSet {
  static let completionScriptOption = "--generate-completion-script"
  static let manualOption = "--generate-manual"

  /// The script for `shell`.
  public func completionScript(for shell: CompletionShell) -> String {
    switch shell {
    case .bash: bashScript
    case .zsh: zshScript
    case .fish: fishScript
    }
  }

  /// `_heroscope`-style names: the program's name with anything but letters, digits and `_`
  /// dropped.
  private var functionStem: String {
    "_"
      + String(
        name.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == "_" }.map(Character.init))
  }

  private var bashScript: String {
    let stem = functionStem
    return """
      # bash completion for \(name): source it, or install it as
      # PREFIX/share/bash-completion/completions/\(name). Written by
      # `\(name) \(Self.completionScriptOption) bash` from the command declarations.

      \(candidatesFunction(prelude: ""))

      # Sets REPLY to the word $1 as the shell will read it, without running anything in it (no
      # eval): backslashes and quotes taken away, so `My\\ Main.storyboard` and
      # "My Main.storyboard" both name the file My Main.storyboard.
      \(stem)_dequote() {
        local word=$1 quote='' c
        local -i i=0
        REPLY=''
        while ((i < ${#word})); do
          c=${word:i:1}
          i+=1
          if [ "$quote" = "'" ]; then
            if [ "$c" = "'" ]; then quote=''; else REPLY+=$c; fi
          elif [ "$c" = '\\' ]; then
            # Outside quotes a backslash keeps the next character; inside double quotes only
            # $ ` " and \\ are escaped, and the backslash stays before anything else.
            if [ -z "$quote" ]; then
              c=${word:i:1}
              i+=1
            else
              case ${word:i:1} in '$' | '`' | '"' | '\\') c=${word:i:1}; i+=1 ;; esac
            fi
            REPLY+=$c
          elif [ "$c" = '"' ]; then
            if [ "$quote" = '"' ]; then quote=''; else quote='"'; fi
          elif [ "$c" = "'" ] && [ -z "$quote" ]; then
            quote="'"
          else
            REPLY+=$c
          fi
        done
      }

      \(stem)() {
        local candidate quoted directories=0 word
        local -a typed=()
        for word in "${COMP_WORDS[@]:0:$((COMP_CWORD + 1))}"; do
          \(stem)_dequote "$word"
          typed+=("$REPLY")
        done
        COMPREPLY=()
        while IFS= read -r candidate; do
          [ -n "$candidate" ] || continue
          case $candidate in */) directories=1 ;; esac
          # Inserted as typed words: push(left) as push\\(left\\), a space in a file name escaped.
          printf -v quoted '%q' "$candidate"
          COMPREPLY+=("$quoted")
        done < <(\(stem)_candidates "${typed[@]}")
        # A directory is a step on the way: no space after it (compopt is bash 4; macOS's bash 3.2
        # adds the space).
        if [ "$directories" = 1 ]; then compopt -o nospace 2>/dev/null; fi
        return 0
      }

      complete -F \(stem) \(name)

      """
  }

  private var zshScript: String {
    let stem = functionStem
    return """
      #compdef \(name)
      # zsh completion for \(name): put it in a directory of $fpath as \(stem), or source it after
      # compinit. Written by `\(name) \(Self.completionScriptOption) zsh` from the command
      # declarations.

      \(candidatesFunction(prelude: "emulate sh"))

      \(stem)() {
        local candidate
        local -a candidates
        # The words as zsh will read them ((Q): quotes and backslashes taken away, nothing run);
        # each candidate is inserted quoted (no -Q), a folder's name as much as a file's.
        candidates=("${(@f)$(\(stem)_candidates "${(@Q)words[1,CURRENT]}")}")
        for candidate in "${candidates[@]}"; do
          [[ -n $candidate ]] || continue
          if [[ $candidate == */ ]]; then
            compadd -S '' -- "$candidate"
          else
            compadd -- "$candidate"
          fi
        done
      }

      if [[ ${funcstack[1]} == \(stem) ]]; then
        \(stem) "$@"
      elif (( $+functions[compdef] )); then
        compdef \(stem) \(name)
      fi

      """
  }

  private var fishScript: String {
    let stem = functionStem
    let function = candidatesFunction(prelude: "")
    let quoted =
      "'"
      + function.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'") + "\n\(stem)_candidates \"$@\"'"
    return """
      # fish completion for \(name): install it as
      # PREFIX/share/fish/vendor_completions.d/\(name).fish, or source it. Written by
      # `\(name) \(Self.completionScriptOption) fish` from the command declarations; the
      # candidates come from the same POSIX sh function as bash's and zsh's.

      function \(stem)_candidates
          # The words as fish reads them: -o takes their quoting away, and so does unescape for
          # the word being completed.
          set -l current (commandline -ct | string unescape)
          set -q current[1]; or set current ''
          sh -c \(quoted) sh (commandline -opc) $current
      end

      complete -c \(name) -f -a '(\(stem)_candidates)'

      """
  }

  /// The POSIX sh function `STEM_candidates PROGRAM WORD… CURRENT`: the completions of CURRENT,
  /// one a line. It runs in a subshell, so its variables and `set -f` stay inside.
  private func candidatesFunction(prelude: String) -> String {
    let stem = functionStem
    let commands = descriptions
    let defaultName = commands.first(where: \.isDefault)?.name ?? ""
    let valued = Array(Set(commands.flatMap(\.valuedNames) + [Self.completionScriptOption]))
      .sorted()
    let commandWords = commands.map(\.name) + ["help"]

    var valueCases: [String] = []
    for command in commands {
      for option in command.options where option.valueName != nil {
        guard let offer = offer(option.values) else { continue }
        let patterns = option.names.map { "\"\(command.name) \($0)\"" }.joined(separator: "|")
        valueCases.append("    \(patterns)) \(offer) ;;")
      }
    }
    for option in programOptions where option.valueName != nil {
      guard let offer = offer(option.values) else { continue }
      let patterns = option.names.map { "*\" \($0)\"" }.joined(separator: "|")
      valueCases.append("    \(patterns)) \(offer) ;;")
    }

    let programOptionWords = programOptions.flatMap(\.names)
    var optionCases: [String] = []
    for command in commands {
      let words = command.options.flatMap(\.names) + ["-h", "--help"]
      optionCases.append("    \(command.name)) \(stem)_words '\(words.joined(separator: " "))' ;;")
    }

    var wordCases: [String] = []
    let defaultPositional = commands.first(where: \.isDefault)?.positional
    let none =
      "\(stem)_words '\(commandWords.joined(separator: " "))'"
      + (defaultPositional.flatMap { offer($0.values) }.map { "; \($0)" } ?? "")
    wordCases.append("    '') \(none) ;;")
    wordCases.append(
      "    help) [ \"$given\" -gt 0 ] || \(stem)_words '\(commands.map(\.name).joined(separator: " "))' ;;"
    )
    for command in commands {
      guard let positional = command.positional, let offer = offer(positional.values) else {
        continue
      }
      wordCases.append(
        "    \(command.name)) [ \"$given\" -ge \(positional.count.upperBound) ] || \(offer) ;;")
    }

    return """
      # \(stem)_candidates PROGRAM WORD… CURRENT: the completions of CURRENT, one a line.
      \(stem)_candidates() (
        \(prelude.isEmpty ? ":" : prelude)
        set -f
        program=$1
        shift
        command='' storyboard='' value='' ended='' given=0
        while [ $# -gt 1 ]; do
          word=$1
          shift
          if [ -n "$value" ]; then value=''; continue; fi
          if [ -z "$ended" ]; then
            case $word in
              --) ended=1; continue ;;
              \(valued.joined(separator: "|"))) value=$word; continue ;;
              -*) continue ;;
            esac
          fi
          if [ -z "$command" ]; then
            case $word in
              \(commandWords.joined(separator: "|"))) command=$word; continue ;;
            esac
            command=\(defaultName)
          fi
          case $word in *.storyboard) [ -n "$storyboard" ] || storyboard=$word ;; esac
          given=$((given + 1))
        done
        current=$1
        if [ -n "$value" ]; then
          case "${command:-\(defaultName)} $value" in
      \(valueCases.joined(separator: "\n"))
          esac
          return 0
        fi
        case $current in
          -*)
            case ${command:-\(defaultName)} in
      \(optionCases.joined(separator: "\n"))
            esac
            [ -n "$command" ] || \(stem)_words '\(programOptionWords.joined(separator: " "))'
            return 0
            ;;
        esac
        case $command in
      \(wordCases.joined(separator: "\n"))
        esac
        return 0
      )

      # The words of $1 that start with the current word.
      \(stem)_words() {
        for candidate in $1; do
          case $candidate in "$current"*) printf '%s\\n' "$candidate" ;; esac
        done
      }

      # Files under the current word with one of the extensions in $1, and directories.
      \(stem)_files() {
        set +f
        for entry in "$current"*; do
          if [ -d "$entry" ]; then printf '%s/\\n' "$entry"; continue; fi
          [ -e "$entry" ] || continue
          for extension in $1; do
            case $entry in *."$extension") printf '%s\\n' "$entry" ;; esac
          done
        done
        set -f
      }

      # What `PROGRAM transitions STORYBOARD --complete $1` prints for the command line's
      # storyboard: its segue identifiers or view controller names; after a `--` line, object
      # ids, offered only when no name fits the current word.
      \(stem)_storyboard() {
        [ -n "$storyboard" ] || return 0
        "$program" transitions "$storyboard" --complete "$1" 2>/dev/null | {
          found=''
          while IFS= read -r candidate; do
            [ -n "$candidate" ] || continue
            if [ "$candidate" = -- ]; then
              [ -z "$found" ] || break
              continue
            fi
            case $candidate in "$current"*) printf '%s\\n' "$candidate"; found=1 ;; esac
          done
          cat >/dev/null
        }
      }
      """
  }

  /// The call that offers `values`, or nil when nothing completes them.
  private func offer(_ values: ValueCompletion) -> String? {
    let stem = functionStem
    switch values {
    case .none: return nil
    case .words(let words): return "\(stem)_words '\(shellWords(words))'"
    case .files(let extensions): return "\(stem)_files '\(shellWords(extensions))'"
    case .storyboard(let query): return "\(stem)_storyboard '\(shellWords([query]))'"
    }
  }

  /// Words for a single-quoted shell string: anything but letters, digits and a few safe marks
  /// is dropped, so no declaration can break the script.
  private func shellWords(_ words: [String]) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.,()+:@")
    return words.map { String($0.filter { safe.contains($0) }) }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}
