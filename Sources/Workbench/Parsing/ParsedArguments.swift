import Foundation
import Inspection
import Model

/// A command's arguments once its `CommandSignature` has read them, by placeholder (or
/// option name). Asking for a key the signature does not declare is a programming error
/// and stops the program, so a misspelt key cannot pass for an argument not given.
public struct ParsedArguments: Sendable {
  /// The values read for each placeholder and option, in the order typed.
  public private(set) var values: [String: [ParsedValue]] = [:]
  /// The placeholders and option names the signature declares.
  public let declared: Set<String>

  /// Nothing read yet, for a signature declaring `declared`.
  public init(declared: Set<String>) {
    self.declared = declared
  }

  /// Adds `value` for `key`.
  mutating func append(_ value: ParsedValue, for key: String) {
    values[key, default: []].append(value)
  }

  /// The values given for `key`, which must be declared.
  private func given(_ key: String) -> [ParsedValue] {
    precondition(declared.contains(key), "\(key) is not a declared argument")
    return values[key] ?? []
  }

  /// Whether anything was given for `key`.
  public func has(_ key: String) -> Bool { !given(key).isEmpty }

  /// The one path given for `key`, or nil when it was not given or was a word.
  public func path(_ key: String) -> MemberPath? {
    if case .path(let path)? = given(key).first { return path }
    return nil
  }

  /// Every path given for `key`.
  public func paths(_ key: String) -> [MemberPath] {
    given(key).compactMap { if case .path(let path) = $0 { path } else { nil } }
  }

  /// The word given for `key` (a name, or one of an argument's own words).
  public func word(_ key: String) -> String? {
    words(key).first
  }

  /// Every word given for `key`.
  public func words(_ key: String) -> [String] {
    given(key).compactMap { if case .word(let word) = $0 { word } else { nil } }
  }

  /// The VALUE given for `key`.
  public func value(_ key: String) -> ValueLiteral? {
    if case .value(let value)? = given(key).first { return value }
    return nil
  }

  /// Every VALUE given for `key`.
  public func values(_ key: String) -> [ValueLiteral] {
    given(key).compactMap { if case .value(let value) = $0 { value } else { nil } }
  }

  /// The DURATION given for `key`.
  public func duration(_ key: String) -> TimeSpan? {
    if case .duration(let span)? = given(key).last { return span }
    return nil
  }

  /// The OP given for `key`.
  public func comparison(_ key: String) -> ComparisonOperator? {
    if case .comparison(let comparison)? = given(key).first { return comparison }
    return nil
  }

  /// The value for a required `key`; throws if the signature let it through missing.
  public func required<Value>(_ key: String, _ read: (String) -> Value?) throws -> Value {
    guard let value = read(key) else { throw ParseError("missing \(key)") }
    return value
  }
}
