import Foundation
@_spi(Reflection) import Swift

/// Where each view-model type stores its members, learned once per type, so that finding
/// the members of a new view-model (every row of a page of results) reads a few stored
/// references at known offsets instead of walking `Mirror`, which decodes every stored
/// field's type by its mangled name on each access: about 20 µs for a row of five fields,
/// most of a replayed line's reflection when each search makes twenty rows.
///
/// A type's layout is trusted only after it gave, for its first view-model, exactly the
/// members `Mirror` found, in the same order and the same objects; a type it cannot read
/// that way (a custom mirror, a member that is not a stored reference, a layout the
/// runtime does not describe) is reflected with `Mirror` every time, as before.
final class MemberLayouts: @unchecked Sendable {
  /// One member's stored reference: its name, offset in the object, and whether the
  /// field is an optional reference.
  private struct Field {
    let name: String
    let offset: Int
    let isOptional: Bool
  }

  private enum Layout {
    /// Read the fields at these offsets.
    case fields([Field])
    /// Reflect with `Mirror`.
    case mirror
  }

  private let lock = NSLock()
  private var layouts: [ObjectIdentifier: Layout] = [:]

  /// The shared layouts.
  static let shared = MemberLayouts()

  /// `_forEachField`'s option for a class (`_EachFieldOptions.classType`, `1 << 0`):
  /// fields at their offsets in the object, inherited ones included. Written as its raw
  /// value because the standard library declares the static a `var`, which Swift 6 does
  /// not let a module read; a wrong value would only fail the check against `Mirror`.
  private static let classFields = _EachFieldOptions(rawValue: 1 << 0)

  /// The members of `viewModel`, read at its type's known offsets, or `reflect(viewModel)`
  /// (the `Mirror` walk) while its type's layout is unknown or untrusted.
  func members(
    of viewModel: AnyObject, reflect: (AnyObject) -> [InspectedMember]
  ) -> [InspectedMember] {
    let type: AnyObject.Type = Swift.type(of: viewModel)
    let key = ObjectIdentifier(type)
    switch lock.withLock({ layouts[key] }) {
    case .fields(let fields): return Self.read(fields, of: viewModel)
    case .mirror: return reflect(viewModel)
    case nil:
      let reflected = reflect(viewModel)
      let layout = Self.layout(of: type, matching: reflected, in: viewModel)
      lock.withLock { layouts[key] = layout }
      return reflected
    }
  }

  /// Whether view-models of `type` are read at known offsets (false: with `Mirror`, or
  /// not seen yet).
  func readsStoredFields(of type: AnyObject.Type) -> Bool {
    if case .fields = lock.withLock({ layouts[ObjectIdentifier(type)] }) { return true }
    return false
  }

  /// The members stored at `fields` of `viewModel`.
  private static func read(_ fields: [Field], of viewModel: AnyObject) -> [InspectedMember] {
    withExtendedLifetime(viewModel) {
      let base = UnsafeRawPointer(Unmanaged.passUnretained(viewModel).toOpaque())
      return fields.compactMap { field in
        let object: AnyObject? =
          field.isOptional
          ? base.load(fromByteOffset: field.offset, as: AnyObject?.self)
          : base.load(fromByteOffset: field.offset, as: AnyObject.self)
        if let action = object as? InspectableAction {
          return InspectedMember(name: field.name, kind: .action(action))
        }
        if let property = object as? InspectableProperty {
          return InspectedMember(name: field.name, kind: .property(property))
        }
        return nil
      }
    }
  }

  /// The stored references of `type` that may hold members, in `Mirror`'s order, when
  /// reading them in `viewModel` gives the members `Mirror` found there; `.mirror`
  /// otherwise.
  private static func layout(
    of type: AnyObject.Type, matching reflected: [InspectedMember], in viewModel: AnyObject
  ) -> Layout {
    guard !(viewModel is any CustomReflectable) else { return .mirror }
    var stored: [String: Field] = [:]
    // A field of an existential type (`Any`, `AnyObject`, `any P`, or an optional one)
    // may hold a member in another view-model of the type though not in this one.
    var holdsExistential = false
    let described = _forEachField(of: type, options: classFields) { name, offset, fieldType, _ in
      let name = String(cString: name)
      let wrapped = (fieldType as? any OptionalValue.Type)?.wrappedType
      if TypeKind.isExistential(fieldType) || wrapped.map(TypeKind.isExistential) == true {
        holdsExistential = true
      } else if fieldType is AnyObject.Type {
        stored[name] = Field(name: name, offset: offset, isOptional: false)
      } else if let wrapped, wrapped is AnyObject.Type {
        stored[name] = Field(name: name, offset: offset, isOptional: true)
      }
      return true
    }
    guard described, !holdsExistential else { return .mirror }
    // Every stored reference with a public name, in `Mirror`'s order (the class's own
    // fields, then its superclass's), whether or not it holds a member in this view-model:
    // an optional that is nil here may hold a property in the next.
    var labels: [String] = []
    var mirror: Mirror? = Mirror(reflecting: viewModel)
    while let current = mirror {
      labels += current.children.compactMap(\.label)
      mirror = current.superclassMirror
    }
    let fields = labels.filter(Inspection.isPublicName).compactMap { stored[$0] }
    let read = Self.read(fields, of: viewModel)
    guard read.count == reflected.count,
      zip(read, reflected).allSatisfy({ $0.name == $1.name && $0.object === $1.object })
    else { return .mirror }
    return .fields(fields)
  }
}
