/// How MockKit writes a type's name in a message: as a test would write it, without the
/// module prefix but with every enclosing type and generic argument.
///
/// `String(describing:)` drops the enclosing types, so `CheckoutScene.ViewModel` and
/// `ProfileScene.ViewModel` both read `ViewModel`, and `Box<Int>.Inner` reads `Inner`.
/// `String(reflecting:)` keeps them, but adds the module to every name
/// (`Shop.CheckoutScene.ViewModel`, `Swift.Array<Swift.Int>`) and an `(unknown context at
/// $…)` marker for private and local types. This renders the reflected name without those
/// two, so a message names the type the test wrote: `CheckoutScene.ViewModel`,
/// `Array<CheckoutScene.ViewModel>`, `Box<Int>.Inner`.
enum TypeNames {
  /// The name of `type` without module prefixes: `CheckoutScene.ViewModel`.
  ///
  /// Only for messages: it costs a demangling and a scan of the name.
  static func name(of type: any Any.Type) -> String {
    name(reflecting: String(reflecting: type))
  }

  /// `reflected`, a name as `String(reflecting:)` writes it, without the module that
  /// starts each qualified name and without the markers of private and local contexts.
  static func name(reflecting reflected: String) -> String {
    let characters = Array(reflected)
    var result = ""
    result.reserveCapacity(characters.count)
    var index = 0
    while index < characters.count {
      if let end = anonymousContextEnd(in: characters, at: index) {
        index = end
        continue
      }
      guard isIdentifier(characters[index]) else {
        result.append(characters[index])
        index += 1
        continue
      }
      let start = index
      while index < characters.count, isIdentifier(characters[index]) { index += 1 }
      // The first component of a qualified name (`Shop` in `Shop.CheckoutScene.ViewModel`)
      // is the module; a component after a dot is an enclosing or nested type, kept.
      let continuesAName = start > 0 && characters[start - 1] == "."
      let isModule =
        !continuesAName && index + 1 < characters.count && characters[index] == "."
        && (isIdentifier(characters[index + 1])
          || anonymousContextEnd(in: characters, at: index + 1) != nil)
      if isModule {
        index += 1
      } else {
        result.append(contentsOf: characters[start..<index])
      }
    }
    return result
  }

  private static let anonymousContext = Array("(unknown context at ")

  /// If an `(unknown context at $…).` marker, which stands for a private or local
  /// declaration context, starts at `index`: the index just past it.
  private static func anonymousContextEnd(in characters: [Character], at index: Int) -> Int? {
    guard characters[index...].starts(with: anonymousContext),
      let close = characters[index...].firstIndex(of: ")")
    else { return nil }
    let next = close + 1
    return next < characters.count && characters[next] == "." ? next + 1 : next
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
  }
}
