// GenerateFixtures.swift
//
// Writes the offline fixture data of the Flickr and Twitter backends, in the services'
// real JSON wire formats (see WIRE-FORMATS.md):
//
//   Services/Flickr/Resources/photos.search.catalog.json   one flickr.photos.search response holding
//                                                          the whole catalog, interestingness-desc
//   Services/Flickr/Resources/photos.getInfo.jsonl         one flickr.photos.getInfo response per photo
//   Services/Flickr/Resources/photos.getFavorites.jsonl    one flickr.photos.getFavorites response
//                                                          (first page, 10 people) per photo
//   Services/Twitter/Resources/search-recent.catalog.json  one v2 /2/tweets/search/recent response
//                                                          holding every tweet, newest first
//
// Re-run from the repository root after editing the word lists below:
//
//     swift Scripts/GenerateFixtures.swift [OUTPUT_ROOT]
//
// The output is deterministic: every choice comes from a seeded SplitMix64 generator,
// never the system random source, and dates are formatted without locale or time zone.
// Same script, same bytes.

import Foundation

// MARK: - Deterministic randomness

/// SplitMix64: tiny, fast and fully reproducible across platforms.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func double() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    mutating func double(_ low: Double, _ high: Double) -> Double { low + (high - low) * double() }

    mutating func chance(_ probability: Double) -> Bool { double() < probability }

    /// Standard normal (Box-Muller).
    mutating func normal() -> Double {
        let u1 = max(double(), 1e-12), u2 = double()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, int(0...i)) }
        return result
    }

    /// `count` distinct elements, in random order.
    mutating func sample<T>(_ items: [T], _ count: Int) -> [T] { Array(shuffled(items).prefix(count)) }

    mutating func digits(_ count: Int) -> String {
        String(int(1...9)) + (1..<count).map { _ in String(int(0...9)) }.joined()
    }

    mutating func hex(_ count: Int) -> String {
        (0..<count).map { _ in String(int(0...15), radix: 16) }.joined()
    }

    mutating func alphanumeric(_ count: Int) -> String {
        let chars = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<count).map { _ in pick(chars) })
    }
}

// MARK: - Ordered JSON writer (keys keep the order the services send them in)

indirect enum JSON {
    case string(String)
    case int(Int)
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
        switch self {
        case .string(let s): return JSON.quote(s)
        case .int(let n): return String(n)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs): return "{" + pairs.map { JSON.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

func write(_ text: String, to relativePath: String, root: URL) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    print("wrote \(relativePath) (\(text.utf8.count) bytes)")
}

// MARK: - Dates (UTC, no Foundation formatters, so output never depends on locale)

/// The fixtures' "now": the Twitter catalog's week ends here, Flickr dates stop here.
let referenceNow = 1_709_650_800  // 2024-03-05T15:00:00Z

func utcComponents(_ epoch: Int) -> (y: Int, m: Int, d: Int, hh: Int, mm: Int, ss: Int) {
    let days = epoch / 86_400, secs = epoch % 86_400
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468
    let era = z / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d, secs / 3600, secs % 3600 / 60, secs % 60)
}

func pad(_ n: Int, _ width: Int = 2) -> String {
    let s = String(n)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}

/// Flickr's `dates.taken`: "2023-11-14 17:02:11".
func flickrTaken(_ epoch: Int) -> String {
    let c = utcComponents(epoch)
    return "\(c.y)-\(pad(c.m))-\(pad(c.d)) \(pad(c.hh)):\(pad(c.mm)):\(pad(c.ss))"
}

/// Twitter v2's `created_at`: "2024-03-05T14:21:07.000Z".
func twitterCreatedAt(_ epoch: Int) -> String {
    let c = utcComponents(epoch)
    return "\(c.y)-\(pad(c.m))-\(pad(c.d))T\(pad(c.hh)):\(pad(c.mm)):\(pad(c.ss)).000Z"
}

func capitalizedFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

// MARK: - Flickr: themes

/// A family of photos: titles are `template` with `{s}` replaced by a subject; every photo
/// carries `tags`, its subject's tags and a few of `extraTags`.
struct Theme {
    let count: Int
    let subjects: [(title: String, tags: String)]
    let templates: [String]
    let tags: String
    let extraTags: [String]
}

let bridges: [(title: String, tags: String)] = [
    ("the Golden Gate", "goldengate goldengatebridge sanfrancisco"), ("Brooklyn Bridge", "brooklynbridge brooklyn newyork nyc"),
    ("Tower Bridge", "towerbridge london thames"), ("the Millau Viaduct", "millau viaduct france"),
    ("Charles Bridge", "charlesbridge prague czechia"), ("Ponte Vecchio", "pontevecchio florence italy"),
    ("Sydney Harbour Bridge", "harbourbridge sydney australia"), ("the old stone bridge", "stonebridge countryside"),
    ("the Forth Bridge", "forthbridge scotland railway"), ("the Rialto Bridge", "rialto venice italy"),
    ("the footbridge", "footbridge park"), ("Chain Bridge", "chainbridge budapest danube"),
    ("the Øresund Bridge", "oresund denmark sweden"), ("Tsing Ma Bridge", "tsingma hongkong"),
    ("the covered bridge", "coveredbridge vermont newengland"), ("Clifton Suspension Bridge", "clifton bristol suspensionbridge"),
]

let themes: [Theme] = [
    Theme(count: 34, subjects: [
        ("Santa Monica pier", "santamonica pier california"), ("the harbour", "harbour boats"), ("Lake Bled", "lakebled slovenia lake"),
        ("Uluru", "uluru australia outback"), ("Oia", "oia santorini greece"), ("the dunes", "dunes desert sand"),
        ("the old lighthouse", "lighthouse coast"), ("Big Sur", "bigsur california coast"), ("the rice terraces", "riceterraces bali"),
        ("the marshes", "marsh wetlands reeds"), ("Mount Fuji", "mtfuji fuji japan"), ("the city skyline", "skyline city"),
        ("the wheat field", "wheat field farmland"), ("Table Mountain", "tablemountain capetown southafrica"),
        ("Portland Head Light", "portlandheadlight maine lighthouse"), ("the Serengeti", "serengeti tanzania acacia"),
        ("Lake Michigan", "lakemichigan chicago lake"), ("the salt flats", "saltflats uyuni bolivia"),
    ], templates: [
        "{s} at sunset", "Sunset over {s}", "Sunset at {s}", "Last light on {s}", "Another sunset at {s}", "Sunset, {s}",
        "{s}, just after sunset", "Golden hour at {s}", "Evening glow over {s}", "Fiery sky above {s}",
        "Sunset colours over {s}", "When the sun goes down over {s}",
    ], tags: "sunset sky", extraTags: ["goldenhour", "dusk", "clouds", "orange", "silhouette", "landscape", "evening", "sun",
                                       "longexposure", "canon", "nikon", "sonya7iii", "fujifilm", "reflection"]),
    Theme(count: 32, subjects: bridges, templates: [
        "{s}", "{s} in the fog", "Under {s}", "Crossing {s}", "{s} from below", "{s} at blue hour", "Morning on {s}",
        "{s}, long exposure", "Cables of {s}", "Looking up at {s}", "{s} by night", "Walking across {s}",
    ], tags: "bridge", extraTags: ["architecture", "river", "water", "fog", "bluehour", "longexposure", "engineering", "steel",
                                   "cityscape", "travel", "reflection", "night"]),
    Theme(count: 14, subjects: bridges, templates: [
        "{s} at sunset", "Sunset behind {s}", "Sunset light on {s}", "{s} glowing at sunset",
    ], tags: "bridge sunset", extraTags: ["goldenhour", "sky", "river", "silhouette", "clouds", "travel"]),
    Theme(count: 22, subjects: [
        ("tabby kitten", "tabby"), ("ginger kitten", "ginger orange"), ("black kitten", "blackcat"), ("calico kitten", "calico"),
        ("Maine Coon kitten", "mainecoon"), ("foster kitten", "foster rescue"), ("tuxedo kitten", "tuxedo"),
        ("grey kitten", "grey"), ("Siamese kitten", "siamese"),
    ], templates: [
        "Sleepy {s}", "{s} meets the camera", "Tiny {s} on the sofa", "{s} in a shoebox", "{s} vs. the yarn", "Curious {s}",
        "{s} napping in the sun", "First day home: {s}", "{s} with big blue eyes", "{s} stretching", "Our new {s}",
        "{s} in the laundry basket",
    ], tags: "kitten cat kitty pets", extraTags: ["cute", "whiskers", "paws", "animal", "fluffy", "meow", "petphotography", "50mm"]),
    Theme(count: 14, subjects: [
        ("tabby", "tabby"), ("old ginger tom", "ginger"), ("Persian", "persian"), ("black cat", "blackcat"),
        ("Bengal", "bengal"), ("street cat", "streetcat stray"),
    ], templates: [
        "Sleepy {s} in the window", "{s} on the windowsill", "The {s} is not impressed", "{s} guarding the garden",
        "{s} in the sunbeam", "Portrait of a {s}", "{s} on the fence",
    ], tags: "cat cats pets", extraTags: ["whiskers", "feline", "animal", "portrait", "window", "eyes"]),
    Theme(count: 24, subjects: [
        ("border collie", "bordercollie"), ("golden retriever", "goldenretriever"), ("dachshund", "dachshund sausagedog"),
        ("corgi", "corgi"), ("labrador puppy", "labrador puppy"), ("greyhound", "greyhound rescue"), ("beagle", "beagle"),
        ("husky", "husky snow"), ("pug", "pug"),
    ], templates: [
        "{s} at the beach", "Happy {s}", "{s} mid-jump", "{s} waiting for the ball", "Muddy {s}", "{s} asleep after the walk",
        "{s} in the autumn leaves", "Portrait of a {s}", "{s} with a stick", "Zoomies! ({s})",
    ], tags: "dog dogs pets", extraTags: ["puppy", "goodboy", "animal", "portrait", "park", "fetch", "petphotography"]),
    Theme(count: 24, subjects: [
        ("the Matterhorn", "matterhorn zermatt switzerland alps"), ("Mount Rainier", "rainier washington"),
        ("the Dolomites", "dolomites italy"), ("Torres del Paine", "torresdelpaine patagonia chile"),
        ("Ben Nevis", "bennevis scotland highlands"), ("the Eiger", "eiger grindelwald switzerland"), ("Denali", "denali alaska"),
        ("the Tetons", "tetons grandteton wyoming"), ("Aoraki", "aoraki mountcook newzealand"), ("Kirkjufell", "kirkjufell iceland"),
    ], templates: [
        "{s} at dawn", "Morning alpenglow on {s}", "Clouds rolling over {s}", "{s} reflected in the lake", "Hiking below {s}",
        "First snow on {s}", "{s} from the ridge", "Moonrise over {s}",
    ], tags: "mountains mountain landscape", extraTags: ["alpenglow", "hiking", "snow", "peak", "clouds", "outdoors", "nature",
                                                      "wilderness", "lake"]),
    Theme(count: 22, subjects: [
        ("Tokyo", "tokyo japan shinjuku"), ("Manhattan", "manhattan newyork nyc"), ("Hong Kong", "hongkong"), ("Chicago", "chicago"),
        ("Singapore", "singapore marinabay"), ("Dubai", "dubai"), ("Shanghai", "shanghai pudong"), ("Toronto", "toronto canada"),
        ("Seoul", "seoul korea"),
    ], templates: [
        "{s} from above", "{s} skyline at blue hour", "Rooftops of {s}", "Rainy night in {s}", "{s} lights",
        "Looking down on {s}", "Rush hour, {s}",
    ], tags: "city cityscape urban", extraTags: ["skyline", "night", "lights", "skyscraper", "bluehour", "rooftop", "neon", "rain"]),
    Theme(count: 22, subjects: [
        ("ramen", "ramen japanesefood noodles"), ("sourdough", "sourdough bread baking"), ("pancakes", "pancakes breakfast"),
        ("tacos", "tacos mexicanfood"), ("croissants", "croissant pastry"), ("margherita pizza", "pizza"),
        ("pho", "pho vietnamesefood"), ("lemon tart", "tart dessert"), ("dim sum", "dimsum"),
        ("strawberry shortcake", "strawberries cake dessert"),
    ], templates: [
        "Homemade {s}", "Sunday {s}", "{s} for lunch", "Best {s} in town", "Fresh {s}", "{s}, still warm", "Late night {s}",
    ], tags: "food foodphotography", extraTags: ["yummy", "delicious", "homemade", "dinner", "lunch", "foodie", "tasty"]),
    Theme(count: 20, subjects: [
        ("Kowloon", "kowloon hongkong"), ("Havana", "havana cuba"), ("Marrakech", "marrakech morocco medina"),
        ("Lisbon", "lisbon portugal"), ("Naples", "naples napoli italy"), ("Mumbai", "mumbai india"),
        ("Camden Town", "camden london"), ("Istanbul", "istanbul turkey"),
    ], templates: [
        "Market day, {s}", "Umbrellas in {s}", "Waiting for the tram, {s}", "Shadows in {s}", "Old man reading, {s}",
        "Crossing the street in {s}", "Corner shop, {s}", "Cyclist passing, {s}",
    ], tags: "street streetphotography people", extraTags: ["candid", "blackandwhite", "bw", "urban", "shadows", "35mm", "leica",
                                                           "everydaylife"]),
    Theme(count: 20, subjects: [
        ("Bondi", "bondi sydney australia"), ("Cannon Beach", "cannonbeach oregon"), ("Praia da Marinha", "praiadamarinha algarve portugal"),
        ("Whitehaven", "whitehaven whitsundays"), ("Brighton", "brighton pier uk"), ("Tulum", "tulum mexico"),
        ("Reynisfjara", "reynisfjara iceland blacksand"), ("Navagio", "navagio zakynthos greece"),
    ], templates: [
        "Low tide at {s}", "Morning swim, {s}", "Footprints on {s} beach", "Waves at {s}", "Empty beach, {s}",
        "Storm coming in over {s}", "Driftwood on {s} beach",
    ], tags: "beach sea ocean", extraTags: ["waves", "sand", "coast", "summer", "seascape", "surf", "shore"]),
    Theme(count: 20, subjects: [
        ("the Barbican", "barbican london brutalism"), ("Sagrada Família", "sagradafamilia barcelona gaudi"),
        ("the Guggenheim Bilbao", "guggenheim bilbao gehry"), ("Habitat 67", "habitat67 montreal brutalism"),
        ("the Pantheon", "pantheon rome"), ("Casa Batlló", "casabatllo barcelona gaudi"),
        ("the Elbphilharmonie", "elbphilharmonie hamburg"), ("the Chrysler Building", "chryslerbuilding nyc artdeco"),
    ], templates: [
        "Lines of {s}", "Looking up inside {s}", "{s} in the afternoon light", "Curves of {s}", "Stairs at {s}",
        "Details of {s}", "Symmetry at {s}",
    ], tags: "architecture building", extraTags: ["lines", "symmetry", "facade", "design", "modern", "concrete", "minimal",
                                                  "lookingup"]),
    Theme(count: 18, subjects: [
        ("dewdrops on a spider web", "dewdrops spiderweb"), ("a jumping spider", "jumpingspider spider"),
        ("a honeybee", "bee honeybee pollen"), ("a ladybird", "ladybird ladybug"), ("a dragonfly", "dragonfly"),
        ("frost crystals", "frost ice winter"), ("a garden snail", "snail"), ("moss", "moss forest"),
    ], templates: ["Close-up of {s}", "{s}, up close", "Early morning with {s}", "Tiny world: {s}", "{s} at 5:1"],
    tags: "macro closeup", extraTags: ["100mm", "nature", "insect", "bokeh", "details", "macrophotography"]),
    Theme(count: 14, subjects: [
        ("tulips", "tulips netherlands spring"), ("cherry blossom", "cherryblossom sakura spring"), ("sunflowers", "sunflowers summer"),
        ("lavender", "lavender provence"), ("poppies", "poppies red"), ("peonies", "peony"), ("bluebells", "bluebells woods"),
    ], templates: ["Field of {s}", "{s} after the rain", "Backlit {s}", "{s} in bloom", "The last of the {s}"],
    tags: "flowers flower", extraTags: ["bloom", "garden", "spring", "petals", "bokeh", "colour", "nature"]),
    Theme(count: 14, subjects: [
        ("a kingfisher", "kingfisher"), ("the puffins", "puffin puffins"), ("a barn owl", "barnowl owl"), ("a robin", "robin"),
        ("a grey heron", "heron greyheron"), ("the starlings", "starlings murmuration"), ("a hummingbird", "hummingbird"),
    ], templates: ["{s} on the branch", "{s} in flight", "Early morning with {s}", "{s} after the catch", "Portrait of {s}"],
    tags: "birds bird wildlife", extraTags: ["birding", "nature", "feathers", "600mm", "telephoto", "birdphotography"]),
    Theme(count: 12, subjects: [
        ("the maple forest", "maple forest"), ("Central Park", "centralpark nyc"), ("the Kyoto temples", "kyoto japan temple"),
        ("the vineyard", "vineyard wine"), ("the beech woods", "beech woods"), ("Vermont", "vermont newengland"),
    ], templates: ["Autumn in {s}", "Fall colours in {s}", "Red leaves at {s}", "Misty morning in {s}"],
    tags: "autumn fall leaves", extraTags: ["foliage", "orange", "forest", "trees", "mist", "seasons", "colours"]),
    Theme(count: 12, subjects: [
        ("the village", "village alps"), ("Hokkaido", "hokkaido japan"), ("Lapland", "lapland finland"), ("the cabin", "cabin woods"),
        ("Yellowstone", "yellowstone bison"), ("Quebec City", "quebec canada"),
    ], templates: ["Fresh snow in {s}", "Winter morning in {s}", "Snowfall over {s}", "Frozen silence, {s}"],
    tags: "snow winter cold", extraTags: ["frost", "ice", "white", "snowfall", "landscape"]),
    Theme(count: 12, subjects: [
        ("the Milky Way", "milkyway galaxy"), ("the aurora", "aurora northernlights"), ("star trails", "startrails"),
        ("the full moon", "moon fullmoon"), ("a Perseid meteor", "meteor perseids"),
    ], templates: ["{s} over the desert", "{s} above the lake", "Chasing {s}", "{s} from the campsite", "{s} over the old barn"],
    tags: "night nightsky stars astrophotography", extraTags: ["longexposure", "sky", "14mm", "dark", "tripod", "space"]),
    // "wibble" is the silly word of the tutorials: jelly and other wobbly things.
    Theme(count: 14, subjects: [
        ("raspberry jelly", "raspberry jelly"), ("blancmange", "blancmange pudding"), ("lime jelly", "lime jelly green"),
        ("jelly rabbit", "jelly rabbit mould"), ("trifle", "trifle custard"), ("panna cotta", "pannacotta dessert"),
        ("party jelly", "jelly party"), ("water balloon", "waterballoon balloon"), ("jelly on a plate", "jelly plate"),
    ], templates: [
        "Wibble wobble {s}", "{s} doing the wibble", "The great wibble: {s}", "Wobbly {s}", "Maximum wibble ({s})",
        "{s}, mid-wibble", "Wibble!", "Wibbly wobbly {s}",
    ], tags: "wibble wobble wobbly", extraTags: ["jelly", "jello", "dessert", "party", "silly", "fun", "pudding", "kitchen"]),
]

// MARK: - Flickr: people

let firstNames = ["Ana", "Ben", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jakub", "Kemi", "Liam", "Maya",
                  "Nils", "Olga", "Paulo", "Quinn", "Rosa", "Sven", "Tara", "Umar", "Vera", "Wen", "Ximena", "Yara", "Zoë",
                  "Chris", "Mark", "Sophie", "Aditi", "José", "Marie", "Tom", "Aisha", "Kenji", "Freya"]
let lastNames = ["Silva", "Hughes", "Rossi", "Ivanov", "Novak", "Haddad", "Lindqvist", "Sato", "Moreno", "Kowalski", "Adeyemi",
                 "Byrne", "Patel", "Jensen", "Petrova", "Costa", "Reilly", "Vidal", "Berg", "Nair", "Khan", "Schulz", "Li",
                 "Ortega", "Cohen", "Dubois", "Walsh", "Rowe", "Fischer", "Gupta", "Fernández", "Martin", "Park", "Okafor"]
let handleFirst = ["quiet", "morning", "dock", "harbour", "lens", "night", "wander", "pixel", "amber", "north", "salt", "paper",
                   "silver", "urban", "wild", "lucky", "slow", "foggy", "blue", "golden", "tiny", "old"]
let handleSecond = ["lens", "owl", "side", "fan", "light", "walker", "frames", "fox", "shutter", "roamer", "crow", "moth",
                    "photos", "eye", "notes", "tide", "heron", "grain", "kodak", "trail"]

struct FlickrPerson {
    let nsid: String
    let username: String
    let realname: String
    let iconServer: String
    let iconFarm: Int
}

func makePeople(_ count: Int, rng: inout SplitMix64) -> [FlickrPerson] {
    var used = Set<String>()
    var people: [FlickrPerson] = []
    while people.count < count {
        let first = rng.pick(firstNames), last = rng.pick(lastNames)
        var username: String
        switch rng.int(0...3) {
        case 0: username = first.lowercased().folding(options: .diacriticInsensitive, locale: nil) + last.lowercased()
        case 1: username = "\(first) \(last) Photography"
        default: username = rng.pick(handleFirst) + rng.pick(handleSecond) + (rng.chance(0.4) ? String(rng.int(1...99)) : "")
        }
        guard used.insert(username).inserted else { continue }
        let nsid = rng.digits(rng.chance(0.7) ? 8 : 9) + "@N" + rng.pick(["00", "02", "03", "04", "05", "06", "07", "08"])
        let hasIcon = rng.chance(0.8)
        let iconServer = hasIcon ? (rng.chance(0.6) ? "65535" : String(rng.int(1000...7999))) : "0"
        let iconFarm = iconServer == "0" ? 0 : (Int(iconServer)! / 1000 + 1)
        people.append(FlickrPerson(nsid: nsid, username: username, realname: rng.chance(0.75) ? "\(first) \(last)" : "",
                                   iconServer: iconServer, iconFarm: iconFarm))
    }
    return people
}

// MARK: - Flickr: photos

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
    try write(catalog, to: "Services/Flickr/Resources/photos.search.catalog.json", root: root)

    let info = photos.map { getInfoResponse($0).text + "\n" }.joined()
    try write(info, to: "Services/Flickr/Resources/photos.getInfo.jsonl", root: root)

    let favorites = photos.map { getFavoritesResponse($0, fans: fans, rng: &rng).text + "\n" }.joined()
    try write(favorites, to: "Services/Flickr/Resources/photos.getFavorites.jsonl", root: root)
}

// MARK: - Twitter: users

struct TwitterUser {
    let id: String
    let name: String
    let username: String
    let profileImageURL: String
}

let twitterPeople: [(name: String, username: String)] = [
    ("MVVM Daily", "mvvm_daily"),
    ("Priya Raman", "priyacodes"), ("Tom Becker", "tbecker_dev"), ("Aiko Tanaka", "aiko_builds"), ("Marcus Lee", "marcuslee"),
    ("Sofia Alvarez", "sofia_ios"), ("Dev Patel", "devpatel_swift"), ("Lena Fischer", "lenafischer"), ("Omar Haddad", "omarhaddad"),
    ("Chloe Martin", "chloe_m"), ("Ben Okafor", "benokafor"), ("Hannah Kim", "hannahkim_dev"), ("Luca Romano", "lucaromano"),
    ("Grace Wu", "gracewu"), ("Noah Williams", "noahw_ios"), ("Emma Johansson", "emmaj"), ("Kwame Mensah", "kwamecodes"),
    ("Isabel Costa", "isabelcosta"), ("Ryan O'Neill", "ryanoneill"), ("Mei Chen", "meichen_dev"), ("Felix Wagner", "felixwagner"),
    ("Zoë Laurent", "zoelaurent"), ("Arjun Nair", "arjun_nair"), ("Nina Petrova", "ninapetrova"), ("Sam Taylor", "samtaylor_io"),
    ("Yusuf Demir", "yusufdemir"), ("Olivia Brown", "livbrown"), ("Mateo García", "mateogarcia"), ("Fatima Zahra", "fatimazahra_dev"),
    ("Jonas Berg", "jonasberg"), ("Rachel Green", "rgreen_codes"), ("Swift Weekly Digest", "swiftweeklydigest"),
    ("Reactive Things", "reactivethings"), ("Xcode Tips", "xcodetips"), ("Kai Müller", "kaimuller"), ("Ada Nwosu", "adanwosu"),
    ("Pedro Santos", "pedrosantos"), ("Julia Novak", "julianovak"), ("Ethan Clarke", "ethanclarke"), ("Sara Lindqvist", "saralindqvist"),
]

func makeUsers(rng: inout SplitMix64) -> [TwitterUser] {
    twitterPeople.map { person in
        // Accounts from before 2016 have short ids; newer ones are 19-digit snowflakes.
        let id = rng.chance(0.6) ? rng.digits(rng.int(8...10)) : "1" + rng.digits(18)
        let avatar = "https://pbs.twimg.com/profile_images/1\(rng.digits(18))/\(rng.alphanumeric(8))_normal.jpg"
        return TwitterUser(id: id, name: person.name, username: person.username, profileImageURL: avatar)
    }
}

// MARK: - Twitter: sentence templates

let swiftFeatures = ["async let", "typed throws", "macros", "result builders", "actors", "Sendable checking", "strict concurrency",
                     "noncopyable types", "parameter packs", "the Observation framework", "if expressions", "the consume operator",
                     "Swift Testing", "package plugins", "regex builders", "opaque return types", "TaskGroup"]
let reactiveOperators = ["flatMap(.latest)", "combineLatest", "throttle", "debounce", "skipRepeats", "sample(on:)", "merge",
                         "zip", "take(until:)", "materialize", "observe(on:)", "startWithValues", "filterMap"]
let mvvmThings = ["view-model", "binding", "coordinator", "services protocol", "navigation stack", "input validation",
                  "loading state", "error message", "search screen", "login form"]
let swiftTags = ["#swift", "#swiftlang", "#iosdev", "#SwiftUI", "#swift6"]
let reactiveTags = ["#ReactiveSwift", "#reactive", "#FRP", "#rxswift"]
let mvvmTags = ["#mvvm", "#architecture", "#iosdev", "#cleancode"]

let swiftTemplates = [
    "Finally migrated our app to Swift 6 strict concurrency. {n} warnings down to zero.",
    "Is it just me or did {feature} make half my helper code obsolete?",
    "Spent the morning replacing a delegate mess with {feature}. Swift keeps getting better.",
    "Hot take: {feature} might be the best thing to happen to Swift since optionals.",
    "Swift question: when do you reach for {feature} instead of plain closures?",
    "Wrote up how we use {feature} in production Swift code. Link in bio.",
    "Our Swift build went from {n}s to 41s after splitting the package into modules.",
    "Three years of Swift on the server and {feature} is still my favourite feature.",
    "Pairing with a junior today, explaining {feature} in Swift made me understand it better myself.",
    "The Swift compiler error for {feature} today was actually helpful. Progress!",
    "Reading the Swift evolution proposal for {feature}. The pitch thread is a novel.",
    "New blog post: {n} things I wish I knew about Swift before my first app.",
    "Swift on Linux in Docker, {feature} and all, no Xcode in sight.",
    "Rewrote a {n}-line Objective-C file in Swift. It's 120 lines now.",
    "Swift tip: mark the type Sendable first, then let the compiler tell you what is wrong.",
    "Whoever designed {feature} in Swift: thank you.",
    "Giving a Swift talk on {feature} next month, slides are 80% memes so far.",
    "Does anyone have a good example of {feature} with Swift Testing? Docs are thin.",
]
let reactiveTemplates = [
    "TIL {op} in ReactiveSwift does exactly what I wanted all along.",
    "Reactive streams clicked for me the day I drew the marble diagram for {op}.",
    "Porting a Combine pipeline to ReactiveSwift, {op} maps one to one. Nice.",
    "Debugging a reactive chain: put a logEvents() before {op} and the mystery is gone.",
    "Hot vs cold signals is still the #1 reactive question in code review.",
    "A reactive search box is 4 lines: throttle, filter, {op}, bind. Still amazes me.",
    "Unpopular opinion: most reactive code should be three operators, not thirty.",
    "Replaced a pile of KVO with MutableProperty and {op}. Reactive wins again.",
    "Our reactive test suite runs on a TestScheduler now, 600 tests in {n}ms, zero sleeps.",
    "Explaining {op} to the team with coffee cups on the table. Reactive programming is physical.",
    "Memory leak in a reactive pipeline: always the [weak self] you forgot in {op}.",
    "Action in ReactiveSwift disabling itself while executing is such an underrated reactive idea.",
    "Reactive or async/await? For UI events I still pick reactive, {op} says why.",
    "The reactive workbench idea: type a command, watch the signals fire. Love it.",
]
let mvvmTemplates = [
    "MVVM done right: the view-model has no idea a UIView exists.",
    "Moved the {thing} into the view-model and the controller dropped to {n} lines. MVVM works.",
    "How do you test the {thing} in MVVM? We drive the view-model with a fake services protocol.",
    "MVVM question: should the {thing} live in the view-model or the coordinator?",
    "The best MVVM code I've read treats the {thing} as a plain value.",
    "MVVM without bindings is just MVC with extra steps. Fight me.",
    "Refactored our {thing} to MVVM today. Tests went from 0 to {n}.",
    "Drew the MVVM layers on the whiteboard: view → view-model → model. Arrows only go one way.",
    "Teaching MVVM with a REPL where you poke the {thing} live is a great idea.",
    "MVVM tip: if the view-model imports UIKit, something went wrong.",
    "Every MVVM tutorial starts with a login form. Ours too, and the {thing} is the interesting part.",
    "Reviewing a PR where the {thing} is derived from three properties. Clean MVVM.",
    "Why MVVM? Because I can unit test the {thing} without a simulator.",
]
let chatterTemplates = [
    "Xcode indexing again. Time for coffee.", "Conference season: who is going to try! Swift this year?",
    "CI green on the first try. Framing this.", "Deleted {n} lines of dead code today. Best feeling.",
    "Code review etiquette: ask questions, don't give orders.", "Standup could have been a Slack message.",
    "Working from the library today, the wifi is faster than at home.", "Just shipped! Release notes are mostly emoji.",
    "Pro tip: name your branches after the ticket, future you will thank you.", "Monday. Build cache invalidated. Of course.",
    "New mechanical keyboard arrived, productivity up {n}% (citation needed).", "Rubber duck debugging works, the duck is a genius.",
    "Finally wrote the README I promised three sprints ago.", "Pair programming day. Two keyboards, one brain.",
    "Open source maintainers deserve more thanks. Go thank one today.",
]
let dailyTemplates = [
    "MVVM tip #{n}: keep the view-model free of UIKit and it tests itself.",
    "Today's MVVM pattern: derive validity from inputs, e.g. searchText.map {{ $0.count > 3 }}.",
    "MVVM Daily #{n}: a command should disable itself while executing. ReactiveSwift's Action does this for you.",
    "Question of the day: how do you pass services into your view-models? Replies welcome!",
    "MVVM tip #{n}: navigation is a service the view-model calls, not something it owns.",
    "Reactive bindings in MVVM: bind in the view, never in the view-model.",
    "MVVM Daily #{n}: throttle the search text, then flatMap(.latest) to the service. Two lines.",
    "Poll: MVVM with bindings, MVVM without, or something else entirely? Reply with your stack.",
    "MVVM tip #{n}: test view-models on a virtual clock. No sleeps, no flaky tests.",
    "What is the hardest part of MVVM for you? Tell us and we'll cover it this week.",
    "MVVM Daily #{n}: a list of item view-models beats a list of models in the view.",
    "Swift 6 + MVVM: mark your view-models @MainActor and most data races disappear.",
    "Reminder: the ViewModel references the Model, never the reverse. MVVM in one sentence.",
    "MVVM tip #{n}: errors are values with messages a person can act on.",
]
let repliesToDaily = [
    "great tip, we do exactly this with a fake services protocol in tests",
    "how do you handle navigation in MVVM without leaking UIKit into the view-model?",
    "this is why I moved to ReactiveSwift, the Action type is perfect for commands",
    "we pass services through the initializer. Boring, but the tests love it",
    "the hardest part for me is knowing where the {thing} belongs",
    "MVVM with bindings, every time. Without them it's just ceremony",
    "+1 to the virtual clock, our flaky tests disappeared overnight",
    "Swift 6 made our view-models much stricter, in a good way",
    "any chance you could do a thread on testing the {thing}?",
    "bookmarking this. We argue about this every sprint",
    "counterpoint: for small screens MVC is fine and MVVM is overkill",
    "we use Combine for this, same idea though",
    "thanks, this finally made {op} click for me",
    "love these daily tips, keep them coming",
    "reactive bindings in the view only, agreed. We learned that the hard way",
    "do you have a sample repo? would love to see the {thing} in code",
    "hardest part: deciding what is state and what is an event",
    "we mark everything @MainActor and move on, works great",
    "nice, but what about the {thing} when the request fails?",
    "our team just adopted this, the PR was -{n} lines",
    "isn't a coordinator just a view-model for navigation?",
    "I teach MVVM with the login form example too, it really works",
    "could you compare this with TCA some day?",
    "this is the way. Derived state all the way down",
    "printing this and putting it on the office wall",
]
let repliesToOthers = [
    "agreed, same experience here", "do you have a link to the talk?", "which Xcode version is that?",
    "have you tried {op} for that?", "we hit the same bug last week, a clean build fixed it", "this is gold, thanks for sharing",
    "congrats on shipping!", "can confirm, we use {feature} everywhere now", "the real answer is always 'it depends'", "lol same",
    "would love a blog post on this", "that compile time improvement is wild",
]

/// Fills `{feature}`, `{op}`, `{thing}` and `{n}` slots.
func fill(_ template: String, rng: inout SplitMix64) -> String {
    template
        .replacingOccurrences(of: "{feature}", with: rng.pick(swiftFeatures))
        .replacingOccurrences(of: "{op}", with: rng.pick(reactiveOperators))
        .replacingOccurrences(of: "{thing}", with: rng.pick(mvvmThings))
        .replacingOccurrences(of: "{n}", with: String(rng.int(3...400)))
        .replacingOccurrences(of: "{{", with: "{").replacingOccurrences(of: "}}", with: "}")
}

// MARK: - Twitter: tweets

struct Tweet {
    let text: String
    let author: TwitterUser
    let inReplyTo: TwitterUser?
    var ageSeconds = 0
    var id = ""
}

func makeTweets(users: [TwitterUser], rng: inout SplitMix64) -> [Tweet] {
    let daily = users[0], others = Array(users.dropFirst())
    var tweets: [Tweet] = [], usedTexts = Set<String>()

    func add(_ make: (inout SplitMix64) -> String, author: TwitterUser, replyTo: TwitterUser? = nil, rng: inout SplitMix64) {
        for _ in 0..<50 {
            let text = make(&rng)
            if text.count <= 280, usedTexts.insert(text).inserted {
                tweets.append(Tweet(text: text, author: author, inReplyTo: replyTo))
                return
            }
        }
    }
    func withTag(_ text: String, _ tags: [String], _ probability: Double, rng: inout SplitMix64) -> String {
        rng.chance(probability) ? text + " " + rng.pick(tags) : text
    }

    // Every user speaks at least once, so includes.users lists all of them.
    for (index, user) in others.enumerated() {
        let pool = [swiftTemplates, reactiveTemplates, mvvmTemplates][index % 3]
        let tags = [swiftTags, reactiveTags, mvvmTags][index % 3]
        add({ withTag(fill($0.pick(pool), rng: &$0), tags, 0.5, rng: &$0) }, author: user, rng: &rng)
    }
    for _ in 0..<80 { add({ withTag(fill($0.pick(swiftTemplates), rng: &$0), swiftTags, 0.5, rng: &$0) }, author: rng.pick(others), rng: &rng) }
    for _ in 0..<55 { add({ withTag(fill($0.pick(reactiveTemplates), rng: &$0), reactiveTags, 0.45, rng: &$0) }, author: rng.pick(others), rng: &rng) }
    for _ in 0..<55 { add({ withTag(fill($0.pick(mvvmTemplates), rng: &$0), mvvmTags, 0.45, rng: &$0) }, author: rng.pick(others), rng: &rng) }
    for _ in 0..<30 { add({ withTag(fill($0.pick(chatterTemplates), rng: &$0), ["#iosdev", "#devlife"], 0.2, rng: &$0) }, author: rng.pick(others), rng: &rng) }
    for _ in 0..<16 { add({ withTag(fill($0.pick(dailyTemplates), rng: &$0), mvvmTags + ["#swift"], 0.6, rng: &$0) }, author: daily, rng: &rng) }

    // Replies to mvvm_daily (Tweetboat's `to:mvvm_daily`): 54, from many different people.
    let repliers = rng.sample(others, 32)
    for i in 0..<54 {
        let author = i < repliers.count ? repliers[i] : rng.pick(repliers)
        add({ "@mvvm_daily " + fill($0.pick(repliesToDaily), rng: &$0) }, author: author, replyTo: daily, rng: &rng)
    }
    // Conversations between other people.
    for _ in 0..<26 {
        let pair = rng.sample(others, 2)
        add({ "@\(pair[1].username) " + fill($0.pick(repliesToOthers), rng: &$0) }, author: pair[0], replyTo: pair[1], rng: &rng)
    }

    // Ages: log-uniform from seconds to almost seven days, all distinct, newest first.
    var ages = tweets.indices.map { _ in Int(exp(rng.double(log(4), log(Double(7 * 86_400 - 120))))) }.sorted()
    for i in ages.indices.dropFirst() where ages[i] <= ages[i - 1] { ages[i] = ages[i - 1] + 1 }
    var ordered = rng.shuffled(tweets)
    for i in ordered.indices {
        ordered[i].ageSeconds = ages[i]
        // Snowflake id: milliseconds since the Twitter epoch, then datacenter/worker and sequence bits.
        let ms = UInt64(referenceNow - ages[i]) * 1000 + UInt64(rng.int(0...999))
        let id = ((ms - 1_288_834_974_657) << 22) | (UInt64(rng.int(0...1023)) << 12) | UInt64(rng.int(0...15))
        ordered[i].id = String(id)
    }
    return ordered
}

func tweetRecord(_ t: Tweet, rng: inout SplitMix64) -> JSON {
    let isReply = t.inReplyTo != nil
    let likes = isReply ? Int(exp(0.8 + 1.0 * rng.normal())) : Int(exp(2.2 + 1.3 * rng.normal()))
    var fields: [(String, JSON)] = [
        ("id", .string(t.id)), ("text", .string(t.text)), ("author_id", .string(t.author.id)),
        ("created_at", .string(twitterCreatedAt(referenceNow - t.ageSeconds))), ("lang", .string("en")),
        ("edit_history_tweet_ids", .array([.string(t.id)])),
    ]
    if let target = t.inReplyTo { fields.append(("in_reply_to_user_id", .string(target.id))) }
    fields.append(("public_metrics", .object([
        ("retweet_count", .int(Int(Double(likes) * rng.double(0, 0.3)))), ("reply_count", .int(rng.int(0...max(0, likes / 6)))),
        ("like_count", .int(likes)), ("quote_count", .int(rng.chance(0.15) ? rng.int(1...4) : 0)),
    ])))
    return .object(fields)
}

func writeTwitter(root: URL) throws {
    var rng = SplitMix64(seed: 0x5457_4545_5453)  // "TWEETS"
    let users = makeUsers(rng: &rng)
    let tweets = makeTweets(users: users, rng: &rng)

    // includes.users in order of first appearance, as the API lists them.
    var seen = Set<String>(), authors: [TwitterUser] = []
    for t in tweets where seen.insert(t.author.id).inserted { authors.append(t.author) }

    var out = "{\"data\":[\n"
    out += tweets.map { tweetRecord($0, rng: &rng).text }.joined(separator: ",\n")
    out += "\n],\n\"includes\":{\"users\":[\n"
    out += authors.map { u in
        JSON.object([("id", .string(u.id)), ("name", .string(u.name)), ("username", .string(u.username)),
                     ("profile_image_url", .string(u.profileImageURL))]).text
    }.joined(separator: ",\n")
    out += "\n]},\n\"meta\":" + JSON.object([
        ("newest_id", .string(tweets.first!.id)), ("oldest_id", .string(tweets.last!.id)), ("result_count", .int(tweets.count)),
    ]).text + "}\n"
    try write(out, to: "Services/Twitter/Resources/search-recent.catalog.json", root: root)
}

// MARK: - Main

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath)
do {
    try writeFlickr(root: root)
    try writeTwitter(root: root)
} catch {
    FileHandle.standardError.write(Data("GenerateFixtures: \(error)\n".utf8))
    exit(1)
}
