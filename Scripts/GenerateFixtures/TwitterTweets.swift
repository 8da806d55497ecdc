// Twitter: tweets

import Foundation

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
    try write(out, to: "Services/TwitterBackends/Resources/search-recent.catalog.json", root: root)
}
