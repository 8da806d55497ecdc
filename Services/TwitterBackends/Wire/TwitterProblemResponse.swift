/// An error body: problem+json (`title`, `detail`, `type`) with optional `errors[]`.
struct TwitterProblemResponse: Decodable, Sendable {
  let title: String?
  let detail: String?
  let type: String?
  let errors: [TwitterProblem]?

  /// The problem's detail, followed by its first error's message when there is one.
  var text: String? {
    let parts = [detail ?? title, errors?.first?.message].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ": ")
  }
}
