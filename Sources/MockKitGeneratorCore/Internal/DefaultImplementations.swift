/// The requirements a mock leaves to the implementation an extension of their protocol
/// gives, because a class cannot implement them itself.
extension Requirement {
  /// Whether the mock leaves this requirement to its protocol's extension, given the
  /// methods and subscripts that extension implements (`implemented`, by name and labels).
  ///
  /// A generic method or subscript that passes `Self` to another generic type, as
  /// fluent-kit's `ModelAlias` does in `subscript<Field>(dynamicMember:) -> AliasedField<Self,
  /// Field>`, would make the mock class's member require the class's own conformance while
  /// Swift checks it: "self-referential generic requirements" (Swift 6.3). The extension's
  /// implementation is the only one a conforming class can have.
  func isLeftToExtension(implementing implemented: Set<String>) -> Bool {
    let signature: String
    switch self {
    case .method(let method) where !method.genericParameters.isEmpty:
      signature = method.signature
    case .subscript(let requirement) where !requirement.genericParameters.isEmpty:
      signature = requirement.signature
    default:
      return false
    }
    return implemented.contains(signature) && writtenTypes.contains(where: passesSelf)
  }
}

/// Whether `type` writes `Self` as a generic argument: `AliasedField<Self, Field>`.
private func passesSelf(_ type: String) -> Bool {
  let tokens = Tokenizer.tokenize(type)
  var angleDepth = 0
  for (position, token) in tokens.enumerated() {
    switch token.text {
    case "<": angleDepth += 1
    case ">": angleDepth -= 1
    case "Self" where angleDepth > 0:
      let isMember = position + 1 < tokens.count && tokens[position + 1].text == "."
      if !isMember && ["<", ","].contains(tokens[position - 1].text) { return true }
    default: break
    }
  }
  return false
}
