import Foundation
import Lessons
import MockKit
import Testing

extension Lesson1 {
  /// BAD: a mock that does real work. It writes files to a real directory, so the test is
  /// as slow and as fallible as the disk, and it cannot make the write fail on demand.
  final class DiskDraftStore: DraftStore {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("drafts-\(UUID().uuidString)")

    func write(_ data: Data, key: String) throws {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: directory.appendingPathComponent(key))
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  /// GOOD: a spy. It writes nothing, records the call, and answers what the test stubs.
  final class MockDraftStore: DraftStore {
    let write = ThrowingSpy<(Data, String), Void>()

    func write(_ data: Data, key: String) throws { try write.call((data, key)) }
  }

  enum DiskFullError: Error { case full }

  static func badTest(save: (any DraftStore, OrderDraft) -> SaveOutcome) {
    let store = DiskDraftStore()

    let outcome = save(store, OrderDraft(orderID: "o-1", note: "leave at the door"))

    #expect(outcome == .saved, "the draft is saved")
    let file = store.directory.appendingPathComponent("draft-o-1")
    #expect(FileManager.default.fileExists(atPath: file.path), "the file is on disk")
  }

  static func goodTest(save: (any DraftStore, OrderDraft) -> SaveOutcome) {
    let store = MockDraftStore()
    store.write.throws(DiskFullError.full)

    let outcome = save(store, OrderDraft(orderID: "o-1", note: "leave at the door"))

    #expect(outcome == .failed, "a failed write is reported")
    expectCalled(store.write, times: 1)
  }
}

extension LessonProofs {
  @Test func aMockThatWritesToDiskCannotFailTheWrite() async {
    let faulty = { Lesson1.FaultyDraftSaver(store: $0).save($1) }
    let correct = { Lesson1.DraftSaver(store: $0).save($1) }

    #expect(await issues { Lesson1.badTest(save: faulty) } == [])
    #expect(
      await issues { Lesson1.goodTest(save: faulty) } == [
        .expectation("a failed write is reported")
      ])
    #expect(await issues { Lesson1.goodTest(save: correct) } == [])
  }
}
