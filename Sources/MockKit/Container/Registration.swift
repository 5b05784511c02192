/// A registration as a container keeps it, whatever type it provides: made once by its
/// ``Provide`` and shared by every container made with it.
protocol Registration: AnyObject, Sendable {
  /// Tells this registration from every other, of this key or another.
  var id: UInt64 { get }
  var key: ServiceKey { get }
  var scope: TestContainer.Scope { get }
  var site: DeclarationSite { get }
  /// Whether its factory runs on the main actor.
  var runsOnMainActor: Bool { get }
  /// The provided type, so that `validate()`, which resolves every registration without
  /// knowing its type, can resolve it as that type.
  var providedType: any Sendable.Type { get }

  /// Runs the factory with `resolver`, and returns what it made as a `U`.
  ///
  /// - Throws: What the factory throws, or a ``ContainerDefect`` if what it made is not a
  ///   `U`.
  func make<U: Sendable>(_ resolver: TestContainer.Resolver, as type: U.Type) throws -> U
}

extension Registration {
  /// `Checkout/CheckoutTests.swift:12`: where the registration is written, for messages.
  var writtenAt: String { "\(site.fileID):\(site.line)" }
}

/// A registration of `T`, with how it makes one.
///
/// Each initializer makes the key from `T` itself: a resolve finds the registration of `T`
/// under the key of `T`, so what the factory makes is of the type the resolve asks for.
final class TypedRegistration<T: Sendable>: Registration {
  let id = ProcessCounter.registrations.next()
  let key: ServiceKey
  let scope: TestContainer.Scope
  let site: DeclarationSite
  let runsOnMainActor: Bool
  var providedType: any Sendable.Type { T.self }
  /// Makes the instance; a `@MainActor` one is called only on the main actor.
  private let factory: @Sendable (TestContainer.Resolver) throws -> T

  /// A registration whose factory makes a `T`.
  init(
    name: String?, scope: TestContainer.Scope, site: DeclarationSite,
    factory: @escaping @Sendable (TestContainer.Resolver) throws -> T
  ) {
    key = ServiceKey(T.self, name: name)
    self.scope = scope
    self.site = site
    runsOnMainActor = false
    self.factory = factory
  }

  /// A registration whose factory makes a `T` on the main actor.
  init(
    name: String?, scope: TestContainer.Scope, site: DeclarationSite,
    mainActorFactory factory: @escaping @MainActor @Sendable (TestContainer.Resolver) throws -> T
  ) {
    key = ServiceKey(T.self, name: name)
    self.scope = scope
    self.site = site
    runsOnMainActor = true
    // Called only by a resolution that runs on the main actor: `Resolution.make` throws
    // `requiresMainActor` for any other before it calls a factory.
    self.factory = { resolver in try MainActor.assumeIsolated { try factory(resolver) } }
  }

  /// A registration of an existing instance, which every resolve returns.
  convenience init(name: String?, site: DeclarationSite, instance: T) {
    self.init(name: name, scope: .perResolve, site: site, factory: { _ in instance })
  }

  func make<U: Sendable>(_ resolver: TestContainer.Resolver, as type: U.Type) throws -> U {
    // A resolve asks for the `T` it found the registration under, so `U` is `T`, and the
    // cast is a copy. (A `switch`, as `as?` would need `Optional<U>`'s metadata, which a
    // generic function looks up at run time on every call.)
    switch try factory(resolver) {
    case let made as U: return made
    default:
      throw ContainerDefect(
        service: key.description,
        problem: "its registration made a \(TypeNames.name(of: T.self)), "
          + "not a \(TypeNames.name(of: U.self))")
    }
  }
}
