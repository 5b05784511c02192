import ExampleServices
import Foundation
import MockKit
import Testing

/// `UserRepository` over a mocked `NetworkClient`: the URLs it builds and how it decodes.
@Suite struct UserRepositoryTests {
  let client = MockNetworkClient()

  var repository: UserRepository {
    UserRepository(baseURL: apiBaseURL, client: client)
  }

  @Test func loadsAUserFromItsURL() async throws {
    client.data.returns(try json(ada))

    let user = try await repository.user(id: "1")

    #expect(user == ada)
    expectCalledOnce(client.data, with: URL(string: "https://api.example.com/v1/users/1")!)
  }

  @Test func loadsAllUsersFromTheUsersURL() async throws {
    client.data.returns(try json([ada, grace]))

    let users = try await repository.allUsers()

    #expect(users == [ada, grace])
    expectCalledOnce(client.data, with: URL(string: "https://api.example.com/v1/users")!)
  }

  @Test func buildsEachUsersURLFromTheBaseURL() async throws {
    client.data.when(repository.userURL(id: "1")).returns(try json(ada))
    client.data.when(repository.userURL(id: "2")).returns(try json(grace))

    let second = try await repository.user(id: "2")
    let first = try await repository.user(id: "1")

    #expect([first, second] == [ada, grace])
    #expect(
      client.data.arguments.map(\.absoluteString) == [
        "https://api.example.com/v1/users/2",
        "https://api.example.com/v1/users/1",
      ])
  }

  @Test func usesTheInjectedDecoder() async throws {
    client.data.returns(Data(#"{"id":"1","name":"Ada Lovelace","e_mail":"ada@example.com"}"#.utf8))
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .custom { keys in
      let key = keys.last!
      return key.stringValue == "e_mail" ? AnyKey("email") : key
    }
    let repository = UserRepository(baseURL: apiBaseURL, client: client, decoder: decoder)

    #expect(try await repository.user(id: "1") == ada)
  }

  @Test func passesOnTheClientsError() async throws {
    client.data.throws(NetworkError.badStatus(404))

    await #expect(throws: NetworkError.badStatus(404)) {
      try await repository.user(id: "missing")
    }
    expectCalledOnce(client.data, with: repository.userURL(id: "missing"))
  }

  @Test func throwsADecodingErrorForABodyThatIsNotAUser() async throws {
    client.data.returns(Data(#"{"id":"1"}"#.utf8))

    await #expect(throws: DecodingError.self) { try await repository.user(id: "1") }
  }

  @Test func aFailedFirstAttemptDoesNotAffectTheNext() async throws {
    client.data.enqueue(throwing: URLError(.timedOut))
    client.data.enqueue(try json([ada]))

    await #expect(throws: URLError.self) { try await repository.allUsers() }
    #expect(try await repository.allUsers() == [ada])
    expectCalled(client.data, times: 2)
  }
}

private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
