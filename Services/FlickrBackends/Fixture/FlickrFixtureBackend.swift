import FlickrModel
import Model

/// The `fixture` backend of Flickr: offline search over the bundled catalog (search 2 s,
/// counts 0.5 s), over a generated one with `size=N`, or the responses `live` recorded
/// with `dir=DIR`, read by the live backend's own code (each after 0.5 s).
enum FlickrFixtureBackend {
  /// The `size=` option: how many generated photos every search finds.
  static let size = BackendOption(
    name: "size",
    summary:
      "every search finds this many generated photos, with counts (1 to \(FlickrGeneratedFixture.maximumSize); default: the bundled catalog)",
    kind: .integer)

  /// The definition the registry lists and creates the backend from.
  static let definition = BackendDefinition<any FlickrSearchService>(
    name: "fixture",
    summary:
      "offline catalog of photos in Flickr's wire format (by default search \(FlickrFixtureService.searchLatency), counts \(FlickrFixtureService.metadataLatency)); size=N: every search finds N generated photos; dir=DIR: what live recorded there",
    options: [size, ReplayOption.option], describe: ReplayOption.summary(in:),
    samples: FlickrFixtureSamples.lists
  ) { configuration in
    if let replay = try ReplayOption.replay(
      in: configuration, latency: FlickrFixtureService.metadataLatency)
    {
      guard replay.recording.backend == FlickrBackends.live.name else {
        throw ReplayOption.unknownRecorder(
          replay.recording, in: configuration, known: [FlickrBackends.live.name])
      }
      return FlickrLiveService(connection: replay.connection)
    }
    return FlickrFixtureService(
      data: try data(in: configuration), simulation: configuration.simulation)
  }

  /// The bundled catalog, or a generated one when `size=` is given.
  static func data(in configuration: BackendConfiguration) throws(BackendRegistryError)
    -> any FlickrFixtureData
  {
    guard let count = configuration.integer(size.name) else { return FlickrFixtureCatalog() }
    guard (1...FlickrGeneratedFixture.maximumSize).contains(count) else {
      throw .invalidOptionValue(
        option: size.name, value: String(count),
        expected: "a whole number from 1 to \(FlickrGeneratedFixture.maximumSize)")
    }
    return FlickrGeneratedFixture(size: count)
  }
}
