import ExampleServices
import Foundation
import MockKit
import Testing

/// `OfflineFirstUserLoader` over the generated `MockHasNetwork` and `MockHasStorage`,
/// which hand it a generated `MockNetworkClient` and `MockDataStorage`.
@Suite struct OfflineFirstUserLoaderWithGeneratedMocksTests {
  let client = MockNetworkClient()
  let storage = MockDataStorage()
  let dependencies: NetworkAndStorage
  let cacheKey = OfflineFirstUserLoader.cacheKey(forUser: "1")

  init() {
    dependencies = NetworkAndStorage(
      hasNetwork: MockHasNetwork(network: client), hasStorage: MockHasStorage(storage: storage))
  }

  var loader: OfflineFirstUserLoader {
    OfflineFirstUserLoader(dependencies: dependencies, baseURL: apiBaseURL)
  }

  @Test func loadsFromTheNetworkAndKeepsACopy() async throws {
    client.data.returns(try json(ada))

    #expect(try await loader.user(id: "1") == ada)

    expectCalledOnce(client.data, with: URL(string: "https://api.example.com/v1/users/1")!)
    expectCalled(storage.save, times: 1)
    #expect(storage.save.lastArguments?.0.value(as: User.self) == ada)
    #expect(storage.save.lastArguments?.1 == cacheKey)
    expectNotCalled(storage.load)
  }

  @Test func fallsBackToTheCopyWhenTheNetworkFails() async throws {
    client.data.throws(URLError(.notConnectedToInternet))
    storage.load.returns(ada)

    #expect(try await loader.user(id: "1") == ada)

    expectCalledOnce(
      storage.load, where: { type, key in type == User.self && key == self.cacheKey })
    expectNotCalled(storage.save)
  }

  @Test func withoutACopyTheNetworkErrorIsPassedOn() async throws {
    client.data.throws(NetworkError.badStatus(503))
    storage.load.returns(nil)

    await #expect(throws: NetworkError.badStatus(503)) { try await loader.user(id: "1") }
  }

  @Test func anUnreadableCopyCountsAsNoCopy() async throws {
    client.data.throws(NetworkError.badStatus(503))
    storage.load.throws(TestError(reason: "corrupt file"))

    await #expect(throws: NetworkError.badStatus(503)) { try await loader.user(id: "1") }
  }

  @Test func aFailedCacheWriteStillReturnsTheUser() async throws {
    client.data.returns(try json(ada))
    storage.save.throws(TestError(reason: "disk full"))

    #expect(try await loader.user(id: "1") == ada)
    expectCalled(storage.save, times: 1)
  }
}

/// `OfflineFirstUserLoader` takes one value that is both `HasNetwork` and `HasStorage`,
/// while the generator writes one mock per protocol; this forwards to the two mocks.
struct NetworkAndStorage: HasNetwork, HasStorage {
  let hasNetwork: MockHasNetwork
  let hasStorage: MockHasStorage

  var network: any NetworkClient { hasNetwork.network }
  var storage: any DataStorage { hasStorage.storage }
}
