/// Adopted by a view-model that can say why one of its commands is disabled, so that the
/// shell can answer `run executeSearch` with "searchText must be longer than 3 characters"
/// instead of a bare "disabled".
public protocol CommandAvailabilityExplaining: AnyObject {
  /// Why the command named `command` (its property name) is disabled right now, or nil
  /// when it is enabled or the view-model cannot tell.
  func reasonDisabled(_ command: String) -> String?
}
