extension CallFormatter {
  /// `value` as the standard library prints it, with the elements of each dictionary and
  /// set in it sorted by their text; `nil` when it holds none.
  ///
  /// The standard library lists a dictionary's or a set's elements in the order of their
  /// hashes, which Swift seeds anew in each process: a message would read otherwise from
  /// one run to the next. A dictionary or set is found where the standard library's own
  /// printing reaches it: in an array, an optional, a tuple, a struct's stored properties
  /// and an enum case's associated values, unless the type prints itself
  /// (`CustomStringConvertible`), and then it prints as the type says.
  ///
  /// `["room": "r-1", "error": "timeout"]` prints as `["error": "timeout", "room": "r-1"]`,
  /// `Set([3, 1, 2])` as `[1, 2, 3]`, and inside another value as `Set([1, 2, 3])`.
  ///
  /// - Parameter debug: Whether to print as `String(reflecting:)` does, as the standard
  ///   library prints a value inside another, rather than as `String(describing:)`.
  static func sortedDescription(of value: Any, debug: Bool) -> String? {
    let mirror = Mirror(reflecting: value)
    // Checked before any cast, which would look through the optional to its value.
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value,
        let text = sortedDescription(of: wrapped, debug: true)
      else { return nil }
      return "Optional(" + text + ")"
    }
    if let collection = value as? any SortedPrinting {
      return collection.sortedDescription(debug: debug)
    }
    guard !(value is any CustomStringConvertible), !(value is any CustomDebugStringConvertible),
      !(value is any TextOutputStreamable)
    else { return nil }
    switch mirror.displayStyle {
    case .tuple:
      let fields = mirror.children.map { child in
        (label: child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, value: child.value)
      }
      return sortedFields(fields).map { "(" + $0 + ")" }
    case .struct:
      // The standard library names the type in full inside another value.
      let typeName =
        debug ? String(reflecting: mirror.subjectType) : String(describing: mirror.subjectType)
      let fields = mirror.children.compactMap { child in
        child.label.map { (label: Optional($0), value: child.value) }
      }
      return sortedFields(fields).map { typeName + "(" + $0 + ")" }
    case .enum:
      guard let associated = mirror.children.first, let caseName = associated.label,
        let text = sortedDescription(of: associated.value, debug: true)
      else { return nil }
      let name = debug ? String(reflecting: mirror.subjectType) + "." + caseName : caseName
      let isTuple = Mirror(reflecting: associated.value).displayStyle == .tuple
      return name + (isTuple ? text : "(" + text + ")")
    default:
      return nil
    }
  }

  /// `value` as the standard library prints it inside another value, with each dictionary
  /// and set in it sorted.
  static func sortedElementDescription(of value: Any) -> String {
    sortedDescription(of: value, debug: true) ?? String(reflecting: value)
  }

  /// A tuple's or struct's fields as it lists them, `label: value`, with each dictionary
  /// and set in them sorted; `nil` when they hold none.
  private static func sortedFields(_ fields: [(label: String?, value: Any)]) -> String? {
    let texts = fields.map { sortedDescription(of: $0.value, debug: true) }
    guard texts.contains(where: { $0 != nil }) else { return nil }
    return zip(fields, texts).map { field, text in
      (field.label.map { $0 + ": " } ?? "") + (text ?? String(reflecting: field.value))
    }.joined(separator: ", ")
  }
}

/// A standard library collection that messages print as the standard library does, with
/// each dictionary and set sorted: an array, a dictionary, a set.
protocol SortedPrinting {
  /// The collection as `String(describing:)` (or with `debug`, `String(reflecting:)`)
  /// prints it, with each dictionary and set sorted; `nil` when it holds none.
  func sortedDescription(debug: Bool) -> String?
}

extension Array: SortedPrinting {
  /// The elements in their order; `nil` when none holds a dictionary or set.
  func sortedDescription(debug: Bool) -> String? {
    let texts = map { CallFormatter.sortedDescription(of: $0, debug: true) }
    guard texts.contains(where: { $0 != nil }) else { return nil }
    return "[" + zip(self, texts).map { $1 ?? String(reflecting: $0) }.joined(separator: ", ")
      + "]"
  }
}

extension Dictionary: SortedPrinting {
  /// The entries sorted by their keys' text (then their values', for keys that print
  /// alike): `[:]` when there are none.
  func sortedDescription(debug: Bool) -> String? {
    guard !isEmpty else { return "[:]" }
    let entries = map { key, value in
      (
        key: CallFormatter.sortedElementDescription(of: key),
        value: CallFormatter.sortedElementDescription(of: value)
      )
    }
    .sorted { ($0.key, $0.value) < ($1.key, $1.value) }
    return "[" + entries.map { $0.key + ": " + $0.value }.joined(separator: ", ") + "]"
  }
}

extension Set: SortedPrinting {
  /// The elements sorted by their text, as `Set([…])` inside another value.
  func sortedDescription(debug: Bool) -> String? {
    let elements = map { CallFormatter.sortedElementDescription(of: $0) }.sorted()
    let list = "[" + elements.joined(separator: ", ") + "]"
    return debug ? "Set(" + list + ")" : list
  }
}
