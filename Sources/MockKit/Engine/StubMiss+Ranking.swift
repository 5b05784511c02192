extension StubMiss {
  /// `indices` of `stubs` (what each `when` stub expects of the arguments, `nil` for a
  /// predicate), closest to `arguments` first: fewer arguments it does not accept, then the
  /// newest; a predicate stub, which shows no arguments, last. Runs the stubs' matchers:
  /// call it outside the spy's lock.
  static func ranking<Input>(
    _ indices: [Int], of stubs: [ElementwiseMatch<Input>?], for arguments: Input
  ) -> [Int] {
    let ranked = indices.map { index -> (rank: (Int, Int), index: Int) in
      guard let elements = stubs[index] else { return ((.max, -index), index) }
      let rejected = elements.comparisons(arguments).filter { !$0.matches }.count
      return ((rejected, -index), index)
    }
    return ranked.sorted { $0.rank < $1.rank }.map(\.index)
  }

  /// How `arguments` differ from `stubs`, none of which accepts them; `nil` when there are
  /// none.
  init?<Input>(_ arguments: Input, missed stubs: [ElementwiseMatch<Input>?], _ name: SpyName) {
    guard !stubs.isEmpty else { return nil }
    let ranked = Self.ranking(Array(stubs.indices), of: stubs, for: arguments)
    self.init(arguments, ranked: ranked, of: stubs, name)
  }

  /// How `arguments` differ from the stubs `ranked` (not empty) names, closest first.
  init<Input>(
    _ arguments: Input, ranked: [Int], of stubs: [ElementwiseMatch<Input>?], _ name: SpyName
  ) {
    let closest = stubs[ranked[0]]
    self.init(
      closestStub: name.render(stubOf: closest),
      differences: closest.map { Self.differences(stubbed: $0, called: arguments, name) } ?? [],
      otherStubs: ranked.dropFirst().map { name.render(stubOf: stubs[$0]) })
  }

  /// One line per argument `stubbed` does not accept: `id: "43" in the call, "42" in the
  /// stub`.
  private static func differences<Input>(
    stubbed: ElementwiseMatch<Input>, called: Input, _ name: SpyName
  ) -> [String] {
    let comparisons = stubbed.comparisons(called)
    let labels = CallFormatter.labels(of: name.text, count: comparisons.count)
    return comparisons.enumerated().compactMap { index, comparison in
      guard !comparison.matches else { return nil }
      let label = labels[index].map { "\($0): " } ?? "argument \(index + 1): "
      let element = ArgumentDifference.Element(
        comparison, position: comparisons.count == 1 ? nil : index + 1, label: labels[index],
        name: name)
      let actual = element.actual
      return switch element.kind {
      case .unequal, .excerpted: "\(label)\(actual) in the call, \(element.expected) in the stub"
      case .rejected: "\(label)\(actual) in the call, which the stub's predicate rejects"
      case .printsAlike:
        "\(label)\(actual) in the call prints the same as in the stub, but is not equal (== returned false)"
      case .otherInstance:
        "\(label)\(actual) in the call prints the same as in the stub, but is another instance, not equal to it (== returned false)"
      }
    }
  }
}
