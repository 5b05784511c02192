/// A registration as a container keeps it: one reference, made once by its ``Provide``
/// and shared by every container made with it, so that a lookup copies nothing.
///
/// What it makes is typed, in ``TypedRegistration``: a resolve of `T` finds the
/// registration of `T` by its key, whose type is `T` itself, so it takes the typed
/// factory and the instance it makes without a cast.
class Registration: @unchecked Sendable {
  // @unchecked: not final, as TypedRegistration adds the typed part. Every stored
  // property, here and there, is a `let` of a Sendable type.
  let key: ServiceKey
  let scope: TestContainer.Scope
  let site: DeclarationSite
  /// Whether its factory runs on the main actor.
  let runsOnMainActor: Bool
  /// The provided type, so that `validate()`, which resolves every registration without
  /// knowing its type, can open it.
  let providedType: any Sendable.Type

  init(
    key: ServiceKey, scope: TestContainer.Scope, site: DeclarationSite, runsOnMainActor: Bool,
    providedType: any Sendable.Type
  ) {
    self.key = key
    self.scope = scope
    self.site = site
    self.runsOnMainActor = runsOnMainActor
    self.providedType = providedType
  }
}

/// A registration of `T`, with how it makes one.
///
/// A resolve runs unspecialized code, generic over `T`: so nothing here is laid out by `T`
/// (an enum with a `T` payload had its metadata looked up in the runtime's cache on every
/// resolve, at more cost than the rest of it).
final class TypedRegistration<T: Sendable>: Registration, @unchecked Sendable {
  /// The instance of an instance registration.
  let instance: InstanceBox<T>?
  /// The factory; a `@MainActor` one is called only on the main actor.
  private let factory: @Sendable (TestContainer.Resolver) throws -> T

  // Each initializer makes the key from `T` itself: a resolve of `T` takes the
  // registration it finds under `T`'s key to be a `TypedRegistration<T>` without checking.

  /// A registration whose factory makes a `T`.
  init(
    name: String?, scope: TestContainer.Scope, site: DeclarationSite,
    factory: @escaping @Sendable (TestContainer.Resolver) throws -> T
  ) {
    instance = nil
    self.factory = factory
    super.init(
      key: ServiceKey(T.self, name: name), scope: scope, site: site, runsOnMainActor: false,
      providedType: T.self)
  }

  /// A registration whose factory makes a `T` on the main actor.
  init(
    name: String?, scope: TestContainer.Scope, site: DeclarationSite,
    mainActorFactory factory: @escaping @MainActor @Sendable (TestContainer.Resolver) throws -> T
  ) {
    instance = nil
    self.factory = { resolver in try MainActor.assumeIsolated { try factory(resolver) } }
    super.init(
      key: ServiceKey(T.self, name: name), scope: scope, site: site, runsOnMainActor: true,
      providedType: T.self)
  }

  /// A registration of an existing instance.
  init(name: String?, site: DeclarationSite, instance: T) {
    self.instance = InstanceBox(instance)
    factory = { _ in instance }
    super.init(
      key: ServiceKey(T.self, name: name), scope: .perContainer, site: site,
      runsOnMainActor: false, providedType: T.self)
  }

  /// Runs the factory. A method, so that the factory is borrowed from the registration
  /// rather than retained and released around the call.
  func make(_ resolver: TestContainer.Resolver) throws -> T {
    try factory(resolver)
  }
}

/// A container's registrations by key: built once, read without a lock.
///
/// An open-addressing table keyed by the registered type's address, so that a lookup is a
/// few comparisons: a dictionary hashed every key with SipHash, which cost more than
/// making the instance.
struct RegistrationTable: Sendable {
  /// A registration and its place in the container's per-container instances.
  struct Entry: Sendable {
    /// Kept alive by the container's list of registrations, as long as the table.
    unowned(unsafe) let registration: Registration
    let slot: Int
  }

  /// The registered type of each bucket, `nil` where empty: probed without touching the
  /// entries.
  private let types: [ObjectIdentifier?]
  private let entries: [Entry?]
  private let shift: Int

  /// The registrations, later ones replacing earlier ones with the same key; each gets
  /// the slot of its position in `registrations`.
  init(_ registrations: [Registration]) {
    // At least twice as many buckets as registrations, a power of two.
    var bits = 1
    while 1 << bits < 2 * registrations.count { bits += 1 }
    shift = Int.bitWidth - bits
    var types = [ObjectIdentifier?](repeating: nil, count: 1 << bits)
    var entries = [Entry?](repeating: nil, count: 1 << bits)
    for (slot, registration) in registrations.enumerated() {
      var bucket = Self.bucket(of: registration.key, shift: shift)
      while let existing = entries[bucket], existing.registration.key != registration.key {
        bucket = (bucket + 1) & (types.count - 1)
      }
      types[bucket] = ObjectIdentifier(registration.key.type)
      entries[bucket] = Entry(registration: registration, slot: slot)
    }
    self.types = types
    self.entries = entries
  }

  func entry(for key: ServiceKey) -> Entry? {
    let type = ObjectIdentifier(key.type)
    var bucket = Self.bucket(of: key, shift: shift)
    while let candidate = types[bucket] {
      if candidate == type, let entry = entries[bucket], entry.registration.key.name == key.name {
        return entry
      }
      bucket = (bucket + 1) & (types.count - 1)
    }
    return nil
  }

  /// Fibonacci hashing of the type's address: the top bits of its product with 2⁶⁴/φ.
  private static func bucket(of key: ServiceKey, shift: Int) -> Int {
    let address = UInt(bitPattern: ObjectIdentifier(key.type))
    return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }
}
