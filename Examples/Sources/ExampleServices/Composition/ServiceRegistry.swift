import Foundation

/// A registry composition root: factories registered by type, resolved on demand.
///
/// A later registration of a type replaces the earlier one, so an app (or a test) can
/// start from ``live(_:)`` and swap single services.
///
/// ```swift
/// let registry = ServiceRegistry.live(AppConfiguration(baseURL: apiURL))
/// let users: any UserFetching = try registry.resolve()
/// ```
public final class ServiceRegistry: @unchecked Sendable {
  // `@unchecked` is sound: `factories` is only read and written while `lock` is held,
  // and factories run outside it, so a factory may resolve its own dependencies.
  private let lock = NSLock()
  private var factories: [ObjectIdentifier: @Sendable (ServiceRegistry) throws -> Any] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Registers how to make a `Service`; each ``resolve(_:)`` runs `factory` again.
  ///
  /// ```swift
  /// registry.register((any NetworkClient).self) { _ in URLSessionNetworkClient() }
  /// ```
  public func register<Service>(
    _ type: Service.Type, factory: @escaping @Sendable (ServiceRegistry) throws -> Service
  ) {
    lock.lock()
    defer { lock.unlock() }
    factories[ObjectIdentifier(type)] = factory
  }

  /// Makes the registered `Service`.
  ///
  /// - Throws: ``RegistryError/notRegistered(_:)`` when nothing is registered for it, or
  ///   what its factory throws.
  public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
    lock.lock()
    let factory = factories[ObjectIdentifier(type)]
    lock.unlock()
    guard let factory else { throw RegistryError.notRegistered(String(describing: type)) }
    guard let service = try factory(self) as? Service else {
      throw RegistryError.notRegistered(String(describing: type))
    }
    return service
  }

  /// The app's registrations: the real services, built from `configuration`, sharing one
  /// session store.
  public static func live(_ configuration: AppConfiguration) -> ServiceRegistry {
    let registry = ServiceRegistry()
    let sessionStore = SessionStore()
    registry.register((any NetworkClient).self) { _ in
      URLSessionNetworkClient(session: configuration.session)
    }
    registry.register((any NetworkManager).self) { _ in
      URLSessionNetworkManager(baseURL: configuration.baseURL, session: configuration.session)
    }
    registry.register((any DataStorage).self) { _ in
      FileDataStorage(directory: configuration.storageDirectory)
    }
    registry.register(SessionStore.self) { _ in sessionStore }
    registry.register((any UserFetching).self) { r in
      try UserRepository(baseURL: configuration.baseURL, client: r.resolve())
    }
    registry.register(UserPreferencesService.self) { r in
      try UserPreferencesService(
        storage: r.resolve(), notificationCenter: configuration.notificationCenter)
    }
    registry.register(AuthenticationService.self) { r in
      try AuthenticationService(network: r.resolve(), session: r.resolve())
    }
    return registry
  }
}

/// Why a ``ServiceRegistry`` could not resolve a service.
public enum RegistryError: Error, Equatable, Sendable {
  /// Nothing is registered for the named type.
  case notRegistered(String)
}
