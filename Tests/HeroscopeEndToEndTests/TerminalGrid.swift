/// A tiny terminal for tests: replays the escape sequences heroscope writes (cursor position,
/// clear, 24-bit SGR colours, newlines) into a grid of cells to compare screens.
struct TerminalGrid: Equatable {
  struct Cell: Equatable {
    var glyph: Unicode.Scalar = " "
    var foreground: [Int] = [255, 255, 255]
    var background: [Int] = [0, 0, 0]
  }

  let columns: Int
  let rows: Int
  var cells: [Cell]
  private var x = 0
  private var y = 0
  private var pen = Cell()

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Cell(), count: columns * rows)
  }

  static func == (a: TerminalGrid, b: TerminalGrid) -> Bool {
    a.columns == b.columns && a.rows == b.rows && a.cells == b.cells
  }

  mutating func feed(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let s = scalars[i]
      if s == "\u{1B}", i + 1 < scalars.count, scalars[i + 1] == "[" {
        var j = i + 2
        var parameters = ""
        while j < scalars.count, !(0x40...0x7E).contains(scalars[j].value) {
          parameters.unicodeScalars.append(scalars[j])
          j += 1
        }
        guard j < scalars.count else { return }
        apply(command: scalars[j], parameters: parameters)
        i = j + 1
        continue
      }
      if s == "\n" {
        x = 0
        y += 1
      } else if y < rows, x < columns {
        var cell = pen
        cell.glyph = s
        cells[y * columns + x] = cell
        x += 1
      }
      i += 1
    }
  }

  private mutating func apply(command: Unicode.Scalar, parameters: String) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    switch command {
    case "H":
      y = max(0, (numbers.first ?? 1) - 1)
      x = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
    case "J":
      cells = Array(repeating: Cell(), count: columns * rows)
    case "m":
      var k = 0
      let codes = numbers.isEmpty ? [0] : numbers
      while k < codes.count {
        switch codes[k] {
        case 0:
          pen = Cell()
          k += 1
        case 38 where k + 4 < codes.count && codes[k + 1] == 2:
          pen.foreground = Array(codes[(k + 2)...(k + 4)])
          k += 5
        case 48 where k + 4 < codes.count && codes[k + 1] == 2:
          pen.background = Array(codes[(k + 2)...(k + 4)])
          k += 5
        default: k += 1
        }
      }
    default: break  // modes such as ?25l
    }
  }
}
