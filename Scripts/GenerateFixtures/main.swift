// Writes the offline fixture data of the Flickr and Twitter backends, in the services'
// real JSON wire formats:
//
//   Services/FlickrBackends/Resources/photos.search.catalog.json   one flickr.photos.search response holding
//                                                          the whole catalog, interestingness-desc
//   Services/FlickrBackends/Resources/photos.getInfo.jsonl         one flickr.photos.getInfo response per photo
//   Services/FlickrBackends/Resources/photos.getFavorites.jsonl    one flickr.photos.getFavorites response
//                                                          (first page, 10 people) per photo
//   Services/TwitterBackends/Resources/search-recent.catalog.json  one v2 /2/tweets/search/recent response
//                                                          holding every tweet, newest first
//
// Re-run from the repository root after editing the word lists in the files beside this one:
//
//     swiftc -O Scripts/GenerateFixtures/*.swift -o /tmp/generate-fixtures
//     /tmp/generate-fixtures [OUTPUT_ROOT]
//
// The output is deterministic: every choice comes from a seeded SplitMix64 generator,
// never the system random source, and dates are formatted without locale or time zone.
// Same script, same bytes.

import Foundation

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath)
do {
    try writeFlickr(root: root)
    try writeTwitter(root: root)
} catch {
    FileHandle.standardError.write(Data("GenerateFixtures: \(error)\n".utf8))
    exit(1)
}
