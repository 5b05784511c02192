import Foundation
import Lessons
import MockKit
import Testing

extension Lesson8 {
  /// BAD: counts calls and ignores what they were called with.
  actor CountingHTTPClient: HTTPFetching {
    let stubbedData: Data
    var dataCallCount = 0

    init(stubbedData: Data) { self.stubbedData = stubbedData }

    func data(from url: URL) -> Data {
      dataCallCount += 1
      return stubbedData
    }
  }

  /// GOOD: a spy records the URL of each call, for an assertion on the arguments.
  final class MockHTTPClient: HTTPFetching {
    let data = ThrowingSpy<URL, Data>()

    func data(from url: URL) async throws -> Data { try await data.call(url) }
  }

  static let baseURL = URL(string: "https://api.example.test")!
  static let ada = Data(#"{"id": "u-1", "name": "Ada"}"#.utf8)

  static func badTest(user: (any HTTPFetching, String) async throws -> User) async throws {
    let http = CountingHTTPClient(stubbedData: ada)

    let loaded = try await user(http, "u-1")

    #expect(loaded == User(id: "u-1", name: "Ada"), "the user is decoded")
    #expect(await http.dataCallCount == 1, "the API is asked once")
  }

  static func goodTest(user: (any HTTPFetching, String) async throws -> User) async throws {
    let http = MockHTTPClient()
    http.data.returns(ada)

    let loaded = try await user(http, "u-1")

    #expect(loaded == User(id: "u-1", name: "Ada"), "the user is decoded")
    expectCalledOnce(http.data, with: URL(string: "https://api.example.test/users/u-1")!)
  }
}

extension LessonProofs {
  @Test func countingCallsMissesAWrongURLThatCheckingArgumentsCatches() async {
    let faulty = {
      try await Lesson8.FaultyUserLoader(baseURL: Lesson8.baseURL, http: $0).user(id: $1)
    }
    let correct = { try await Lesson8.UserLoader(baseURL: Lesson8.baseURL, http: $0).user(id: $1) }

    #expect(await issues { try await Lesson8.badTest(user: faulty) } == [])
    #expect(
      await issues { try await Lesson8.goodTest(user: faulty) } == [
        .mockKit("data(from:) was called once, with different arguments.")
      ])
    #expect(await issues { try await Lesson8.goodTest(user: correct) } == [])
  }
}
