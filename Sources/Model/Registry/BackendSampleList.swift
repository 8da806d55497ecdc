/// What a backend's offline data holds, worth trying: the searches that find something
/// and how much, computed from the data itself (`samples`, `backends SERVICE --samples`).
public struct BackendSampleList: Sendable, Hashable {
  /// One thing to try and what it finds.
  public struct Sample: Sendable, Hashable {
    /// What to type: a search text, a handle.
    public let text: String
    /// What it finds: `48 photos`, `54 replies`.
    public let finds: String

    /// A sample.
    public init(text: String, finds: String) {
      self.text = text
      self.finds = finds
    }
  }

  /// What the samples are, as a heading: `Searches (executeSearch)`.
  public let title: String
  /// The samples, the most fruitful first.
  public let samples: [Sample]

  /// `1 photo`, `48 photos`: a count with its noun.
  public static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }

  /// A list of samples under `title`.
  public init(title: String, samples: [Sample]) {
    self.title = title
    self.samples = samples
  }
}
