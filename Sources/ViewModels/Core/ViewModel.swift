/// A view-model the shell can host. Its user-facing members are stored properties of
/// ReactiveCore types (`MutableProperty`, `Property`, `Action`, lists as
/// `Property<[SomeViewModel]>`) named as in DESIGN.md; everything else it stores is
/// private and named with a leading underscore, so inspection can skip it.
public protocol ViewModel: AnyObject {
  /// The name the shell shows for this kind of view-model, e.g. `FlickrSearchViewModel`.
  static var typeName: String { get }
}

extension ViewModel {
  /// The type's own name.
  public static var typeName: String { String(describing: self) }

  /// The name of this view-model's type (`Self.typeName`), handy on `any ViewModel`.
  public var typeName: String { Self.typeName }
}
