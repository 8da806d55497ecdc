import Model
import TwitterModel

/// The `fixture` backend of Twitter: offline search over the bundled tweets (every
/// request 0.3 s), over generated ones with `size=N`, or the responses `live` or
/// `mastodon` recorded with `dir=DIR`, read by that backend's own code.
enum TwitterFixtureBackend {
  /// The `size=` option: how many generated replies to @mvvm_daily the catalog holds.
  static let size = BackendOption(
    name: "size",
    summary:
      "this many generated tweets, all replies to @\(TwitterGeneratedFixture.account.username) (1 to \(TwitterGeneratedFixture.maximumSize); default: the bundled tweets)",
    kind: .integer)

  /// The definition the registry lists and creates the backend from.
  static let definition = BackendDefinition<any TwitterService>(
    name: "fixture",
    summary:
      "offline tweets in the v2 wire format, dated as if just posted (by default \(TwitterFixtureService.latency)); size=N: N generated replies to @\(TwitterGeneratedFixture.account.username); dir=DIR: what live or mastodon recorded there",
    options: [size, ReplayOption.option], describe: ReplayOption.summary(in:),
    samples: TwitterFixtureSamples.lists
  ) { configuration in
    if let replay = try ReplayOption.replay(
      in: configuration, latency: TwitterFixtureService.latency)
    {
      switch replay.recording.backend {
      case TwitterBackends.live.name: return TwitterLiveService(connection: replay.connection)
      case TwitterBackends.mastodon.name: return MastodonService(connection: replay.connection)
      default:
        throw ReplayOption.unknownRecorder(
          replay.recording, in: configuration,
          known: [TwitterBackends.live.name, TwitterBackends.mastodon.name])
      }
    }
    return TwitterFixtureService(
      catalog: try catalog(in: configuration), simulation: configuration.simulation)
  }

  /// The bundled catalog, or a generated one when `size=` is given; either is decoded on
  /// the first request.
  static func catalog(in configuration: BackendConfiguration) throws(BackendRegistryError)
    -> @Sendable () -> Result<TwitterFixtureCatalog, ServiceError>
  {
    guard let count = configuration.integer(size.name) else {
      return { TwitterFixtureCatalog.bundled }
    }
    guard (1...TwitterGeneratedFixture.maximumSize).contains(count) else {
      throw .invalidOptionValue(
        option: size.name, value: String(count),
        expected: "a whole number from 1 to \(TwitterGeneratedFixture.maximumSize)")
    }
    let generated = TwitterGeneratedFixture(size: count)
    return { generated.load() }
  }
}
