import ExampleServices
import Foundation
import MockKit
import Testing

/// `UserRepository` over the generated `MockNetworkClient`: the URLs it asks for and how
/// it decodes what comes back.
@Suite struct UserRepositoryWithGeneratedMocksTests {
  let client = MockNetworkClient()

  var repository: UserRepository { UserRepository(baseURL: apiBaseURL, client: client) }

  @Test func loadsAUserFromItsURL() async throws {
    client.data.returns(try json(ada))

    #expect(try await repository.user(id: "1") == ada)
    expectCalledOnce(client.data, with: URL(string: "https://api.example.com/v1/users/1")!)
  }

  @Test func loadsAllUsersFromTheUsersURL() async throws {
    client.data.returns(try json([ada, grace]))

    #expect(try await repository.allUsers() == [ada, grace])
    expectCalledOnce(client.data, with: URL(string: "https://api.example.com/v1/users")!)
  }

  @Test func answersEachUserFromItsOwnURL() async throws {
    client.data.when(repository.userURL(id: "1")).returns(try json(ada))
    client.data.when(repository.userURL(id: "2")).returns(try json(grace))

    #expect(try await repository.user(id: "2") == grace)
    #expect(try await repository.user(id: "1") == ada)
  }

  @Test func passesOnTheClientsError() async throws {
    client.data.throws(NetworkError.badStatus(404))

    await #expect(throws: NetworkError.badStatus(404)) {
      try await repository.user(id: "missing")
    }
  }

  @Test func throwsADecodingErrorForABodyThatIsNotAUser() async throws {
    client.data.returns(Data(#"{"id":"1"}"#.utf8))

    await #expect(throws: DecodingError.self) { try await repository.user(id: "1") }
  }
}
