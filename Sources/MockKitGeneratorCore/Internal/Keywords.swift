/// A set of Swift keywords, tested against every token the parser reads.
///
/// Most tokens are names and punctuation, and most of those differ from every keyword in
/// their first byte or their length. So a token is hashed and looked up only when a
/// keyword starts with its first byte and has its length: hashing every token, several
/// times each, took a fifth of the time of reading a file of type declarations.
struct Keywords: ExpressibleByArrayLiteral {
  private let words: Set<String>
  /// For each ASCII byte, the lengths of the words that start with it, one bit per length.
  private let lengthsByFirstByte: [UInt64]

  /// The set of `words`, each ASCII and shorter than 64 bytes, as keywords are.
  init(_ words: Set<String>) {
    var lengths = [UInt64](repeating: 0, count: 128)
    for word in words {
      let count = word.utf8.count
      let first = word.utf8.first ?? 0
      precondition(
        (1..<64).contains(count) && first < 128 && word.utf8.allSatisfy { $0 < 128 },
        "a keyword is ASCII and shorter than 64 bytes: \(word)")
      lengths[Int(first)] |= 1 << UInt64(count)
    }
    self.words = words
    self.lengthsByFirstByte = lengths
  }

  init(arrayLiteral words: String...) {
    self.init(Set(words))
  }

  /// These keywords and those of `other`.
  func union(_ other: Keywords) -> Keywords {
    Keywords(words.union(other.words))
  }

  func contains(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard let first = utf8.first, first < 128 else { return false }
    let count = utf8.count
    guard count < 64, lengthsByFirstByte[Int(first)] & (1 << UInt64(count)) != 0 else {
      return false
    }
    return words.contains(text)
  }
}
