// The start-up baseline for `Benchmarks/startup/run`: a program that links what `mvvm`
// links from the system (Foundation and FoundationNetworking), builds a URLRequest,
// prints one line and exits, decoding nothing.
import Foundation
import FoundationNetworking

var request = URLRequest(url: URL(string: "https://api.flickr.com/services/rest")!)
request.httpMethod = "GET"
request.setValue("application/json", forHTTPHeaderField: "Accept")
print("hello \(request.httpMethod ?? "") \(request.url?.host ?? "")")
