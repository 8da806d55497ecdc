// Twitter: users

import Foundation

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
