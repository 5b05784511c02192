/// Chooses each requirement's spy name; see ``MockGenerator`` for the rules.
enum SpyNaming {
  /// One name per requirement, in the same order; empty for a compiler directive. A
  /// property's or subscript's name is the stem its `Getter` and `Setter` spies share.
  static func names(for requirements: [Requirement]) -> [String] {
    let entries = requirements.map(Entry.init)
    var overloads: [String: [Int]] = [:]
    var members: Set<String> = []
    for (position, entry) in entries.enumerated() where !entry.base.isEmpty {
      if !entry.isProperty { overloads[entry.base, default: []].append(position) }
      if entry.isProperty || (entry.isMethod && entry.words.isEmpty) {
        members.insert(entry.base)
      }
    }
    // What tells each overload apart, worked out once per group of overloads.
    var distinguished: [Int: String] = [:]
    for group in overloads.values where group.count > 1 {
      let names = distinguishing(group.map { entries[$0] })
      for (position, name) in zip(group, names) { distinguished[position] = name }
    }
    var used: Set<String> = []
    return entries.enumerated().map { position, entry in
      guard !entry.base.isEmpty else { return "" }
      var stem = entry.base
      // A spy named `self` would be the mock itself in the method's body: `` `self` ``.
      if entry.isMethod && (entry.words.isEmpty || ["self", "Self"].contains(entry.base)) {
        stem += "Spy"
      } else if !entry.isProperty, let distinguishing = distinguished[position] {
        stem += "By" + distinguishing
      } else if entry.isMethod && members.contains(stem) {
        stem += "Spy"
      }
      var name = stem
      var number = 2
      // A property's or subscript's spies are the stem with `Getter` and `Setter`: neither
      // may be a member's own name (`var user` beside `var userGetter`).
      let isAccessorStem = !entry.isMethod && entry.base != "initializer"
      func clashes(_ name: String) -> Bool {
        if used.contains(name) { return true }
        if entry.isMethod { return name != entry.base && members.contains(name) }
        guard isAccessorStem else { return false }
        return [name + "Getter", name + "Setter"].contains {
          members.contains($0) || used.contains($0)
        }
      }
      while clashes(name) {
        name = stem + String(number)
        number += 1
      }
      used.insert(name)
      if isAccessorStem { used.formUnion([name + "Getter", name + "Setter"]) }
      return name
    }
  }

  /// The name each requirement's spies use in failure messages: its signature
  /// (`log(_:)`), with the parameters' types when another requirement has the same
  /// signature (`log(_: Substring)`), and its result type when that is all that tells it
  /// apart (`value(forKey: String) -> Int?`). Empty for a compiler directive or a property.
  static func messageNames(for requirements: [Requirement]) -> [String] {
    let signatures = requirements.map {
      requirement -> (plain: String, typed: String, result: String) in
      switch requirement {
      case .method(let method):
        (method.signature, typed(method.name, method.parameters), method.returnType ?? "Void")
      case .subscript(let requirement):
        (requirement.signature, typed("subscript", requirement.parameters), requirement.returnType)
      case .initializer(let initializer):
        (initializer.signature, typed("init", initializer.parameters), "")
      case .property, .compilerDirective:
        ("", "", "")
      }
    }
    var counts: [String: Int] = [:]
    var typedCounts: [String: Int] = [:]
    for signature in signatures where !signature.plain.isEmpty {
      counts[signature.plain, default: 0] += 1
      typedCounts[signature.typed, default: 0] += 1
    }
    return signatures.map { signature in
      // Overloads that differ only in what they return: `value(forKey: String) -> Int?`.
      if typedCounts[signature.typed, default: 0] > 1, !signature.result.isEmpty {
        return unticked(signature.typed + " -> " + signature.result)
      }
      return unticked(counts[signature.plain, default: 0] > 1 ? signature.typed : signature.plain)
    }
  }

  private static func typed(_ name: String, _ parameters: [Parameter]) -> String {
    name + "("
      + parameters.map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", ") + ")"
  }

  /// What tells each of `group`, overloads of one name, apart from the others: its first
  /// label, else all its labels, else its labels and parameter types (`LineSubstring` for
  /// `log(_ line: Substring)`).
  private static func distinguishing(_ group: [Entry]) -> [String] {
    let levels: [(Entry) -> String] = [
      { capitalized($0.words.prefix(1)) },
      { capitalized($0.words) },
      { capitalized($0.words) + capitalized($0.typeWords) },
      // Overloads that differ in what they return: `valueByForKeyReturningIntOptional`.
      { capitalized($0.words) + "Returning" + capitalized($0.returnWords) },
      {
        capitalized($0.words) + capitalized($0.typeWords) + "Returning"
          + capitalized($0.returnWords)
      },
    ]
    // Each level's name for every overload, and how many overloads share each name.
    let names = levels.map { level in group.map(level) }
    let counts = names.map { Dictionary($0.map { ($0, 1) }, uniquingKeysWith: +) }
    return group.indices.map { position in
      for (level, levelNames) in names.enumerated() {
        let mine = levelNames[position]
        if !mine.isEmpty && counts[level][mine] == 1 { return mine }
      }
      return names[0][position]
    }
  }

  private static func capitalized<Words: Sequence<String>>(_ words: Words) -> String {
    words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  private struct Entry {
    var base = ""
    /// The parameters' labels, or their names where they have none.
    var words: [String] = []
    /// The words of the parameters' types, with `Optional` for `?`, `Array` for `[T]` and
    /// `Dictionary` for `[K: V]`.
    var typeWords: [String] = []
    /// The words of a method's or subscript's result type, in the same way.
    var returnWords: [String] = []
    var isMethod = false
    var isProperty = false

    init(_ requirement: Requirement) {
      switch requirement {
      case .method(let method):
        base = unticked(method.name)
        setParameters(method.parameters)
        returnWords = Self.words(ofType: method.returnType ?? "Void")
        isMethod = true
      case .property(let property):
        base = unticked(property.name)
        isProperty = true
      case .subscript(let requirement):
        base = "subscript"
        setParameters(requirement.parameters)
        returnWords = Self.words(ofType: requirement.returnType)
      case .initializer(let initializer):
        base = "initializer"
        setParameters(initializer.parameters)
      case .compilerDirective:
        break
      }
    }

    private mutating func setParameters(_ parameters: [Parameter]) {
      words = parameters.map { unticked($0.label ?? $0.internalName) }
      typeWords = parameters.flatMap { Self.words(ofType: $0.type) }
    }

    /// The words of `type` that tell it from another: `User`, `ArrayUser` for `[User]`,
    /// `UserOptional` for `User?`, leaving out `any`, `some` and ownership words.
    static func words(ofType type: String) -> [String] {
      let skipped: Set<String> = [
        "any", "some", "inout", "escaping", "borrowing", "consuming", "sending", "isolated",
      ]
      let tokens = Tokenizer.tokenize(type)
      return tokens.indices.compactMap { position in
        let token = tokens[position]
        if token.isWord { return skipped.contains(token.text) ? nil : unticked(token.text) }
        if token.text == "[" {
          return isDictionary(tokens, from: position) ? "Dictionary" : "Array"
        }
        return token.text == "?" || token.text == "!" ? "Optional" : nil
      }
    }

    /// Whether the bracket at `start` opens a dictionary type: a `:` at its own depth.
    private static func isDictionary(_ tokens: [Token], from start: Int) -> Bool {
      var depth = 0
      for token in tokens[start...] {
        switch token.text {
        case "[", "(", "<": depth += 1
        case "]", ")", ">":
          depth -= 1
          if depth == 0 { return false }
        case ":" where depth == 1: return true
        default: break
        }
      }
      return false
    }
  }
}
