/// The tiles of one zoom that tracks have passed through, and what is measured on them: the
/// largest cluster and the largest fully visited square. Pure, so tests compare it with a brute
/// force on random sets.
///
/// Kept as bit rows: each row `y` maps a word index `x >> 6` to the 64 tiles `x & 63` of that word.
/// A ten-year history holds over 100,000 tiles at zoom 17, and `tracker tiles` measures the
/// cluster and square once for every year: with one hashed lookup per tile and neighbour that
/// took a second; on words, a neighbour test is a shift and an AND for 64 tiles at once.
public struct VisitedTiles: Sendable {
    private var rows: [Int: [Int: UInt64]] = [:]
    public private(set) var count = 0

    public init(_ tiles: some Sequence<Tile>) {
        for tile in tiles { insert(tile) }
    }

    public var isEmpty: Bool { count == 0 }

    public func contains(_ tile: Tile) -> Bool {
        (rows[tile.y]?[tile.x >> 6] ?? 0) & Self.bit(tile.x) != 0
    }

    public mutating func insert(_ tile: Tile) {
        guard !contains(tile) else { return }
        rows[tile.y, default: [:]][tile.x >> 6, default: 0] |= Self.bit(tile.x)
        count += 1
    }

    /// Every tile, in `Tile` order.
    public var tiles: [Tile] {
        var result: [Tile] = []
        result.reserveCapacity(count)
        for (y, words) in rows.sorted(by: { $0.key < $1.key }) {
            for (index, word) in words.sorted(by: { $0.key < $1.key }) {
                var bits = word
                while bits != 0 {
                    result.append(Tile(x: index << 6 + bits.trailingZeroBitCount, y: y))
                    bits &= bits - 1
                }
            }
        }
        return result
    }

    /// The largest cluster (ties: the one whose first tile comes first), or `nil` when no tile has
    /// its four neighbours visited.
    ///
    /// The cluster tiles of each word come from five words at once (the word, its two sides'
    /// carries, and the words north and south); they are then joined as runs along each row, a run
    /// joining the runs of the row above that it overlaps (union-find).
    public func largestCluster() -> TileCluster? {
        var runs: [(y: Int, from: Int, to: Int)] = []
        var parent: [Int] = []
        var size: [Int] = []
        var previousRow: Range<Int> = 0..<0
        var previousY = Int.min
        func root(_ run: Int) -> Int {
            var run = run
            while parent[run] != run {
                parent[run] = parent[parent[run]]
                run = parent[run]
            }
            return run
        }
        for (y, words) in rows.sorted(by: { $0.key < $1.key }) {
            let north = rows[y - 1] ?? [:]
            let south = rows[y + 1] ?? [:]
            let rowStart = runs.count
            for (index, word) in words.sorted(by: { $0.key < $1.key }) {
                let west = (word << 1) | ((words[index - 1] ?? 0) >> 63)
                let east = (word >> 1) | ((words[index + 1] ?? 0) << 63)
                var inner = word & west & east & (north[index] ?? 0) & (south[index] ?? 0)
                while inner != 0 {
                    let first = inner.trailingZeroBitCount
                    let length = (~(inner >> UInt64(first))).trailingZeroBitCount
                    let from = index << 6 + first, to = from + length - 1
                    inner = length + first >= 64 ? 0 : inner & ~(((1 << UInt64(length)) - 1) << UInt64(first))
                    if runs.count > rowStart, runs[runs.count - 1].to == from - 1 {
                        runs[runs.count - 1].to = to
                        size[runs.count - 1] += length
                    } else {
                        runs.append((y, from, to))
                        parent.append(runs.count - 1)
                        size.append(length)
                    }
                }
            }
            // Join with the overlapping runs of the row just above (both lists are in x order).
            if previousY == y - 1 {
                var above = previousRow.lowerBound
                for run in rowStart..<runs.count {
                    while above < previousRow.upperBound, runs[above].to < runs[run].from { above += 1 }
                    var candidate = above
                    while candidate < previousRow.upperBound, runs[candidate].from <= runs[run].to {
                        let a = root(candidate), b = root(run)
                        if a != b {
                            // The lower run number stays the root: it is the component's first tile.
                            let (low, high) = a < b ? (a, b) : (b, a)
                            parent[high] = low
                            size[low] += size[high]
                        }
                        candidate += 1
                    }
                }
            }
            previousRow = rowStart..<runs.count
            previousY = y
        }
        // Runs are numbered in `Tile` order, so the smallest root of the largest size is the tie's winner.
        var best: Int?
        for run in runs.indices where parent[run] == run {
            if let current = best, size[run] <= size[current] { continue }
            best = run
        }
        guard let best else { return nil }
        var tiles: [Tile] = []
        tiles.reserveCapacity(size[best])
        for run in runs.indices where root(run) == best {
            for x in runs[run].from...runs[run].to { tiles.append(Tile(x: x, y: runs[run].y)) }
        }
        return TileCluster(tiles: tiles)
    }

    /// The largest square of visited tiles (ties: the one whose corner comes first in `Tile`
    /// order), or `nil` when there is no tile.
    ///
    /// By erosion: the tiles that are the south-east corner of a full square of side k + 1 are those
    /// that are one of side k, as are their western, northern and north-western neighbours. The
    /// last side with any corner left is the largest; its first corner in `Tile` order gives the tie.
    public func largestSquare() -> TileSquare? {
        var corners = rows
        var side = 1
        while true {
            var next: [Int: [Int: UInt64]] = [:]
            for (y, words) in corners {
                guard let north = corners[y - 1] else { continue }
                var row: [Int: UInt64] = [:]
                for (index, word) in words {
                    guard let above = north[index] else { continue }
                    let west = (word << 1) | ((words[index - 1] ?? 0) >> 63)
                    let northWest = (above << 1) | ((north[index - 1] ?? 0) >> 63)
                    let kept = word & west & above & northWest
                    if kept != 0 { row[index] = kept }
                }
                if !row.isEmpty { next[y] = row }
            }
            if next.isEmpty { break }
            corners = next
            side += 1
        }
        guard let (y, words) = corners.min(by: { $0.key < $1.key }),
              let (index, word) = words.min(by: { $0.key < $1.key }) else { return nil }
        let corner = Tile(x: index << 6 + word.trailingZeroBitCount, y: y)
        return TileSquare(size: side, corner: Tile(x: corner.x - side + 1, y: corner.y - side + 1))
    }

    private static func bit(_ x: Int) -> UInt64 { 1 << UInt64(x & 63) }
}
