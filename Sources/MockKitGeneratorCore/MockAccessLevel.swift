/// Which modules can use the generated mocks: the test target that holds them
/// (``internal``, the default), or every module that depends on a test-support library
/// holding them (``public``), or only those of the same package (``package``).
///
/// ```swift
/// var generator = MockGenerator(modulesUnderTest: ["Payments"])
/// generator.accessLevel = .public  // public final class MockPaymentProcessor
/// ```
///
/// A `public` or `package` mock declares with that access its class, an `init()` (or its
/// initializer of initial values), its spies, the protocol's requirements and the
/// protocol's type aliases: every member a test uses. A protocol less visible than its
/// mock would be gets no mock, with a warning: the mock's members would name its types.
public enum MockAccessLevel: String, CaseIterable, Equatable, Sendable {
  /// Visible in the module that compiles the mocks: a test target's own mocks.
  case `internal`
  /// Visible in every module of the same package: a test-support target that the test
  /// targets of its own package depend on. Needs a mocked protocol that is `package`,
  /// `public` or `open`.
  case `package`
  /// Visible in every module that imports the one holding the mocks: a test-support
  /// library that other packages' tests may use too. Needs a mocked protocol that is
  /// `public` or `open`.
  case `public`

  /// The modifier written before each declaration: `public `, or nothing for
  /// ``internal``, which is Swift's default.
  var modifier: String {
    self == .internal ? "" : rawValue + " "
  }

  /// Whether a mock of this access level can implement `declaration`: its members would
  /// otherwise be more visible than the types they name.
  func canMock(_ declaration: ProtocolDeclaration) -> Bool {
    switch self {
    case .internal: true
    case .package: declaration.isPublic || declaration.accessLevel == "package"
    case .public: declaration.isPublic
    }
  }
}
