import XCTest

/// The XCTest examples of the guides and of MockKit's doc comments, compiled and run: each
/// guide's test file (and DocCommentExamples/ContainerExamples.swift) adds its own in an
/// extension, beside the Swift Testing code of the same page.
final class DocumentationXCTests: XCTestCase {}
