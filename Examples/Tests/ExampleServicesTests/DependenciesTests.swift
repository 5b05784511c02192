import ExampleServices
import Foundation
import MockKit
import Testing

/// A service built from a protocol-composition `Dependencies` struct is tested with plain
/// constructor injection: the struct is already a typed list of everything the service
/// can reach, so the test fills it with a mock network and the in-memory storage fake.
/// A `TestContainer` would add a resolution step and nothing the compiler does not
/// already check.
@Suite struct DependenciesTests {
  let network = MockNetworkClient()
  let storage = InMemoryDataStorage()

  var loader: OfflineFirstUserLoader {
    OfflineFirstUserLoader(
      dependencies: Dependencies(network: network, storage: storage), baseURL: apiBaseURL)
  }

  @Test func loadsFromTheNetworkAndKeepsACopy() async throws {
    network.data.returns(try json(ada))

    #expect(try await loader.user(id: "1") == ada)

    expectCalledOnce(network.data, with: URL(string: "https://api.example.com/v1/users/1")!)
    #expect(
      try storage.load(User.self, forKey: OfflineFirstUserLoader.cacheKey(forUser: "1")) == ada)
  }

  @Test func fallsBackToTheCopyWhenTheNetworkFails() async throws {
    try storage.save(ada, forKey: OfflineFirstUserLoader.cacheKey(forUser: "1"))
    network.data.throws(URLError(.notConnectedToInternet))

    #expect(try await loader.user(id: "1") == ada)
    expectCalled(network.data, times: 1)
  }

  @Test func aNewerNetworkAnswerReplacesTheCopy() async throws {
    try storage.save(ada, forKey: OfflineFirstUserLoader.cacheKey(forUser: "1"))
    var renamed = ada
    renamed.name = "Augusta Ada King"
    network.data.returns(try json(renamed))

    #expect(try await loader.user(id: "1") == renamed)
    #expect(
      try storage.load(User.self, forKey: OfflineFirstUserLoader.cacheKey(forUser: "1")) == renamed)
  }

  @Test func withoutACopyTheNetworkErrorIsPassedOn() async throws {
    network.data.throws(NetworkError.badStatus(503))

    await #expect(throws: NetworkError.badStatus(503)) { try await loader.user(id: "1") }
    #expect(storage.keys.isEmpty)
  }

  @Test func theLiveDependenciesUseTheConfiguredDirectory() throws {
    let directory = try TemporaryDirectory()

    let live = Dependencies.live(
      AppConfiguration(baseURL: apiBaseURL, storageDirectory: directory.url))

    #expect((live.storage as? FileDataStorage)?.directory == directory.url)
    #expect(live.network is URLSessionNetworkClient)
  }
}
