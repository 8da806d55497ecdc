// Apps/TwitterApp/ViewModels/TwitterSearchViewModel.swift
let searchableText = searchText.producer.filter(Self.isSearchable)
let searches =
  searchableText
  .throttle(Self.throttleInterval, on: scheduler)
  .flatMap(.latest) { text in
    SignalProducer.deferred {
      services.twitter.searchRecent(text, cursor: nil, pageSize: Self.pageSize)
    }
    .on(
      starting: {
        isSearching.value = true
        errorMessage.value = nil
      },
      disposed: { isSearching.value = false }
    )
    .resultValues()
  }
