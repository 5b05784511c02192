import Testing

/// The proofs of Docs/good-vs-bad-mocks.md: each lesson's file adds its proof to this
/// suite, which runs the lesson's BAD and GOOD test bodies against the faulty and the
/// correct service and pins what each one catches.
@Suite struct LessonProofs {}
