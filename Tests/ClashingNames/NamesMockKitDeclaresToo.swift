// Types named like MockKit's public types, as an app or another library may declare them.
// A test file that imports this module and MockKit must still compile, and so must the
// mocks MockKitPlugin generates for the protocols in this module.

/// A store detective, watching the shop floor.
public struct Spy: Sendable, Equatable {
  /// The detective's code name.
  public let codeName: String

  /// Creates a detective with a code name.
  public init(codeName: String) { self.codeName = codeName }
}

/// Why a detective's report was refused.
public struct ThrowingSpy: Error, Sendable, Equatable {
  /// What was wrong with the report.
  public let reason: String

  /// Creates a refusal with its reason.
  public init(reason: String) { self.reason = reason }
}

/// How long a registration lasts.
public enum Scope: Sendable, Equatable {
  case app
  case session
}

/// A cash register of the shop.
public struct Register: Sendable, Equatable {
  /// The register's name.
  public let name: String

  /// Creates a register with a name.
  public init(name: String) { self.name = name }
}

/// A shipping container full of test orders.
public final class TestContainer: Sendable {
  /// The container's label.
  public let label: String

  /// Creates a container with a label.
  public init(label: String) { self.label = label }
}

/// A note attached to a report, not yet checked.
public struct UncheckedArgument: Sendable, Equatable {
  /// The note's text.
  public let text: String

  /// Creates a note.
  public init(text: String) { self.text = text }
}
