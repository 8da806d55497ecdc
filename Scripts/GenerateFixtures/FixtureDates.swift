// Dates (UTC, no Foundation formatters, so output never depends on locale)

import Foundation

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
