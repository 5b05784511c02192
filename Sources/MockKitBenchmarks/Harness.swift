import Foundation

/// Keeps the optimizer from deleting the work being measured.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// How much work each measurement does, and which sections run.
struct Settings {
  var iterations: Int
  var runs: Int
  var quick: Bool
  /// The sections `--only` names; every section when `nil`.
  var sections: Set<String>?

  /// The sections, in the order they run.
  static let allSections = [
    "memory", "spy", "strict", "throughput", "wake-up", "container", "contracts", "generator",
    "build",
  ]

  static func parse(_ arguments: [String]) -> (Settings, json: Bool) {
    let quick = arguments.contains("--quick")
    let json = arguments.contains("--json")
    var settings =
      quick
      ? Settings(iterations: 5_000, runs: 3, quick: true)
      : Settings(iterations: 1_000_000, runs: 7, quick: false)
    if let flag = arguments.firstIndex(of: "--only"), flag + 1 < arguments.count {
      let names = arguments[flag + 1].split(separator: ",").map(String.init)
      let unknown = names.filter { !allSections.contains($0) }
      guard unknown.isEmpty else {
        FileHandle.standardError.write(
          Data(
            """
            error: unknown section \(unknown.joined(separator: ", ")) in --only
              Sections: \(allSections.joined(separator: ", "))

            """.utf8))
        exit(2)
      }
      settings.sections = Set(names)
    }
    return (settings, json)
  }

  /// Whether `section` runs: `--only` names it, or there is no `--only`.
  func runs(_ section: String) -> Bool {
    sections?.contains(section) ?? true
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
  /// The lowest and highest ratio over the runs, for a row whose ratio is measured in
  /// pairs, run by run.
  var spread: Spread?

  struct Spread: Encodable {
    var lowest: Double
    var highest: Double

    /// The lowest and highest of `ratios`, which must not be empty.
    init(_ ratios: [Double]) {
      lowest = ratios.min()!
      highest = ratios.max()!
    }
  }
}

/// Measures `subject` and `baseline` in turn, `runs` times, and returns the median of
/// each and of their ratios, with the ratios' spread: for rows whose ratio moves from run
/// to run, a pair measured side by side is a fairer ratio than two medians taken apart.
@MainActor func pairedRatio(
  runs: Int, subject: () async -> Double, baseline: () async -> Double
) async -> (subject: Double, baseline: Double, ratio: Double, spread: Row.Spread) {
  var subjects: [Double] = []
  var baselines: [Double] = []
  var ratios: [Double] = []
  for _ in 0..<runs {
    let base = await baseline()
    let value = await subject()
    baselines.append(base)
    subjects.append(value)
    ratios.append(value / base)
  }
  return (median(subjects), median(baselines), median(ratios), Row.Spread(ratios))
}

/// Times `body` over `iterations` and returns nanoseconds per iteration, the median of
/// `runs` runs (`settings.runs` by default).
func nanosecondsPerIteration(
  _ settings: Settings, iterations: Int? = nil, runs: Int? = nil, _ body: (Int) -> Void
) -> Double {
  let count = iterations ?? settings.iterations
  var samples: [Double] = []
  body(min(count, 1_000))  // warm up
  for _ in 0..<(runs ?? settings.runs) {
    let start = MonotonicClock.now
    body(count)
    samples.append(Double(MonotonicClock.now - start) / Double(count))
  }
  return median(samples)
}

/// The async flavour of ``nanosecondsPerIteration(_:iterations:runs:_:)``.
@MainActor func nanosecondsPerIteration(
  _ settings: Settings, iterations: Int? = nil, runs: Int? = nil, _ body: (Int) async -> Void
) async -> Double {
  let count = iterations ?? settings.iterations
  var samples: [Double] = []
  await body(min(count, 1_000))
  for _ in 0..<(runs ?? settings.runs) {
    let start = MonotonicClock.now
    await body(count)
    samples.append(Double(MonotonicClock.now - start) / Double(count))
  }
  return median(samples)
}

/// The chance that at least `count` of `runs` runs fall below a line that each run is
/// as likely to fall below as above: the one-sided sign test's p-value.
func chanceOfAtLeast(_ count: Int, of runs: Int) -> Double {
  guard count > 0 else { return 1 }
  var ways = 0.0
  var waysForK = 1.0  // runs choose k, from k = 0
  for k in 0...runs {
    if k >= count { ways += waysForK }
    waysForK = waysForK * Double(runs - k) / Double(k + 1)
  }
  return ways / pow(2, Double(runs))
}

func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted[sorted.count / 2]
}

/// Nanoseconds on a monotonic clock. `ContinuousClock` would need macOS 13 / iOS 16, above
/// MockKit's platform floor; `DispatchTime` reads the same clock on every version.
enum MonotonicClock {
  static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
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
    pad("measure", 52), pad("value", 14), pad("baseline", 42), pad("baseline value", 16),
    pad("ratio", 8), pad("spread", 13), "goal",
  ]
  print(header.joined(separator: " "))
  print(String(repeating: "-", count: 175))
  for row in rows {
    let status = row.met.map { $0 ? "met" : "NOT met" } ?? ""
    let spread = row.spread.map { String(format: "%.2f–%.2f×", $0.lowest, $0.highest) } ?? ""
    print(
      [
        pad(row.measure, 52), pad(format(row.value, row.unit), 14), pad(row.baseline, 42),
        pad(format(row.baselineValue, row.unit), 16), pad(String(format: "%.2f×", row.ratio), 8),
        pad(spread, 13), "\(row.goal) \(status)",
      ].joined(separator: " "))
  }
}
