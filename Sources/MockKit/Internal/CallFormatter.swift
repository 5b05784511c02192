/// Renders recorded calls for failure messages, off the call path.
///
/// A spy named after the mock method that called it (`fetchUser(id:)`) renders each call
/// with that method's labels: `fetchUser(id: "1")`, `move(_:to:)` with `("a", 2)` as
/// `move("a", to: 2)`. When the labels do not fit the input, the values are listed
/// without labels.
enum CallFormatter {
  static func render(name: String?, arguments: Any) -> String {
    let values = elements(of: arguments)
    guard let name else {
      return "call(" + values.map { render(value: $0.value) }.joined(separator: ", ") + ")"
    }
    // A property's spy is named like the property, and its getter takes no arguments.
    if values.isEmpty, !name.contains("("), !name.contains(" ") { return name }
    let signature = Signature(name)
    let rendered = zip(labels(signature, values), values).map { label, element in
      let value = render(value: element.value)
      guard let label else { return value }
      return "\(label): \(value)"
    }
    return signature.baseName + "(" + rendered.joined(separator: ", ") + ")"
  }

  /// The label of each argument, as a call renders it: the method's own when the spy is
  /// named after a method with as many parameters, else the input tuple's; `nil` for none.
  static func labels(name: String?, arguments: Any) -> [String?] {
    let values = elements(of: arguments)
    return labels(name.map(Signature.init), values)
  }

  private static func labels(_ signature: Signature?, _ values: [(label: String?, value: Any)])
    -> [String?]
  {
    let labels: [String?]
    if let methodLabels = signature?.labels, methodLabels.count == values.count {
      labels = methodLabels
    } else {
      labels = values.map(\.label)
    }
    return labels.map { $0 == "_" ? nil : $0 }
  }

  /// Renders one value as a test author reads it: strings quoted, an optional as the value
  /// it holds or `nil`, everything else as its description.
  static func render(value: Any) -> String {
    switch value {
    case let wrapped as any UncheckedValue: return render(value: wrapped.uncheckedValue)
    case let string as String: return String(reflecting: string)
    case let substring as Substring: return String(reflecting: substring)
    case let character as Character: return String(reflecting: character)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(describing: value) }
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    // An optional that holds `nil` keeps its wrapper: bare, it would read as `nil`.
    let inner = Mirror(reflecting: wrapped)
    if inner.displayStyle == .optional, inner.children.isEmpty { return "Optional(nil)" }
    return render(value: wrapped)
  }

  /// Each argument rendered, in order: the elements of a tuple, else the one value.
  static func values(of arguments: Any) -> [String] {
    elements(of: arguments).map { render(value: $0.value) }
  }

  /// The labels the method `name` gives its `count` arguments; `nil` where it gives none.
  static func labels(of name: String, count: Int) -> [String?] {
    guard let labels = Signature(name).labels, labels.count == count else {
      return Array(repeating: nil, count: count)
    }
    return labels.map { $0 == "_" ? nil : $0 }
  }

  private static func elements(of arguments: Any) -> [(label: String?, value: Any)] {
    let mirror = Mirror(reflecting: arguments)
    guard mirror.displayStyle == .tuple else { return [(nil, arguments)] }
    return mirror.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (label, child.value)
    }
  }

  /// `fetchUser(id:)` split into `fetchUser` and `["id"]`; a name without a parameter
  /// list has no labels.
  private struct Signature {
    var baseName: String
    var labels: [String?]?

    init(_ name: String) {
      guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
        baseName = name
        labels = nil
        return
      }
      baseName = String(name[..<open])
      let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
      labels = inner.split(separator: ":", omittingEmptySubsequences: true).map { String($0) }
    }
  }
}

/// A wrapper whose value failure messages show instead of the wrapper.
protocol UncheckedValue {
  var uncheckedValue: Any { get }
}
