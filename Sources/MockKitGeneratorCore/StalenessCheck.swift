/// What `mockkit generate --check` compares: a checked-in file with the mocks the command
/// writes, line by line, except the command that the header's `// To regenerate:` line
/// repeats.
///
/// That command says how the file was made, not what it holds: the same mocks come from a
/// command run in another folder (`../Sources/Shop` for `Sources/Shop`), and from one that
/// printed them to standard output, redirected to the file, without `--output`. Every
/// other line is compared, the rest of the header too, so a file whose mocks are not what
/// the command writes is stale however its command is spelled.
public enum StalenessCheck {
  /// The diff from `checkedIn` to `generated`, as ``UnifiedDiff`` prints it, with the
  /// header's command taken as equal when both have that line: the diff then shows it,
  /// around a change near the top, as `checkedIn` spells it.
  ///
  /// - Parameters:
  ///   - checkedIn: The file as checked in; `""` for a missing one.
  ///   - generated: What the command writes.
  ///   - oldName: What the `---` line calls `checkedIn`.
  ///   - newName: What the `+++` line calls `generated`.
  /// - Returns: The diff; `""` when the texts differ in nothing but the header's command.
  public static func diff(
    from checkedIn: String, to generated: String, oldName: String, newName: String
  ) -> String {
    UnifiedDiff.between(
      checkedIn, and: command(of: checkedIn, in: generated), oldName: oldName, newName: newName)
  }

  /// `generated` with the header command of `checkedIn` instead of its own, when both
  /// have a `// To regenerate:` line second, where the generator writes it.
  private static func command(of checkedIn: String, in generated: String) -> String {
    let prefix = MockGenerator.commandLinePrefix
    let checkedInLines = checkedIn.split(
      separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    var lines = generated.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    guard checkedInLines.count == 3, lines.count == 3, checkedInLines[1].hasPrefix(prefix),
      lines[1].hasPrefix(prefix)
    else { return generated }
    lines[1] = checkedInLines[1]
    return lines.joined(separator: "\n")
  }
}
