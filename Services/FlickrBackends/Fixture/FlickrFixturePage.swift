/// How the fixture pages a search like the API: `perPage` clamped to 1...500, `page`
/// from 1; a page past the last is empty.
struct FlickrFixturePage {
  /// Flickr's largest `per_page`.
  static let maximumPerPage = 500

  /// The page asked for, at least 1.
  let page: Int
  /// The page size, clamped.
  let perPage: Int
  /// How many pages the matches fill.
  let pages: Int
  /// The positions of the page's photos among the matches.
  let range: Range<Int>

  /// The page `page` of `perPage` photos among `total` matches.
  init(total: Int, page: Int, perPage: Int) {
    self.perPage = min(max(perPage, 1), Self.maximumPerPage)
    self.page = max(page, 1)
    pages = (total + self.perPage - 1) / self.perPage
    let (start, overflow) = (self.page - 1).multipliedReportingOverflow(by: self.perPage)
    let lower = overflow ? total : min(start, total)
    range = lower..<min(lower + self.perPage, total)
  }
}
