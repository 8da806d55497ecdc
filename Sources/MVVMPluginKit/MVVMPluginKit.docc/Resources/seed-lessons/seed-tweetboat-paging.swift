// Apps/TweetboatApp/ViewModels/TweetboatViewModel.swift
tweets = _feed.map { $0?.tweets ?? [] }.skipRepeats { $0.elementsEqual($1, by: ===) }
allTweetsLoaded = _feed.map { $0 != nil && $0?.nextCursor == nil }.skipRepeats()
// …
let paging = Property.combineLatest(_feed, getTweets.isExecuting)
loadMoreTweets = Action(
  state: paging, disabledWhen: Self.whyPagingIsDisabled, whileRunning: "a page is loading"
) { paging, _ in
  guard let request = paging.0?.nextPage else { return .empty }
  return Self.page(request, from: services)
    .on(starting: { errorMessage.value = nil })
    .on(value: { page in
      // A page for a feed that getTweets has since replaced is dropped.
      feed.modify { feed in
        guard feed?.nextPage == request else { return }
        feed?.nextCursor = page.nextCursor
        feed?.tweets += rows(of: page)
      }
    })
    .take(during: lifetime)
}
