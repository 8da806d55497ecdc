// Apps/FlickrApp/ViewModels/SearchResultsItemViewModel.swift
let fetchAfterVisibleSpell = isVisible.producer
  .skipRepeats()
  .flatMap(.latest) {
    visible -> SignalProducer<Result<FlickrPhotoMetadata, ServiceError>, Never> in
    guard visible, metadata.value == nil else { return .empty }
    return services.scheduler.wait(Self.visibleDelay)
      .then(
        SignalProducer.deferred { services.flickr.metadata(ofPhoto: photo.identifier) }
          .resultValues())
  }
