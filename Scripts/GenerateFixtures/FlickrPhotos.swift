// Flickr: photos

import Foundation

struct FlickrPhoto {
    let id: String
    let owner: FlickrPerson
    let secret: String
    let server: String
    let farm: Int
    let title: String
    let tags: [String]
    let views: Int
    let faves: Int
    let comments: Int
    let posted: Int
    let taken: Int
    let lastUpdate: Int
    let description: String
    let interestingness: Double
}

let descriptions = ["", "", "", "Shot handheld on a cold morning.", "Taken on a walk with the dog, no tripod.",
                    "Processed in Lightroom, minimal edits.", "One of those evenings you don't forget.",
                    "Please don't use without permission.", "From the archives.", "Waited an hour for this light.",
                    "Phone shot, surprisingly happy with it.", "Explored, thank you all!"]

func makePhotos(rng: inout SplitMix64) -> [FlickrPhoto] {
    let owners = makePeople(70, rng: &rng)
    var usedTitles = Set<String>(), usedIds = Set<String>()
    var photos: [FlickrPhoto] = []
    for theme in themes {
        for _ in 0..<theme.count {
            // Title: unique within the catalog; a few are empty or camera defaults, as on Flickr.
            let subject = rng.pick(theme.subjects)
            var title = ""
            for _ in 0..<100 {
                let candidate = capitalizedFirst(rng.pick(theme.templates).replacingOccurrences(of: "{s}", with: subject.title))
                if usedTitles.insert(candidate).inserted { title = candidate; break }
            }
            let roll = rng.double()
            if roll < 0.025 { title = "" } else if roll < 0.05 { title = rng.pick(["DSC_", "IMG_", "_MG_"]) + pad(rng.int(1...9999), 4) }

            var tags: [String] = []
            for tag in (theme.tags + " " + subject.tags).split(separator: " ").map(String.init)
                + rng.sample(theme.extraTags, rng.int(1...4)) where !tags.contains(tag) {
                tags.append(tag)
            }

            // Ids, servers and dates move together: server 65535 since 2019, older photos on 4-digit servers.
            var id: String
            repeat {
                id = rng.chance(0.7) ? String(rng.int(49_800_000_000...53_580_000_000)) : String(rng.int(14_000_000_000...48_000_000_000))
            } while !usedIds.insert(id).inserted
            let idNumber = Double(Int(id)!)
            let server = idNumber >= 49_800_000_000 ? "65535" : String(rng.int(1...7) * 1000 + rng.int(0...999))
            let farm = Int(server)! / 1000 + 1
            let posted = Int(1_401_580_800 + (idNumber - 14e9) / (53.6e9 - 14e9) * Double(referenceNow - 86_400 * 3 - 1_401_580_800))
            let taken = posted - rng.int(600...86_400 * 20)
            let lastUpdate = min(referenceNow - 3600, posted + rng.int(60...86_400 * 200))

            // Engagement: heavy-tailed, some photos nobody faved or commented on.
            var faves = Int(exp(3.0 + 1.4 * rng.normal()))
            if rng.chance(0.07) { faves = 0 }
            faves = min(faves, 4_800)
            let comments = faves == 0 ? (rng.chance(0.2) ? 1 : 0) : Int(Double(faves) * rng.double(0.02, 0.22)) + (rng.chance(0.3) ? rng.int(0...2) : 0)
            let views = faves * rng.int(12...90) + rng.int(25...600)
            let interestingness = log(Double(faves) + 1) + 0.6 * log(Double(comments) + 1) + 0.3 * log(Double(views)) + 0.3 * rng.normal()

            photos.append(FlickrPhoto(id: id, owner: rng.pick(owners), secret: rng.hex(10), server: server, farm: farm,
                                      title: title, tags: tags, views: views, faves: faves, comments: comments,
                                      posted: posted, taken: taken, lastUpdate: lastUpdate,
                                      description: rng.pick(descriptions), interestingness: interestingness))
        }
    }
    return photos.sorted { $0.interestingness > $1.interestingness }
}

/// A `photos.search` photo with extras=tags,owner_name,views,count_faves,count_comments.
func searchRecord(_ p: FlickrPhoto) -> JSON {
    .object([
        ("id", .string(p.id)), ("owner", .string(p.owner.nsid)), ("secret", .string(p.secret)), ("server", .string(p.server)),
        ("farm", .int(p.farm)), ("title", .string(p.title)), ("ispublic", .int(1)), ("isfriend", .int(0)), ("isfamily", .int(0)),
        ("tags", .string(p.tags.joined(separator: " "))), ("ownername", .string(p.owner.username)),
        ("views", .string(String(p.views))), ("count_faves", .string(String(p.faves))),
        ("count_comments", .string(String(p.comments))),
    ])
}

func getInfoResponse(_ p: FlickrPhoto) -> JSON {
    .object([
        ("photo", .object([
            ("id", .string(p.id)), ("secret", .string(p.secret)), ("server", .string(p.server)), ("farm", .int(p.farm)),
            ("owner", .object([("nsid", .string(p.owner.nsid)), ("username", .string(p.owner.username)),
                               ("realname", .string(p.owner.realname))])),
            ("title", .object([("_content", .string(p.title))])),
            ("description", .object([("_content", .string(p.description))])),
            ("dates", .object([("posted", .string(String(p.posted))), ("taken", .string(flickrTaken(p.taken))),
                               ("lastupdate", .string(String(p.lastUpdate)))])),
            ("views", .string(String(p.views))),
            ("comments", .object([("_content", .string(String(p.comments)))])),
            ("urls", .object([("url", .array([.object([
                ("type", .string("photopage")),
                ("_content", .string("https://www.flickr.com/photos/\(p.owner.nsid)/\(p.id)/")),
            ])]))])),
        ])),
        ("stat", .string("ok")),
    ])
}

/// The first page (10 per page) of `photos.getFavorites`, newest fave first.
func getFavoritesResponse(_ p: FlickrPhoto, fans: [FlickrPerson], rng: inout SplitMix64) -> JSON {
    let shown = min(p.faves, 10)
    let dates = (0..<shown).map { _ in rng.int((p.posted + 300)...(referenceNow - 60)) }.sorted(by: >)
    let people: [JSON] = zip(rng.sample(fans, shown), dates).map { person, date in
        .object([
            ("nsid", .string(person.nsid)), ("username", .string(person.username)), ("realname", .string(person.realname)),
            ("favedate", .string(String(date))), ("iconserver", .string(person.iconServer)), ("iconfarm", .int(person.iconFarm)),
            ("contact", .int(rng.chance(0.15) ? 1 : 0)), ("friend", .int(0)), ("family", .int(0)),
        ])
    }
    return .object([
        ("photo", .object([
            ("person", .array(people)), ("id", .string(p.id)), ("secret", .string(p.secret)), ("server", .string(p.server)),
            ("farm", .int(p.farm)), ("page", .int(1)), ("pages", .int((p.faves + 9) / 10)), ("perpage", .int(10)),
            ("total", .int(p.faves)),
        ])),
        ("stat", .string("ok")),
    ])
}

func writeFlickr(root: URL) throws {
    var rng = SplitMix64(seed: 0x464C_4943_4B52)  // "FLICKR"
    let photos = makePhotos(rng: &rng)
    let fans = makePeople(160, rng: &rng)

    var catalog = "{\"photos\":{\"page\":1,\"pages\":1,\"perpage\":\(photos.count),\"total\":\(photos.count),\"photo\":[\n"
    catalog += photos.map { searchRecord($0).text }.joined(separator: ",\n")
    catalog += "\n]},\"stat\":\"ok\"}\n"
    try write(catalog, to: "Services/FlickrBackends/Resources/photos.search.catalog.json", root: root)

    let info = photos.map { getInfoResponse($0).text + "\n" }.joined()
    try write(info, to: "Services/FlickrBackends/Resources/photos.getInfo.jsonl", root: root)

    let favorites = photos.map { getFavoritesResponse($0, fans: fans, rng: &rng).text + "\n" }.joined()
    try write(favorites, to: "Services/FlickrBackends/Resources/photos.getFavorites.jsonl", root: root)
}
