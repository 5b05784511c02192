import Foundation

/// Keeps the optimizer from deleting the work being measured.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// How much work each measurement does.
struct Settings {
  var iterations: Int
  var runs: Int
  var quick: Bool

  static func parse(_ arguments: [String]) -> (Settings, json: Bool) {
    let quick = arguments.contains("--quick")
    let json = arguments.contains("--json")
    let settings =
      quick
      ? Settings(iterations: 5_000, runs: 3, quick: true)
      : Settings(iterations: 1_000_000, runs: 7, quick: false)
    return (settings, json)
  }
}

/// One row of the report: a measure, its baselines, and the ratio the goal is stated in.
struct Row: Encodable {
  var measure: String
  var value: Double
  var unit: String
  var baseline: String
  var baselineValue: Double
  var ratio: Double
  var goal: String
  var met: Bool?
}

/// Times `body` over `iterations` and returns nanoseconds per iteration, the median of
/// `runs` runs.
func nanosecondsPerIteration(
  _ settings: Settings, iterations: Int? = nil, _ body: (Int) -> Void
) -> Double {
  let count = iterations ?? settings.iterations
  var samples: [Double] = []
  let clock = ContinuousClock()
  body(min(count, 1_000))  // warm up
  for _ in 0..<settings.runs {
    let elapsed = clock.measure { body(count) }
    samples.append(Double(elapsed.nanoseconds) / Double(count))
  }
  return median(samples)
}

/// The async flavour of ``nanosecondsPerIteration(_:iterations:_:)``.
func nanosecondsPerIteration(
  _ settings: Settings, iterations: Int? = nil, _ body: (Int) async -> Void
) async -> Double {
  let count = iterations ?? settings.iterations
  var samples: [Double] = []
  let clock = ContinuousClock()
  await body(min(count, 1_000))
  for _ in 0..<settings.runs {
    let start = clock.now
    await body(count)
    samples.append(Double((clock.now - start).nanoseconds) / Double(count))
  }
  return median(samples)
}

func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted[sorted.count / 2]
}

extension Duration {
  var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}

/// The process's resident memory in bytes, where the platform tells it.
func residentBytes() -> Int? {
  #if os(Linux)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  #else
    return nil
  #endif
}

func printTable(_ rows: [Row], settings: Settings) {
  func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
  func format(_ value: Double, _ unit: String) -> String {
    String(format: value < 10 ? "%.2f %@" : "%.1f %@", value, unit)
  }
  print(
    "MockKit benchmarks (\(settings.quick ? "quick" : "full") mode, median of \(settings.runs) runs)\n"
  )
  let header = [
    pad("measure", 44), pad("value", 14), pad("baseline", 40), pad("baseline value", 16),
    pad("ratio", 8), "goal",
  ]
  print(header.joined(separator: " "))
  print(String(repeating: "-", count: 150))
  for row in rows {
    let status = row.met.map { $0 ? "met" : "NOT met" } ?? ""
    print(
      [
        pad(row.measure, 44), pad(format(row.value, row.unit), 14), pad(row.baseline, 40),
        pad(format(row.baselineValue, row.unit), 16), pad(String(format: "%.2f×", row.ratio), 8),
        "\(row.goal) \(status)",
      ].joined(separator: " "))
  }
}
