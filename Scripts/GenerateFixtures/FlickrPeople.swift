// Flickr: people

import Foundation

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
