/// The `timeout=` option every live backend accepts, declared once: how long a whole
/// request may take (a deadline, not the longest silence), more than 0 and at most 365
/// days (15 s when not given).
public enum TimeoutOption {
  /// The timeout when the option is not given.
  public static let defaultTimeout = TimeSpan.seconds(15)

  /// The option as backends list it.
  public static let option = BackendOption(
    name: "timeout",
    summary: "deadline for the whole request (default \(defaultTimeout), more than 0)",
    kind: .duration)

  /// The timeout in `configuration`; throws `.invalidOptionValue` for `timeout=0`.
  public static func timeout(in configuration: BackendConfiguration) throws(BackendRegistryError)
    -> TimeSpan
  {
    guard let span = configuration.duration(option.name) else { return defaultTimeout }
    guard span > .zero else {
      throw .invalidOptionValue(
        option: option.name, value: span.description,
        expected: "a duration more than 0, like 500ms or 15s")
    }
    return span
  }
}
