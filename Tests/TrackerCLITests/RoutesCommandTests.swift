import Foundation
import Testing
import TrackerCore
import TrackerTestSupport

/// `tracker routes`, `tracker routes ID`, the route line of `show`, and what is refused.
@Suite struct RoutesCommandTests {
    let tracker = TrackerHarness()

    /// Imports the park loop three times (once backwards), another loop of the same length twice,
    /// and a ride on the first loop; returns the ids in order.
    func importLoops() throws -> [Int64] {
        let loop = SyntheticRoutes.circle(radius: 800)
        let files: [(ActivityStream, String, String)] = [
            (try SyntheticRoutes.stream(loop, speed: 3.0, seed: 1, heartRate: 150), "running", "Park loop"),
            (try SyntheticRoutes.stream(SyntheticRoutes.mirroredCircle(radius: 800), seed: 2), "running", "South loop"),
            (try SyntheticRoutes.stream(loop, speed: 3.3, seed: 3, heartRate: 160), "running", "Park loop"),
            (try SyntheticRoutes.stream(loop, reversed: true, speed: 3.1, seed: 4), "running", "Park backwards"),
            (try SyntheticRoutes.stream(SyntheticRoutes.mirroredCircle(radius: 800), speed: 2.9, seed: 5), "running", "South loop"),
            (try SyntheticRoutes.stream(loop, speed: 7, seed: 6), "cycling", "Park spin"),
        ]
        for (index, (stream, type, name)) in files.enumerated() {
            let path = tracker.directory.file("\(index).gpx")
            try SyntheticRoutes.gpx(stream, day: "2026-0\(index + 1)-10", type: type, name: name).write(toFile: path, atomically: true, encoding: .utf8)
            let result = tracker.run(["import", path])
            #expect(result.status == 0, "\(result.output)")
        }
        return (1...6).map(Int64.init)
    }

    @Test func noPositionsMeansNoRoutesYet() throws {
        #expect(tracker.run("routes").output == "no recorded routes yet\n")
        #expect(tracker.run("routes").status == 0)
        tracker.run("add --distance 5 --duration 30m --date 2026-11-01")
        let result = tracker.run("routes")
        #expect(result.status == 0 && result.output == "no recorded routes yet\n")
        let json = tracker.run("routes --json")
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
        let routes = try #require(object["routes"] as? [Any])
        #expect(routes.isEmpty)
    }

    @Test func theListNamesEachRouteWithItsBestAndLastTimes() throws {
        let ids = try importLoops()
        let text = tracker.run("routes", columns: 80)
        #expect(text.status == 0)
        let lines = text.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ID") == true, "\(text.output)")
        #expect(lines.contains { $0.contains("Park loop") && $0.contains(" 3 ") }, "\(text.output)")
        #expect(lines.contains { $0.contains("South loop") && $0.contains(" 2 ") }, "\(text.output)")
        #expect(!text.output.contains("Park spin"))

        let json = tracker.run("routes --json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
        let routes = try #require(object["routes"] as? [[String: Any]])
        #expect(routes.map { $0["name"] as? String } == ["Park loop", "South loop"])
        let park = routes[0]
        #expect(park["id"] as? Int == Int(ids[0]) && park["efforts"] as? Int == 3 && park["family"] as? String == "run")
        #expect(abs((park["length_m"] as? Double ?? 0) - 2 * .pi * 800) < 100)
        // The fastest: the 3.3 m/s effort, #3.
        let best = try #require(park["best"] as? [String: Any])
        #expect(best["activity_id"] as? Int == 3)
        #expect((park["last"] as? [String: Any])?["activity_id"] as? Int == 4)
        #expect(park["trend"] is Double)
        #expect(tracker.run("routes --type ride").output == "no route done twice yet in ride\n")
    }

    @Test func oneRouteListsEveryEffortWithItsRank() throws {
        _ = try importLoops()
        // Any activity of the route names it.
        let text = tracker.run("routes 4", columns: 80)
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("Park loop  run, "), "\(text.output)")
        #expect(text.output.contains("3 efforts (route 1)"))
        #expect(text.output.contains("#1") && text.output.contains("#3") && text.output.contains("#4"))
        #expect(text.output.contains("/km"))
        #expect(text.output.contains("160"))
        let json = tracker.run("routes 1 --json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
        let efforts = try #require(object["efforts"] as? [[String: Any]])
        #expect(efforts.map { $0["activity_id"] as? Int } == [1, 3, 4])
        #expect(efforts.map { $0["rank"] as? Int } == [3, 1, 2])
        #expect(efforts[0]["heart_rate_average_bpm"] as? Double == 150)
        #expect(efforts[0]["speed_m_s"] is Double)
        // A ride alone on its route still lists its one effort.
        #expect(tracker.run("routes 6").output.contains("1 effort (route 6)"))
    }

    @Test func showNamesTheRouteAndTheRank() throws {
        _ = try importLoops()
        let page = tracker.run("show 1").output
        #expect(page.contains("Route") && page.contains("Park loop, 3rd of 3 efforts"), "\(page)")
        #expect(tracker.run("show 3").output.contains("Park loop, 1st of 3 efforts"))
        #expect(!tracker.run("show 6").output.contains("Route "))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("show 5 --json").standardOutput)) as? [String: Any])
        let route = try #require(json["route"] as? [String: Any])
        #expect(route["name"] as? String == "South loop" && route["id"] as? Int == 2 && route["efforts"] as? Int == 2)
    }

    @Test func badInputIsRefusedWithExit64() throws {
        _ = try importLoops()
        tracker.run("add --distance 5 --duration 30m --date 2026-11-01")
        for (arguments, words) in [
            ("routes 99", "'99' is not an activity on a route"),
            ("routes 7", "'7' is not an activity on a route"),
            ("routes zero", "'zero' is not an activity id"),
            ("routes --type trail-run", "routes are kept per family; use --type run"),
            ("routes --type skating", "--type"),
            ("routes 1 --type run", "leave it out with an id"),
        ] {
            let result = tracker.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.output)")
            #expect(result.error.contains(words), "\(arguments): \(result.error)")
            #expect(result.error.split(separator: "\n").count <= 3)
        }
    }

    @Test(arguments: [60, 80, 120])
    func routesFitTheTerminal(columns: Int) throws {
        _ = try importLoops()
        for command in [["routes"], ["routes", "1"], ["show", "1"]] {
            #expect(tracker.linesWiderThan(columns, running: ["--no-pager"] + command).isEmpty, "\(command)")
        }
    }
}
