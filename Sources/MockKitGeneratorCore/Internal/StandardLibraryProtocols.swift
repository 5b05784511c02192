/// The standard library's protocols that ``MockWriter`` does not implement itself: those a
/// mock satisfies with spies, written as the mock sees them, and those no mock of spies can
/// satisfy, each with the reason.
enum StandardLibraryProtocols {
  /// The protocols a mock satisfies with a spy per requirement, by name: the literal
  /// protocols (with their default literal types: `Int`, `Double`, `String`), streams,
  /// iterators and `CodingKey`. Requirements with a default implementation are left to it.
  static let mockable: [String: ProtocolDeclaration] = {
    let source = """
      protocol ExpressibleByNilLiteral { init(nilLiteral: ()) }
      protocol ExpressibleByBooleanLiteral { init(booleanLiteral value: Bool) }
      protocol ExpressibleByIntegerLiteral { init(integerLiteral value: Int) }
      protocol ExpressibleByFloatLiteral { init(floatLiteral value: Double) }
      protocol ExpressibleByUnicodeScalarLiteral { init(unicodeScalarLiteral value: String) }
      protocol ExpressibleByExtendedGraphemeClusterLiteral {
        init(extendedGraphemeClusterLiteral value: String)
      }
      protocol ExpressibleByStringLiteral { init(stringLiteral value: String) }
      protocol ExpressibleByStringInterpolation: ExpressibleByStringLiteral {}
      protocol ExpressibleByArrayLiteral {
        associatedtype ArrayLiteralElement
        init(arrayLiteral elements: ArrayLiteralElement...)
      }
      protocol ExpressibleByDictionaryLiteral {
        associatedtype Key: Hashable
        associatedtype Value
        init(dictionaryLiteral elements: (Key, Value)...)
      }
      protocol TextOutputStream { mutating func write(_ string: String) }
      protocol LosslessStringConvertible: CustomStringConvertible { init?(_ description: String) }
      protocol IteratorProtocol {
        associatedtype Element
        mutating func next() -> Element?
      }
      protocol AsyncIteratorProtocol {
        associatedtype Element
        mutating func next() async throws -> Element?
      }
      protocol RandomNumberGenerator { mutating func next() -> UInt64 }
      protocol CodingKey: Sendable {
        var stringValue: String { get }
        init?(stringValue: String)
        var intValue: Int? { get }
        init?(intValue: Int)
      }
      """
    var byName: [String: ProtocolDeclaration] = [:]
    for declaration in ProtocolParser.parse(source, path: "Swift").protocols {
      byName[declaration.name] = declaration
    }
    return byName
  }()

  /// Why no mock of spies can conform to a standard-library protocol, by name.
  static let refusals: [String: String] = {
    var reasons: [String: String] = [:]
    let collection =
      "its conformers are collections whose elements, indices and iteration agree, which "
      + "spies answering each requirement on its own cannot keep"
    for name in [
      "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
      "MutableCollection", "RangeReplaceableCollection", "StringProtocol", "SetAlgebra",
      "OptionSet", "AsyncSequence",
    ] {
      reasons[name] = collection
    }
    let arithmetic =
      "its conformers are values with arithmetic operators, which a mock class cannot be"
    for name in [
      "AdditiveArithmetic", "Numeric", "SignedNumeric", "BinaryInteger", "FixedWidthInteger",
      "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "Strideable",
      "DurationProtocol", "InstantProtocol",
    ] {
      reasons[name] = arithmetic
    }
    let executor =
      "its conformers run the jobs they are given, and a job is non-copyable, so no spy can "
      + "record or hold one"
    for name in ["Executor", "SerialExecutor", "TaskExecutor"] { reasons[name] = executor }
    reasons["Clock"] =
      "its conformers tell time with instants that advance and sleep until them, which spies "
      + "cannot do"
    reasons["BitwiseCopyable"] = "a class cannot be bitwise-copyable"
    return reasons
  }()

  /// The name `inherited` gives a standard-library protocol: without `Swift.` before it.
  static func name(_ inherited: String) -> String {
    inherited.hasPrefix("Swift.") ? String(inherited.dropFirst("Swift.".count)) : inherited
  }
}
