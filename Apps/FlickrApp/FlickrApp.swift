import FlickrModel
import Foundation
import MVVMPluginKit

/// The Flickr photo search app, built in through the plugin door: the app `flickr`, the
/// screens of its view-models and its two tours. Its service's backends are a module of
/// their own (`FlickrBackends`).
public enum FlickrApp {
  /// Registers the app, its screens and its tours with `registrar`.
  public static func register(with registrar: PluginRegistrar) {
    registrar.register(
      app: AppDefinition(
        name: "flickr",
        summary: "Flickr photo search: recent searches, a results screen with metadata",
        make: { services in makeViewModel { FlickrSearchViewModel(services: services) } }),
      view: screen(for:))
    registrar.register(
      app: AppDefinition(
        name: "flickr-leaky",
        summary: "the memory lesson's leak: results rows capture self strongly (tour memory)",
        make: { services in
          makeViewModel {
            FlickrSearchViewModel(services: services, showings: .capturingSelfStrongly)
          }
        }),
      view: screen(for:))
    registrar.register(
      app: AppDefinition(
        name: "flickr-fixed",
        summary: "the memory lesson's fix: results rows capture self weakly (tour memory)",
        make: { services in
          makeViewModel {
            FlickrSearchViewModel(services: services, showings: .capturingSelfWeakly)
          }
        }),
      view: screen(for:))
    for tour in ["flickr-search", "flickr-results", "memory"] {
      registrar.register(tour: tour) { EmbeddedResources.data(named: tour + ".mvvm") ?? Data() }
    }
    registrar.register(
      sandboxCalls: { flickr in
        [
          SandboxServiceCall("search", parameter: "text") { (text: String) in flickr().search(text)
          }
        ]
      }, for: .flickr)
  }

  /// A new screen bound to `viewModel`, or nil when it is not one of this app's.
  @Sendable static func screen(for viewModel: any ViewModel) -> (any TextWidget)? {
    switch viewModel {
    case let viewModel as FlickrSearchViewModel: FlickrSearchView(viewModel: viewModel)
    case let viewModel as SearchResultsViewModel: SearchResultsView(viewModel: viewModel)
    default: nil
    }
  }
}

extension ViewModelServices {
  /// The Flickr backend in use right now.
  var flickr: any FlickrSearchService { service(.flickr) }
}
