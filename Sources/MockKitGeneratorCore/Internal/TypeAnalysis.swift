/// How a mock passes one parameter to its spy: the type the spy records and the
/// expression that produces it from the argument.
struct RecordedArgument {
  let type: String
  let expression: String
  /// A non-escaping closure that the mock lends the spy for the length of the call, in a
  /// `ClosureArgument` that `expression` names.
  var lent: LentClosure?
  /// Whether `expression` calls an autoclosure that throws, so the call needs `try`.
  var evaluationThrows = false
  /// Whether `expression` calls an `async` autoclosure, so the call needs `await`.
  var evaluationAwaits = false
}

/// A closure parameter that the mock makes escapable with `withoutActuallyEscaping` and
/// lends its spy with `ClosureArgument.during` while the call runs.
struct LentClosure {
  /// The parameter's name, as the mock's body spells it.
  let name: String
  /// The name messages use for it: the parameter's name without backticks.
  let parameter: String
  /// The `ClosureArgument` type to write before `.during` when Swift cannot infer it:
  /// `MockKit.ClosureArgument<Any>` for a closure whose type uses a generic parameter, and
  /// the closure's type with plain `throws` for one that throws a typed error (see
  /// ``TypedThrowsErasure``).
  let explicitType: String?
  /// The expression `.during` lends: the parameter, or the parameter converted to its type
  /// with plain `throws` before it is lent as `Any`.
  let argument: String
}

/// What the mocked member may do, which decides whether its mock can call an autoclosure
/// argument: an `async` one only from an `async` member, a throwing one only from a
/// member that throws any error or rethrows.
struct MemberEffects {
  var isAsync: Bool
  var canThrowAnyError: Bool

  init(isAsync: Bool, throwsClause: ThrowsClause) {
    self.isAsync = isAsync
    switch throwsClause {
    case .any, .rethrows: canThrowAnyError = true
    case .none, .typed: canThrowAnyError = false
    }
  }
}

/// Decides what a spy records for each parameter and returns; see ``MockGenerator``.
struct TypeAnalysis {
  /// Generic parameters in scope, by name, and whether each is `Sendable`.
  let generics: [String: Bool]
  /// The mock's own type name, which stands for `Self`.
  let mockName: String
  /// The mock's generic parameters, its protocol's associated types without a default:
  /// like ``generics``, their members are not the module's types of the same names.
  var mockGenerics: Set<String> = []
  /// Types known not to be `Sendable`, recorded in an `UncheckedArgument`.
  var notSendable: Set<String> = []
  /// Types known to be `Sendable` besides ``sendableStandardTypes``: declared so in the
  /// files read, the mock itself, its generic parameters. Any other type is not proven
  /// `Sendable`, so it is recorded in an `UncheckedArgument` too.
  var sendable: Set<String> = []
  /// The definition of a type alias, by name, of the protocol or the files read.
  var aliasDefinition: (String) -> String? = { _ in nil }
  /// Names to write qualified by their module (`Scope` as `Shop.Scope`); see
  /// ``MockGenerator/declaredTypeNames``.
  var qualified: [String: String] = [:]
  /// Types whose values cannot be copied, besides ``noncopyableTypes``: declared
  /// `~Copyable` in the files read, and the member's generic parameters that may be.
  var noncopyable: Set<String> = []
  /// Types whose values cannot escape, besides ``nonescapableTypes``: declared
  /// `~Escapable` in the files read, and the member's generic parameters that may be.
  var nonescapable: Set<String> = []
  /// Whether the files read or the protocol declare a type of this name (Tracing's
  /// protocol `Span`, an associated type `Span`): written without `Swift.`, the name is
  /// that type, not the standard library's type of the same name.
  var hidesStandardName: (String) -> Bool = { _ in false }
  /// The modules whose names may qualify a type (`Repro` in `Repro.Page.Kind`): the mocked
  /// module, the other modules read, `Swift` and `Foundation`.
  var moduleNames: Set<String> = ["Swift", "Foundation"]
  /// Whether a name is a type alias of a function type, such as
  /// `typealias Completion = (Int) -> Void`: a parameter of that type is a closure too.
  var isFunctionAlias: (String) -> Bool = { _ in false }

  /// Standard library types that are never `Sendable`.
  static let unsafeTypes: Set<String> = [
    "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
    "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
    "UnsafeMutableRawBufferPointer", "OpaquePointer", "AutoreleasingUnsafeMutablePointer",
    "Any", "AnyObject", "AnyClass", "Encoder", "Decoder",
  ]

  /// Standard library types that cannot be copied, so a spy cannot record them.
  static let noncopyableTypes: Set<String> = ["ExecutorJob", "Atomic", "Mutex"]

  /// Standard library types that cannot escape, so a spy cannot keep them; the spans
  /// among them are recorded as copies of what they view (``spanCopy(_:named:)``).
  static let nonescapableTypes: Set<String> = [
    "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "UTF8Span", "OutputSpan",
    "OutputRawSpan",
  ]

  /// Why a spy cannot keep a value of `type`: the type in it that is non-copyable or
  /// non-escapable, and which of the two, as `~Copyable` or `~Escapable`; `nil` when it
  /// can. A function type can be kept whatever it takes or returns.
  func unkeepable(_ type: String) -> (name: String, suppressed: String)? {
    let tokens = Tokenizer.tokenize(type)
    if tokens.contains(where: { $0.text == "->" }) { return nil }
    for (name, qualifier, _) in Self.namedTypesWithQualifiers(in: tokens, leavingOut: []) {
      let isStandard = isStandardLibraryName(name, qualifiedBy: qualifier)
      if (isStandard && Self.noncopyableTypes.contains(name)) || noncopyable.contains(name) {
        return (name, "~Copyable")
      }
      if (isStandard && Self.nonescapableTypes.contains(name)) || nonescapable.contains(name) {
        return (name, "~Escapable")
      }
    }
    return nil
  }

  /// Whether `name`, written after `qualifier` if any, names the standard library's type of
  /// that name: after `Swift.`, or alone when neither the files read, the protocol nor the
  /// member declare a type of that name.
  private func isStandardLibraryName(_ name: String, qualifiedBy qualifier: String?) -> Bool {
    guard let qualifier else { return !hidesStandardName(name) && generics[name] == nil }
    return qualifier == "Swift"
  }

  /// Standard library and Foundation types that are `Sendable` (the generic ones when
  /// their arguments are), and the words of a type that name no type of their own.
  static let sendableStandardTypes: Set<String> = [
    "Bool", "String", "Substring", "Character", "StaticString", "Int", "Int8", "Int16",
    "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
    "Double", "Float", "Float16", "Float80", "CGFloat", "Decimal", "Void", "Never",
    "Optional", "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Result",
    "Range", "ClosedRange", "ObjectIdentifier", "Duration", "ContinuousClock",
    "SuspendingClock", "Error", "Sendable", "Actor", "MainActor", "Task", "TaskPriority",
    "CancellationError",
    "AsyncStream", "AsyncThrowingStream", "Date", "Data", "URL", "UUID", "TimeInterval",
    "Locale", "TimeZone", "Calendar", "DateComponents", "DateInterval", "IndexPath",
    "IndexSet", "CharacterSet", "URLComponents", "URLQueryItem", "URLRequest",
    "AttributedString", "Swift", "Foundation", "any", "some", "inout", "borrowing",
    "consuming", "sending", "each", "repeat", "__owned", "__shared", "isolated", "Type",
    "Protocol", "CheckedContinuation", "UnsafeContinuation",
  ]

  /// Standard library types nested in another that are `Sendable`, by path: a stream's
  /// continuation and the types nested in it, a clock's instant.
  static let sendableStandardMembers: Set<String> = [
    "AsyncStream.Continuation", "AsyncStream.Continuation.Termination",
    "AsyncStream.Continuation.YieldResult", "AsyncStream.Continuation.BufferingPolicy",
    "AsyncThrowingStream.Continuation", "AsyncThrowingStream.Continuation.Termination",
    "AsyncThrowingStream.Continuation.YieldResult",
    "AsyncThrowingStream.Continuation.BufferingPolicy", "ContinuousClock.Instant",
    "SuspendingClock.Instant", "Unicode.Scalar",
  ]

  /// Whether `type` uses a type not proven `Sendable`: one known not to be, or one that is
  /// neither a standard `Sendable` type nor known to be `Sendable` (a type of a module not
  /// read, an associated type of an associated type). A closure type is judged by its own
  /// attributes alone (``FunctionSendability``).
  func isNotSendable(_ type: String) -> Bool {
    isNotSendable(Tokenizer.tokenize(type), aliasDepth: 0)
  }

  private func isNotSendable(_ tokens: [Token], aliasDepth: Int) -> Bool {
    let tokens = collapsingSendableCompositions(tokens)
    let named = Self.namedTypesWithQualifiers(in: tokens, leavingOut: sendable)
    if named.contains(where: {
      declaredSendability(of: $0.path) == false || Self.unsafeTypes.contains($0.name)
    }) {
      return true
    }
    if tokens.contains(where: { $0.text == "->" }) {
      return FunctionSendability.holdsNonSendableFunction(tokens)
    }
    return named.contains { name, qualifier, path in
      // `User.SessionID`, an associated type of the generic parameter `User`, is neither the
      // module's type nor its type alias `SessionID`: unless a `where` clause pins it,
      // nothing proves it `Sendable`. `User.Type` is a metatype.
      if isMemberOfGenericParameter(path) { return !["Type", "Protocol"].contains(name) }
      let ownPath = withoutModules(path)
      if Self.sendableStandardTypes.contains(name) || declaredSendability(of: path) == true
        || generics[name] != nil || name == mockName
        || Self.sendableStandardMembers.contains(ownPath)
      {
        return false
      }
      guard aliasDepth < 20 else { return true }
      // `Logger.Metadata.Value`, where `Metadata` is `[String: MetadataValue]`: a
      // collection's element is as `Sendable` as the collection.
      if let qualifier, ["Key", "Value", "Element"].contains(name),
        let definition = alias(
          path: String(ownPath.dropLast(name.count + 1)), name: qualifier),
        definition.hasPrefix("[")
      {
        return isNotSendable(Tokenizer.tokenize(definition), aliasDepth: aliasDepth + 1)
      }
      guard let definition = alias(path: ownPath, name: name) else { return true }
      return isNotSendable(Tokenizer.tokenize(definition), aliasDepth: aliasDepth + 1)
    }
  }

  /// `tokens` with each protocol composition that includes `Sendable`, or a protocol that
  /// inherits it (`Error`, `Actor`, one the files read declare so), written as `Sendable`
  /// alone: a value of `any Hashable & Sendable` is `Sendable` whatever its other protocols.
  private func collapsingSendableCompositions(_ tokens: [Token]) -> [Token] {
    guard tokens.contains(where: { $0.text == "&" }) else { return tokens }
    var result: [Token] = []
    var position = 0
    while position < tokens.count {
      var parts: [Range<Int>] = []
      var start = position
      while let end = Self.compositionPartEnd(tokens, from: start) {
        parts.append(start..<end)
        guard end < tokens.count, tokens[end].text == "&" else { break }
        start = end + 1
      }
      if parts.count > 1, parts.contains(where: { requiresSendable(tokens[$0]) }) {
        result.append(Token(kind: .word, text: "Sendable", line: tokens[position].line))
        position = parts[parts.count - 1].upperBound
      } else {
        result.append(tokens[position])
        position += 1
      }
    }
    return result
  }

  /// Where the part of a protocol composition that starts at `start` ends (exclusive): a
  /// name, qualified or not, with its generic arguments (`Swift.Collection<Int>`); `nil`
  /// when no name starts there.
  private static func compositionPartEnd(_ tokens: [Token], from start: Int) -> Int? {
    guard start < tokens.count, tokens[start].isWord else { return nil }
    var position = start + 1
    while position < tokens.count {
      if tokens[position].text == ".", position + 1 < tokens.count, tokens[position + 1].isWord {
        position += 2
      } else if tokens[position].text == "<" {
        var depth = 0
        repeat {
          if tokens[position].text == "<" { depth += 1 }
          if tokens[position].text == ">" { depth -= 1 }
          position += 1
        } while depth > 0 && position < tokens.count
      } else {
        break
      }
    }
    return position
  }

  /// Whether the protocol `part` of a composition names requires its conformers to be
  /// `Sendable`.
  private func requiresSendable(_ part: ArraySlice<Token>) -> Bool {
    let path = withoutModules(
      part.prefix { $0.text != "<" }.filter(\.isWord).map(\.text).joined(separator: "."))
    return ["Sendable", "Error", "Actor"].contains(path) || declaredSendability(of: path) == true
  }

  /// The definition of the type alias `path` names (`Cache.Value`, the `Value` nested in
  /// `Cache`), or else of the alias `name`, as written inside the type that declares it.
  private func alias(path: String, name: String) -> String? {
    (path.contains(".") ? aliasDefinition(path) : nil) ?? aliasDefinition(name)
  }

  /// `path` without the module names at its front: `Logger.Metadata` for
  /// `Logging.Logger.Metadata`.
  private func withoutModules(_ path: String) -> String {
    var path = Substring(path)
    while let dot = path.firstIndex(of: "."), moduleNames.contains(String(path[..<dot])) {
      path = path[path.index(after: dot)...]
    }
    return String(path)
  }

  /// Whether `path` names a member of a generic parameter: `User.SessionID`, also written
  /// with a module.
  private func isMemberOfGenericParameter(_ path: String) -> Bool {
    let components = path.split(separator: ".").drop { moduleNames.contains(String($0)) }
    guard components.count > 1, let first = components.first.map(String.init) else {
      return false
    }
    return generics[first] != nil || mockGenerics.contains(first)
  }

  /// Whether the type `path` names is known to be `Sendable` (`true`: a generic parameter
  /// too) or known not to be (`false`), `nil` when neither is known. A nested type is known
  /// by its path (`ArgumentDefinition.Kind`, also when written with its module,
  /// `Repro.ArgumentDefinition.Kind`), so that another type's `Kind` says nothing of it.
  private func declaredSendability(of path: String) -> Bool? {
    let name = withoutModules(path)
    // The mock's generic parameters are `Sendable` whatever a type alias of the same name
    // elsewhere in the module is; `Fetcher.Value` is not the generic parameter `Value`.
    if generics[name] != nil || sendable.contains(name) { return true }
    return notSendable.contains(name) ? false : nil
  }

  /// The names of the types `tokens` use, leaving out what qualifies them: `Level` in
  /// `Logger.Level`, whose `Sendable`-ness is its own, not that of `Logger`.
  /// Leaves out tuple labels (`first` in `(first: Order, second: Order)`, not `Key` in
  /// `[Key: Value]`), attributes,
  /// and the nested names in `known` with what qualifies them (`Item.ID`, which a `where`
  /// clause pins to `String`).
  static func namedTypes(in tokens: [Token], leavingOut known: Set<String> = []) -> [String] {
    namedTypesWithQualifiers(in: tokens, leavingOut: known).map(\.name)
  }

  /// ``namedTypes(in:leavingOut:)``, each with the last name qualifying it (`Metadata` in
  /// `Logger.Metadata.Value`), if any, and its whole path (`Logger.Metadata.Value`).
  static func namedTypesWithQualifiers(in tokens: [Token], leavingOut known: Set<String>)
    -> [(name: String, qualifier: String?, path: String)]
  {
    var path = ""
    var previousWord: String?
    // The brackets open at each token: a word before `:` is a tuple's label, except
    // directly in brackets, where it is a dictionary's key type (`[AnyType: String]`).
    var brackets: [String] = []
    // The generic type whose arguments each open `<` starts, so that a name after them
    // continues its path: `Continuation` in `AsyncStream<Int>.Continuation`.
    var genericTypes: [(word: String?, path: String)] = []
    return tokens.indices.compactMap { position in
      let token = tokens[position]
      switch token.text {
      case "(", "[": brackets.append(token.text)
      case "<":
        brackets.append(token.text)
        genericTypes.append((previousWord, path))
      case ")", "]": _ = brackets.popLast()
      case ">":
        _ = brackets.popLast()
        if let generic = genericTypes.popLast() { (previousWord, path) = generic }
      default: break
      }
      guard token.isWord else { return nil }
      let isQualifier = position + 1 < tokens.count && tokens[position + 1].text == "."
      let continuesPath = position > 0 && tokens[position - 1].text == "."
      let qualifier = continuesPath ? previousWord : nil
      previousWord = token.text
      path = continuesPath && !path.isEmpty ? path + "." + token.text : token.text
      if isQualifier { return nil }
      if position + 1 < tokens.count, tokens[position + 1].text == ":", brackets.last != "[" {
        return nil
      }
      if position > 0, tokens[position - 1].text == "@" { return nil }
      if continuesPath, known.contains(path) { return nil }
      return (token.text.filter { $0 != "`" }, qualifier, path.filter { $0 != "`" })
    }
  }

  /// What the spy records for `parameter` of a member with `effects`, or `nil` when the
  /// argument cannot be copied.
  ///
  /// A non-escaping closure is lent in a `ClosureArgument`. An autoclosure is called once
  /// and its value recorded, when the member's effects allow the call; otherwise it is
  /// lent like any non-escaping closure.
  func recorded(_ parameter: Parameter, effects: MemberEffects) -> RecordedArgument? {
    let name = Self.usable(parameter.internalName)
    var tokens = replacingSelf(Tokenizer.tokenize(parameter.type))
    // An `isolated` parameter's actor is recorded as the actor it is.
    let specifiers: Set<String> = [
      "inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated",
    ]
    while let first = tokens.first, specifiers.contains(first.text) { tokens.removeFirst() }
    // A pack is recorded as the tuple of its elements, any of which may not be `Sendable`.
    if tokens.map(\.text).prefix(2) == ["repeat", "each"] {
      return RecordedArgument(
        type: "MockKit.UncheckedArgument<Any>",
        expression: "MockKit.UncheckedArgument<Any>((repeat each \(name)))")
    }
    if tokens.last?.text == "..." {
      tokens.removeLast()
      tokens = wrapped(tokens, open: "[", close: "]")
    }
    if let copy = spanCopy(tokens, named: name) {
      return recorded(Tokenizer.tokenize(copy.type), expression: copy.expression)
    }
    // Nothing of a value that cannot be copied or escape can be kept: the spy records
    // the call without it.
    if unkeepable(TypeRenderer.render(tokens)) != nil { return nil }
    let (attributes, functionType) = leadingAttributes(tokens)
    if attributes.contains("autoclosure") {
      let closure = withoutAttributes(["autoclosure", "escaping"], tokens)
      if let result = evaluated(closure, named: name, effects: effects) { return result }
      return lent(closure, named: name, parameter: parameter.internalName)
    }
    if isFunction(functionType) && !attributes.contains("escaping") {
      // `withoutActuallyEscaping` does not take an `@isolated(any)` closure (Swift 6.3:
      // "currently unimplemented"), so such a closure cannot be lent: like a value that
      // cannot escape, it is left out of what the spy records.
      if attributes.contains("isolated") { return nil }
      return lent(tokens, named: name, parameter: parameter.internalName)
    }
    return recorded(tokens, expression: name)
  }

  /// What a setter's spy records of the value set, of type `type`, which the setter
  /// receives as `newValue`. A property's or subscript's value is escaping: a closure set is
  /// kept, as the property keeps it, not lent for the call as a closure parameter is.
  func recordedNewValue(type: String) -> RecordedArgument? {
    let (_, functionType) = leadingAttributes(Tokenizer.tokenize(type))
    return recorded(
      Parameter(
        label: nil, internalName: "newValue",
        type: isFunction(functionType) ? "@escaping " + type : type),
      effects: MemberEffects(isAsync: false, throwsClause: .none))
  }

  /// Whether `tokens`, a type without its leading attributes, is a function type: written
  /// out, or a type alias of one.
  private func isFunction(_ tokens: ArraySlice<Token>) -> Bool {
    containsTopLevelArrow(tokens) || isFunctionAliasName(tokens)
  }

  /// Whether `tokens` name a type alias of a function type, written alone or with what
  /// qualifies it: `Completion`, or `Repro.Completion` as a name of the mocked module is
  /// written in the mock.
  private func isFunctionAliasName(_ tokens: ArraySlice<Token>) -> Bool {
    guard tokens.allSatisfy({ $0.isWord || $0.text == "." }), let last = tokens.last?.text,
      let name = last.split(separator: ".").last.map(String.init), generics[name] == nil
    else { return false }
    return isFunctionAlias(name)
  }

  /// A copy of what a span argument views, which a spy can keep where the span cannot
  /// escape the call: the bytes of a `RawSpan` as `[UInt8]`, the elements of a
  /// `Span<Order>` as `[Order]`, the text of a `UTF8Span` as a `String`.
  private func spanCopy(_ tokens: [Token], named name: String) -> (
    type: String, expression: String
  )? {
    var tokens = tokens[...]
    var qualifier: String?
    if tokens.count > 2, tokens.first?.text == "Swift", tokens.dropFirst().first?.text == "." {
      tokens = tokens.dropFirst(2)
      qualifier = "Swift"
    }
    guard let first = tokens.first?.text, isStandardLibraryName(first, qualifiedBy: qualifier)
    else { return nil }
    if tokens.count == 1 {
      switch first {
      case "RawSpan", "MutableRawSpan": return ("[UInt8]", "\(name).withUnsafeBytes { Array($0) }")
      case "UTF8Span": return ("String", "String(copying: \(name))")
      default: return nil
      }
    }
    guard ["Span", "MutableSpan"].contains(first), tokens.count > 3,
      tokens.dropFirst().first?.text == "<", tokens.last?.text == ">"
    else { return nil }
    let element = TypeRenderer.render(Array(tokens.dropFirst(2).dropLast()))
    return ("[\(element)]", "\(name).withUnsafeBufferPointer { Array($0) }")
  }

  /// What the spy records for a value of type `tokens`, which `expression` produces.
  private func recorded(_ tokens: [Token], expression name: String) -> RecordedArgument {
    let words = Set(tokens.filter(\.isWord).map(\.text))
    let mentioned = words.filter { generics[$0] != nil }
    let isOpaque = words.contains("some")
    if !mentioned.isEmpty || isOpaque {
      let texts = tokens.map(\.text)
      if texts.count == 3, mentioned.contains(texts[0]), texts[1] == ".", texts[2] == "Type" {
        return RecordedArgument(type: "Any.Type", expression: name)
      }
      let allSendable = mentioned.allSatisfy { generics[$0] == true }
      if !tokens.contains(where: { $0.text == "->" }) && allSendable
        && (!isOpaque || words.contains("Sendable"))
      {
        return RecordedArgument(type: "any Sendable", expression: name)
      }
      // `as Any` says that an optional is boxed on purpose, which Swift warns about.
      let isOptional =
        ["?", "!"].contains(tokens.last?.text ?? "") || tokens.first?.text == "Optional"
      // A typed-throws closure converts to `Any` only where the platform has typed throws.
      let value =
        (isOpaque ? nil : untypedThrows(tokens)).map {
          "\(name) as \(TypeRenderer.storedType(TypeRenderer.render($0)))"
        } ?? name
      return RecordedArgument(
        type: "MockKit.UncheckedArgument<Any>",
        expression: "MockKit.UncheckedArgument<Any>(\(value)\(isOptional ? " as Any" : ""))")
    }
    // Swift converts a typed-throws closure to the type with plain `throws` on its own,
    // but infers `UncheckedArgument`'s type from the closure unless told.
    let untyped = untypedThrows(tokens)
    let stored = TypeRenderer.storedType(TypeRenderer.render(untyped ?? tokens))
    if FunctionSendability.holdsNonSendableFunction(tokens)
      || isNotSendable(TypeRenderer.render(tokens))
    {
      let unchecked = "MockKit.UncheckedArgument<\(stored)>"
      return RecordedArgument(
        type: unchecked,
        expression: "\(untyped == nil ? "MockKit.UncheckedArgument" : unchecked)(\(name))")
    }
    return RecordedArgument(type: stored, expression: name)
  }

  /// A non-escaping closure of type `tokens`, lent in a `ClosureArgument`: of its own
  /// type, or of `Any` when its type uses a generic parameter of the member, which the
  /// spy cannot name.
  private func lent(_ tokens: [Token], named name: String, parameter: String)
    -> RecordedArgument
  {
    let words = Set(tokens.filter(\.isWord).map(\.text))
    let isGeneric = words.contains { generics[$0] != nil } || words.contains("some")
    let untyped = untypedThrows(tokens)
    let lentType = TypeRenderer.render(untyped ?? tokens)
    let type = "MockKit.ClosureArgument<\(isGeneric ? "Any" : lentType)>"
    // A typed-throws closure converts to `Any` only where the platform has typed throws.
    let argument =
      isGeneric && untyped != nil && !words.contains("some") ? "\(name) as \(lentType)" : name
    return RecordedArgument(
      type: type, expression: name,
      lent: LentClosure(
        name: name, parameter: parameter.filter { $0 != "`" },
        explicitType: isGeneric || untyped != nil ? type : nil, argument: argument))
  }

  /// Whether a parameter of type `type` is a closure that throws a typed error, which its
  /// spy records with plain `throws`, so that the spy's value cannot be passed back where
  /// the typed closure is wanted.
  func recordsWithPlainThrows(_ type: String) -> Bool {
    let tokens = Tokenizer.tokenize(type)
    return untypedThrows(tokens) != nil
      || untypedThrows(Array(leadingAttributes(tokens).rest)) != nil
  }

  /// The closure type `tokens` with plain `throws` for its typed error, or `nil` when it
  /// throws none (see ``TypedThrowsErasure``). A type alias of a function type that throws
  /// a typed error is written out.
  private func untypedThrows(_ tokens: [Token]) -> [Token]? {
    if let erased = TypedThrowsErasure.erased(tokens) { return erased }
    guard tokens.count == 1, isFunctionAlias(tokens[0].text),
      let definition = aliasDefinition(tokens[0].text)
    else { return nil }
    return TypedThrowsErasure.erased(replacingSelf(Tokenizer.tokenize(definition)))
  }

  /// The value of the autoclosure `tokens` (its type without `@autoclosure`), called
  /// once; `nil` when `effects` do not allow the call.
  private func evaluated(_ tokens: [Token], named name: String, effects: MemberEffects)
    -> RecordedArgument?
  {
    guard let arrow = topLevelArrow(tokens[...]) else { return nil }
    let words = Set(tokens[..<arrow].filter(\.isWord).map(\.text))
    let isAsync = words.contains("async")
    let throwing = words.contains("throws") || words.contains("rethrows")
    guard !isAsync || effects.isAsync, !throwing || effects.canThrowAnyError else { return nil }
    var result = Array(tokens[(arrow + 1)...])
    // A function a closure returns is escaping.
    if containsTopLevelArrow(result[...]) {
      result = Tokenizer.tokenize("@escaping") + result
    }
    let value = recorded(result, expression: name + "()")
    return RecordedArgument(
      type: value.type, expression: value.expression, evaluationThrows: throwing,
      evaluationAwaits: isAsync)
  }

  /// `name` usable in an expression: a keyword such as `in` gets backticks.
  static func usable(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  private static let keywords: Set<String> = [
    "as", "in", "is", "for", "func", "class", "struct", "enum", "protocol", "extension",
    "default", "repeat", "return", "where", "while", "do", "if", "else", "switch", "case",
    "try", "throw", "throws", "rethrows", "var", "let", "import", "inout", "operator", "self",
    "Self", "super", "true", "false", "nil", "static", "subscript", "init", "deinit", "guard",
    "break", "continue", "fallthrough", "defer", "catch", "internal", "public", "private",
    "fileprivate", "associatedtype", "typealias", "Any", "await",
  ]

  /// `name` usable after a dot in a type: `Type` and `Protocol` there would name a
  /// metatype (`Shop.Type`), so they get backticks (``Shop.`Type` ``).
  static func member(_ name: String) -> String {
    let plain = name.filter { $0 != "`" }
    return ["Type", "Protocol", "self"].contains(plain) ? "`\(plain)`" : name
  }

  /// Whether a return or element type depends on a generic parameter of the requirement,
  /// so its spy records `(any Sendable)?` and the mock casts the stubbed value.
  func isGeneric(_ type: String) -> Bool {
    Tokenizer.tokenize(type).contains { $0.isWord && generics[$0.text] != nil }
  }

  /// `type` with `Self` written as the mock's name and `Self.Item` as `Item`.
  func resolvingSelf(_ type: String) -> String {
    TypeRenderer.render(replacingSelf(Tokenizer.tokenize(type)))
  }

  /// `clause` with a typed error resolved like any other type.
  func resolving(_ clause: ThrowsClause) -> ThrowsClause {
    if case .typed(let error) = clause { return .typed(resolvingSelf(error)) }
    return clause
  }

  private func replacingSelf(_ tokens: [Token]) -> [Token] {
    var result: [Token] = []
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      if let qualifiedName = qualified[token.text], token.isWord, generics[token.text] == nil,
        position == 0 || tokens[position - 1].text != "."
      {
        result.append(Token(kind: .word, text: qualifiedName, line: token.line))
        position += 1
        continue
      }
      if token.text == "Self" {
        if position + 1 < tokens.count, tokens[position + 1].text == "." {
          position += 2
          continue
        }
        result.append(Token(kind: .word, text: mockName, line: token.line))
      } else {
        result.append(token)
      }
      position += 1
    }
    return result
  }

  private func wrapped(_ tokens: [Token], open: String, close: String) -> [Token] {
    let line = tokens.first?.line ?? 1
    return [Token(kind: .punctuation, text: open, line: line)] + tokens
      + [Token(kind: .punctuation, text: close, line: line)]
  }

  /// The names of the attributes at the start of a type (`escaping`, `Sendable`,
  /// `isolated` for `@isolated(any)`), and the type after them.
  private func leadingAttributes(_ tokens: [Token]) -> (names: [String], rest: ArraySlice<Token>) {
    var names: [String] = []
    var position = 0
    while position + 1 < tokens.count, tokens[position].text == "@", tokens[position + 1].isWord {
      let name = tokens[position + 1].text
      names.append(name)
      position += 2
      // `@isolated(any)`, `@convention(c)`: the attribute's argument, not a parameter list.
      if TypeRenderer.attributesWithArguments.contains(name), position + 2 < tokens.count,
        tokens[position].text == "(", tokens[position + 2].text == ")"
      {
        position += 3
      }
    }
    return (names, tokens[position...])
  }

  /// `tokens` without the named attributes (`@autoclosure`, `@escaping`).
  private func withoutAttributes(_ names: Set<String>, _ tokens: [Token]) -> [Token] {
    var kept: [Token] = []
    var position = 0
    while position < tokens.count {
      if tokens[position].text == "@", position + 1 < tokens.count,
        names.contains(tokens[position + 1].text)
      {
        position += 2
        continue
      }
      kept.append(tokens[position])
      position += 1
    }
    return kept
  }

  /// The position of the arrow of a function type, outside parentheses and brackets.
  private func topLevelArrow(_ tokens: ArraySlice<Token>) -> Int? {
    var depth = 0
    for position in tokens.indices {
      switch tokens[position].text {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "->" where depth == 0: return position
      default: break
      }
    }
    return nil
  }

  private func containsTopLevelArrow(_ tokens: ArraySlice<Token>) -> Bool {
    topLevelArrow(tokens) != nil
  }
}
