/// The `max-response=` option every live backend accepts, declared once: the largest
/// response body a request may receive (4 MB when not given). A larger one fails the
/// request as soon as it is known to be larger, without buffering the rest.
public enum ResponseSizeOption {
  /// The limit when the option is not given.
  public static let defaultLimit = ByteSize.megabytes(4)

  /// The option as backends list it.
  public static let option = BackendOption(
    name: "max-response",
    summary:
      "largest response body accepted (default \(defaultLimit.written), \(ByteSize.rangeDescription))",
    kind: .size)

  /// The limit in `configuration`.
  public static func limit(in configuration: BackendConfiguration) -> ByteSize {
    configuration.size(option.name) ?? defaultLimit
  }
}
