import Foundation

/// What a factory receives to resolve its dependencies, within one resolution.
///
/// ```swift
/// Register(CheckoutService.self) { r in
///   try CheckoutService(payments: r.resolve(), analytics: r.resolve(name: "audit"))
/// }
/// ```
///
/// It remembers the path that led to the factory, so a missing dependency names it
/// (`CheckoutService → PaymentProcessor`) and a cycle is caught before it overflows the
/// stack.
public struct Resolver: Sendable {
  let container: TestContainer
  let path: [ServiceKey]
  let graph: GraphStore

  /// Resolves a dependency of the service being built.
  ///
  /// ```swift
  /// Register(CheckoutService.self) { r in try CheckoutService(payments: r.resolve()) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to resolve; inferred from the context when left out.
  ///   - name: The name it was registered under, if any.
  /// - Returns: The instance.
  /// - Throws: A ``ResolutionError``.
  public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) throws -> T {
    let key = ServiceKey(type, name: name)
    let instance = try resolve(key)
    guard let typed = instance as? T else {
      throw ResolutionError(
        .typeMismatch(
          service: key.description, expected: key.typeName,
          produced: String(describing: Swift.type(of: instance)),
          path: (path + [key]).map(\.description),
          registeredAt: container.registration(for: key)?.site.description ?? "?"))
    }
    return typed
  }

  func resolve(_ key: ServiceKey) throws -> any Sendable {
    let path = self.path + [key]
    if let start = self.path.firstIndex(of: key) {
      throw ResolutionError(.cycle(path[start...].map(\.description)))
    }
    guard let registration = container.registration(for: key) else {
      throw ResolutionError(
        .missing(
          service: key.typeName, name: key.name, path: path.map(\.description),
          registered: container.allKeys.map(\.description).sorted()))
    }
    let next = Resolver(container: container, path: path, graph: graph)
    let make = { try next.make(registration) }
    switch registration.scope {
    case .perResolve:
      return try make()
    case .perGraph:
      return try graph.instance(for: key, create: make)
    case .perContainer:
      let owner = container.owner(of: key) ?? container
      return try owner.instances.instance(for: key, create: make)
    }
  }

  private func make(_ registration: Register) throws -> any Sendable {
    switch registration.maker {
    case .instance(let instance):
      return instance
    case .factory(let factory):
      return try factory(self)
    case .mainActorFactory(let factory):
      guard Thread.isMainThread else {
        throw ResolutionError(
          .requiresMainActor(service: registration.key.description, path: path.map(\.description)))
      }
      return try MainActor.assumeIsolated { try factory(self) }
    }
  }
}
