import ViewModelKit

/// Finds the view-model that holds the member at the end of a path
/// (`searchResults[0]` for `searchResults[0].isVisible`).
enum OwnerLookup {
  /// The view-model holding the last member of `path`, or `root` for a one-word path.
  static func owner(of path: MemberPath, from root: any ViewModel) throws -> any ViewModel {
    var segments = path.segments
    while let last = segments.popLast() {
      if case .member = last { break }
    }
    guard !segments.isEmpty else { return root }
    let parent = try PathResolver.resolve(MemberPath(segments: segments), from: root)
    if case .viewModel(let viewModel) = parent.target { return viewModel }
    return root
  }

  /// The last member name of `path`.
  static func memberName(of path: MemberPath) -> String {
    for segment in path.segments.reversed() {
      if case .member(let name) = segment { return name }
    }
    return path.description
  }
}
