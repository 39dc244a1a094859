#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a heatmap looks by default: at the densest area holding most of the tracks, so that one
/// holiday abroad does not shrink home to a dot.
///
/// Each track's centre (the middle of its box) falls in a square cell `cellSize` metres a side;
/// occupied cells that touch (the eight neighbours) form a cluster, and the cluster holding the most
/// centres is framed. Its frame is trimmed on each side to the line that `keptShare` of its tracks
/// lie within (the 2.5th and 97.5th percentiles of their boxes' edges), so the occasional long ride out
/// from home does not widen it either. Linear in the number of tracks.
public enum HeatmapFraming {
    /// Cells of 20 km: the tracks of one home area join, a trip a few hundred kilometres away does not.
    public static let cellSize = 20_000.0
    /// The share of a cluster's tracks that lie within the frame on each side.
    public static let keptShare = 0.95

    /// The indexes of the tracks (by their boxes) in the densest cluster, in order; empty for none.
    public static func densestCluster(_ bounds: [MercatorRect]) -> [Int] {
        guard !bounds.isEmpty else { return [] }
        let centres = bounds.map(\.centre)
        // One cell size in world units for all, at the median latitude: the home area sets it.
        let middle = centres.map(\.y).sorted()[centres.count / 2]
        let cell = cellSize / MercatorPoint.metresPerUnit(atLatitude: MercatorPoint.latitude(y: middle))
        struct Cell: Hashable { var x: Int; var y: Int }
        var members: [Cell: [Int]] = [:]
        for (index, centre) in centres.enumerated() {
            members[Cell(x: Int((centre.x / cell).rounded(.down)), y: Int((centre.y / cell).rounded(.down))), default: []].append(index)
        }
        var seen = Set<Cell>()
        var best: [Int] = []
        for start in members.keys where !seen.contains(start) {
            var cluster: [Int] = []
            var pending = [start]
            seen.insert(start)
            while let cell = pending.popLast() {
                cluster += members[cell] ?? []
                for dx in -1...1 {
                    for dy in -1...1 {
                        let next = Cell(x: cell.x + dx, y: cell.y + dy)
                        if members[next] != nil, seen.insert(next).inserted { pending.append(next) }
                    }
                }
            }
            // Ties go to the cluster with the lowest index, so the choice does not depend on hashing.
            if cluster.count > best.count || (cluster.count == best.count && (cluster.min() ?? 0) < (best.min() ?? 0)) {
                best = cluster
            }
        }
        return best.sorted()
    }

    /// The box that holds the densest cluster's tracks, trimmed to `keptShare` on each side; `nil`
    /// without tracks.
    public static func frame(_ bounds: [MercatorRect]) -> MercatorRect? {
        let cluster = densestCluster(bounds).map { bounds[$0] }
        guard !cluster.isEmpty else { return nil }
        let dropped = (1 - keptShare) / 2
        func low(_ values: [Double]) -> Double { values.sorted()[Int(Double(values.count) * dropped)] }
        func high(_ values: [Double]) -> Double { values.sorted()[values.count - 1 - Int(Double(values.count) * dropped)] }
        let minX = low(cluster.map(\.minX)), maxX = high(cluster.map(\.maxX))
        let minY = low(cluster.map(\.minY)), maxY = high(cluster.map(\.maxY))
        // Trimming never turns a box inside out: with few tracks it keeps them all.
        guard minX <= maxX, minY <= maxY else { return cluster.dropFirst().reduce(cluster[0]) { $0.union($1) } }
        return MercatorRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
