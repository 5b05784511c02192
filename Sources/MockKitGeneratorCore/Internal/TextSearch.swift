extension StringProtocol {
  /// Whether `text` occurs in this string.
  ///
  /// The standard library's `contains(_:)` for a string argument needs macOS 13 / iOS 16
  /// unless Foundation is imported; the generator imports nothing, and it is built for the
  /// host with MockKit's platform floor (macOS 10.15).
  func includes(_ text: String) -> Bool {
    let haystack = Array(utf8)
    let needle = Array(text.utf8)
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}

extension String {
  /// Where `text` first occurs in this string, or last when `isLast`; `nil` when it does
  /// not. The standard library's `ranges(of:)` needs macOS 13 as `contains(_:)` does.
  func occurrence(of text: String, isLast: Bool = false) -> Range<Index>? {
    var found: Range<Index>?
    var start = startIndex
    while let end = index(start, offsetBy: text.count, limitedBy: endIndex) {
      if self[start..<end] == text {
        found = start..<end
        if !isLast { return found }
      }
      guard start < endIndex else { break }
      start = index(after: start)
    }
    return found
  }
}
