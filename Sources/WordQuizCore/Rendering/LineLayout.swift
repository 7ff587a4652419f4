/// Where the characters of a line land on a terminal `columns` wide, as a terminal places
/// them: left to right from a starting column, a character that does not fit in what is left
/// of a row (a Hangul syllable, two columns, at the last one) going to the start of the next.
/// What a line editor needs to redraw a line longer than a row, and to put the cursor back.
public struct LineLayout: Sendable, Equatable {
    /// A cell: the row (from the line's first, 0) and the column (0 on the left).
    public struct Cell: Sendable, Equatable {
        public var row: Int
        public var column: Int

        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// Where each character starts.
    public var starts: [Cell]
    /// Where the line ends: the cell after its last character. A line that fills its last
    /// row exactly ends at that row's width (`column == columns`): the terminal's cursor then
    /// waits there, and the next character goes to the next row.
    public var end: Cell

    public init(_ characters: [Character], columns: Int) {
        let columns = max(1, columns)
        var row = 0
        var column = 0
        var starts: [Cell] = []
        starts.reserveCapacity(characters.count)
        for character in characters {
            let width = DisplayWidth.width(of: String(character))
            if column + width > columns, column > 0 {
                row += 1
                column = 0
            }
            starts.append(Cell(row: row, column: column))
            column += width
        }
        self.starts = starts
        end = Cell(row: row, column: column)
    }

    /// Where the cursor is for certain once the line is written on a terminal `columns` wide,
    /// and what to write to put it there: a line that fills its last row exactly leaves the
    /// cursor waiting at the edge, where terminals differ on what comes next, so a space and a
    /// carriage return take it to the start of the next row; any other line ends where it
    /// ends, nothing written.
    public func settledEnd(columns: Int) -> (text: String, cell: Cell) {
        guard end.column >= columns else { return ("", end) }
        return (" \r", Cell(row: end.row + 1, column: 0))
    }
}
