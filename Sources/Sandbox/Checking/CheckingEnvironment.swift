/// What names mean while a line is checked: the sandbox's own values (with the types
/// they would have once the line runs), the open app's members, the services, and the
/// fields of the apps' values.
struct CheckingEnvironment {
  /// The sandbox's values, their types and the app members they read (directly or
  /// through other values), in the order they were defined.
  let values: [(name: String, type: SandboxValueType, members: Set<String>)]
  /// The open app's members.
  let sources: (any SandboxSources)?
  /// The services `flatMap` may call.
  let services: (any SandboxServices)?
  /// The fields closures may read.
  let fields: any SandboxFieldReader

  /// The type of the sandbox value `name`, if there is one.
  func valueType(named name: String) -> SandboxValueType? {
    values.last { $0.name == name }?.type
  }

  /// The app members the sandbox value `name` reads, directly or through other values.
  func members(readBy name: String) -> Set<String> {
    values.last { $0.name == name }?.members ?? []
  }

  /// The app member `name`, if there is one.
  func member(named name: String) -> SandboxMember? {
    sources?.member(named: name)
  }

  /// Whether `name` is a service.
  func isService(_ name: String) -> Bool {
    services?.serviceNames.contains(name) ?? false
  }

  /// Every name a pipeline may start from: the sandbox's values, then the app's members.
  var sourceNames: [String] {
    values.map(\.name) + (sources?.memberNames ?? [])
  }

  /// This environment with `name` having the type `type` and reading `members` (a value
  /// defined or redefined).
  func with(_ name: String, as type: SandboxValueType, reading members: Set<String>)
    -> CheckingEnvironment
  {
    CheckingEnvironment(
      values: values.filter { $0.name != name } + [(name, type, members)], sources: sources,
      services: services, fields: fields)
  }
}
