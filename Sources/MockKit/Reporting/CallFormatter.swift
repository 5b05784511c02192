import Foundation
import Testing

/// Renders recorded calls for failure messages, off the call path.
///
/// A spy named after the mock method that called it (`fetchUser(id:)`) renders each call
/// with that method's labels: `fetchUser(id: "1")`, `move(_:to:)` with `("a", 2)` as
/// `move("a", to: 2)`. When the labels do not fit the input, the values are listed
/// without labels.
enum CallFormatter {
  /// A call with `arguments`, as messages print it.
  ///
  /// - Parameter description: The spy's own text for these arguments, from the closure it
  ///   was declared with: it stands for the only argument, after its label, or for the
  ///   whole list of several. A call without arguments has nothing for it to stand for.
  static func render(name: String?, arguments: Any, description: String? = nil) -> String {
    let values = elements(of: arguments)
    if let description, values.count > 1 {
      return (name.map { Signature($0).baseName } ?? "call") + "(" + description + ")"
    }
    return render(
      name: name, renderedArguments: values.map { description ?? render(value: $0.value) },
      tupleLabels: values.map(\.label))
  }

  /// A call whose arguments are already rendered, each as `renderedArguments` has it.
  ///
  /// - Parameter tupleLabels: The labels of the input tuple the arguments come from; the
  ///   method's own labels, when it has as many, come first.
  static func render(
    name: String?, renderedArguments: [String], tupleLabels: [String?]? = nil
  ) -> String {
    guard let name else { return "call(" + renderedArguments.joined(separator: ", ") + ")" }
    // A property's spy is named like the property, and its getter takes no arguments.
    if renderedArguments.isEmpty, !name.contains("("), !name.contains(" ") { return name }
    let signature = Signature(name)
    let tupleLabels = tupleLabels ?? Array(repeating: nil, count: renderedArguments.count)
    let rendered = zip(labels(signature, tupleLabels), renderedArguments).map { label, value in
      guard let label else { return value }
      return "\(label): \(value)"
    }
    return signature.baseName + "(" + rendered.joined(separator: ", ") + ")"
  }

  /// The label of each argument, as a call renders it: the method's own when the spy is
  /// named after a method with as many parameters, else the input tuple's; `nil` for none.
  static func labels(name: String?, arguments: Any) -> [String?] {
    labels(name.map(Signature.init), elements(of: arguments).map(\.label))
  }

  /// The method's labels when it has one for each argument, else the input tuple's.
  private static func labels(_ signature: Signature?, _ tupleLabels: [String?]) -> [String?] {
    let labels: [String?]
    if let methodLabels = signature?.labels, methodLabels.count == tupleLabels.count {
      labels = methodLabels
    } else {
      labels = tupleLabels
    }
    return labels.map { $0 == "_" ? nil : $0 }
  }

  /// Renders one value as a test author reads it, by the first rule that applies: its
  /// `mockDescription`, its `testDescription`, then MockKit's own: strings quoted, an
  /// optional as the value it holds or `nil`, `Data` as its text or its first bytes,
  /// everything else as its description, with the elements of each dictionary and set in
  /// it sorted by their text (see ``sortedDescription(of:debug:)``).
  ///
  /// The standard library's types, some of which Swift Testing conforms to
  /// `CustomTestStringConvertible`, keep MockKit's rules, and read as they always have:
  /// Swift Testing prints a string's quotes unescaped, an optional's value by its own
  /// rules, and a range as `1 ... 3`.
  static func render(value: Any) -> String {
    switch value {
    case let wrapped as any UncheckedValue: return render(value: wrapped.uncheckedValue)
    case let custom as any CustomMockStringConvertible: return custom.mockDescription
    case let string as String: return String(reflecting: string)
    case let substring as Substring: return String(reflecting: substring)
    case let character as Character: return String(reflecting: character)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else {
      if let custom = value as? any CustomTestStringConvertible,
        !String(reflecting: type(of: value)).hasPrefix("Swift.")
      {
        return custom.testDescription
      }
      if let data = value as? Data { return render(data: data) }
      return sortedDescription(of: value, debug: false) ?? String(describing: value)
    }
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    // An optional that holds `nil` keeps its wrapper: bare, it would read as `nil`.
    let inner = Mirror(reflecting: wrapped)
    if inner.displayStyle == .optional, inner.children.isEmpty { return "Optional(nil)" }
    return render(value: wrapped)
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

    /// `fetch(id:name:)`; with the parameters' types, `log(_: Substring)`, as a generated
    /// mock names overloads; and with the result type, `value(forKey: String) -> Int?`.
    init(_ name: String) {
      var name = Substring(name)
      if let close = Self.closingParenthesis(of: name), name[close...].hasPrefix(") -> ") {
        name = name[...close]
      }
      guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
        baseName = String(name)
        labels = nil
        return
      }
      baseName = String(name[..<open])
      let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
      guard inner.contains(": ") else {
        labels = inner.split(separator: ":", omittingEmptySubsequences: true).map { String($0) }
        return
      }
      // `forKey: String, count: [String: Int]`: each parameter's label is what comes before
      // its first colon, the parameters split at the commas outside brackets.
      var parameters: [Substring] = []
      var depth = 0
      var start = inner.startIndex
      for index in inner.indices {
        switch inner[index] {
        case "(", "[", "<": depth += 1
        case ")", "]", ">": depth -= 1
        case "," where depth == 0:
          parameters.append(inner[start..<index])
          start = inner.index(after: index)
        default: break
        }
      }
      parameters.append(inner[start...])
      labels = parameters.map { parameter in
        String(parameter.drop { $0 == " " }.prefix { $0 != ":" })
      }
    }

    /// The parenthesis that closes the name's parameter list, the first one opened.
    private static func closingParenthesis(of name: Substring) -> Substring.Index? {
      var depth = 0
      for index in name.indices {
        switch name[index] {
        case "(": depth += 1
        case ")":
          depth -= 1
          if depth == 0 { return index }
        default: break
        }
      }
      return nil
    }
  }
}

/// A wrapper whose value failure messages show instead of the wrapper.
protocol UncheckedValue {
  var uncheckedValue: Any { get }
}
