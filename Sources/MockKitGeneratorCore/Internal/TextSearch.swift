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
