import ExampleServices
import Foundation
import XCTest

/// The real file storage, tested against a temporary directory of each test's own.
final class FileDataStorageTests: XCTestCase {
  private var directory: TemporaryDirectory!
  private var storage: FileDataStorage!

  override func setUpWithError() throws {
    directory = try TemporaryDirectory()
    storage = FileDataStorage(directory: directory.url)
  }

  override func tearDown() {
    storage = nil
    directory = nil  // removes the directory
  }

  func testSavedValueLoadsBack() throws {
    try storage.save(ada, forKey: "current-user")

    XCTAssertEqual(try storage.load(User.self, forKey: "current-user"), ada)
    XCTAssertEqual(try directory.fileNames(), ["current-user.json"])
  }

  func testAnotherStorageOnTheSameDirectorySeesTheValue() throws {
    try storage.save(ada, forKey: "current-user")

    let reopened = FileDataStorage(directory: directory.url)

    XCTAssertEqual(try reopened.load(User.self, forKey: "current-user"), ada)
  }

  func testLoadingAMissingKeyReturnsNil() throws {
    XCTAssertNil(try storage.load(User.self, forKey: "nobody"))
    XCTAssertFalse(storage.exists(forKey: "nobody"))
  }

  func testSavingAgainReplacesTheValue() throws {
    try storage.save(ada, forKey: "current-user")
    try storage.save(grace, forKey: "current-user")

    XCTAssertEqual(try storage.load(User.self, forKey: "current-user"), grace)
  }

  func testExistsAfterSaveAndNotAfterDelete() throws {
    try storage.save(ada, forKey: "current-user")
    XCTAssertTrue(storage.exists(forKey: "current-user"))

    try storage.delete(forKey: "current-user")

    XCTAssertFalse(storage.exists(forKey: "current-user"))
    XCTAssertNil(try storage.load(User.self, forKey: "current-user"))
    XCTAssertEqual(try directory.fileNames(), [])
  }

  func testDeletingAMissingKeyDoesNothing() throws {
    XCTAssertNoThrow(try storage.delete(forKey: "nobody"))
  }

  func testSaveCreatesAMissingDirectory() throws {
    let nested = directory.url.appendingPathComponent("a/b", isDirectory: true)
    let storage = FileDataStorage(directory: nested)

    try storage.save(ada, forKey: "current-user")

    XCTAssertEqual(try storage.load(User.self, forKey: "current-user"), ada)
  }

  func testAKeyWithPathSeparatorsStaysInsideTheDirectory() throws {
    try storage.save(ada, forKey: "../escape/attempt")

    XCTAssertEqual(try directory.fileNames().count, 1)
    XCTAssertEqual(try storage.load(User.self, forKey: "../escape/attempt"), ada)
  }

  func testLoadingACorruptFileThrows() throws {
    try Data("not json".utf8).write(to: directory.url.appendingPathComponent("current-user.json"))

    XCTAssertThrowsError(try storage.load(User.self, forKey: "current-user")) { error in
      XCTAssertTrue(error is DecodingError, "got \(error)")
    }
  }

  func testLoadingAsAnotherTypeThrows() throws {
    try storage.save(["not", "a", "user"], forKey: "current-user")

    XCTAssertThrowsError(try storage.load(User.self, forKey: "current-user")) { error in
      XCTAssertTrue(error is DecodingError, "got \(error)")
    }
  }

  func testSavingWhereTheDirectoryIsAFileThrows() throws {
    let file = directory.url.appendingPathComponent("occupied")
    try Data().write(to: file)
    let storage = FileDataStorage(directory: file)

    XCTAssertThrowsError(try storage.save(ada, forKey: "current-user"))
    XCTAssertFalse(storage.exists(forKey: "current-user"))
  }
}
