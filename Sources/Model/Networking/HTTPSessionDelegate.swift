import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of `HTTPClient`'s session: hands each task's events (response head,
/// body parts, redirects, completion) to the `HTTPTransfer` it belongs to.
final class HTTPSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var transfers: [Int: HTTPTransfer] = [:]

  /// Routes `task`'s events to `transfer` until the task completes.
  func add(_ transfer: HTTPTransfer, for task: URLSessionTask) {
    lock.withLock { transfers[task.taskIdentifier] = transfer }
  }

  private func transfer(for task: URLSessionTask) -> HTTPTransfer? {
    lock.withLock { transfers[task.taskIdentifier] }
  }

  /// A response head: the transfer decides whether to go on.
  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    completionHandler(transfer(for: dataTask)?.receive(response) ?? .cancel)
  }

  /// Part of a body.
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(for: dataTask)?.receive(data)
  }

  /// A redirect: the transfer follows it within its origin only.
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(transfer(for: task)?.redirect(to: request))
  }

  /// The task's end: the transfer is told once and forgotten.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let transfer = lock.withLock { transfers.removeValue(forKey: task.taskIdentifier) }
    transfer?.complete(with: error)
  }
}
