import Foundation
import HTTPTransportSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The functions of the system's libcurl that `CurlTransferLoop` drives, looked up with
/// `dlopen`/`dlsym` at run time so that building needs neither libcurl's headers nor its
/// link library (FoundationNetworking already brings `libcurl.so.4` onto every machine
/// that runs Swift's Foundation). The variadic `curl_easy_setopt` and `curl_easy_getinfo`
/// are called through the wrappers of `HTTPTransportSupport`.
struct CurlLibrary: @unchecked Sendable {
  typealias Handle = UnsafeMutableRawPointer
  typealias GlobalInitFunction = @convention(c) (Int) -> CInt
  typealias EasyInitFunction = @convention(c) () -> Handle?
  typealias EasyCleanupFunction = @convention(c) (Handle?) -> Void
  typealias ListAppendFunction = @convention(c) (Handle?, UnsafePointer<CChar>?) -> Handle?
  typealias ListFreeFunction = @convention(c) (Handle?) -> Void
  typealias MultiInitFunction = @convention(c) () -> Handle?
  typealias MultiHandleFunction = @convention(c) (Handle?, Handle?) -> CInt
  typealias MultiPerformFunction = @convention(c) (Handle?, UnsafeMutablePointer<CInt>?) -> CInt
  typealias MultiPollFunction =
    @convention(c) (Handle?, UnsafeMutableRawPointer?, UInt32, CInt, UnsafeMutablePointer<CInt>?)
    -> CInt
  typealias MultiWakeupFunction = @convention(c) (Handle?) -> CInt
  typealias MultiInfoReadFunction =
    @convention(c) (Handle?, UnsafeMutablePointer<CInt>?) -> UnsafeMutablePointer<
      http_transport_message
    >?

  /// `curl_easy_setopt`'s address, for the `HTTPTransportSupport` wrappers.
  let setopt: UnsafeMutableRawPointer
  /// `curl_easy_getinfo`'s address, for the `HTTPTransportSupport` wrappers.
  let getinfo: UnsafeMutableRawPointer
  let easyInit: EasyInitFunction
  let easyCleanup: EasyCleanupFunction
  let listAppend: ListAppendFunction
  let listFree: ListFreeFunction
  let multiInit: MultiInitFunction
  let multiAdd: MultiHandleFunction
  let multiRemove: MultiHandleFunction
  let multiPerform: MultiPerformFunction
  let multiPoll: MultiPollFunction
  let multiWakeup: MultiWakeupFunction
  let multiInfoRead: MultiInfoReadFunction

  /// The library, loaded and initialised once for the process; nil when it cannot be
  /// (`unavailableReason` says why).
  static var shared: CurlLibrary? { try? loaded.get() }

  /// Why `shared` is nil, naming the library, for the failure every request then reports.
  static var unavailableReason: String {
    switch loaded {
    case .success: "libcurl is loaded"
    case .failure(let failure): failure.description
    }
  }

  /// The names tried, in order: the library's ABI name, then a development link.
  static let libraryNames = ["libcurl.so.4", "libcurl.so"]

  private static let loaded = load(from: libraryNames)

  /// Why libcurl could not be used, in words that name the library.
  struct LoadFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// Loads and initialises the first of `names` that `dlopen` finds, or says why none
  /// can be used: not found (with the loader's own words), too old, or failing to start.
  static func load(from names: [String]) -> Result<CurlLibrary, LoadFailure> {
    var loaderError = ""
    var opened: (name: String, handle: UnsafeMutableRawPointer)?
    for name in names {
      if let handle = dlopen(name, RTLD_NOW) {
        opened = (name, handle)
        break
      }
      if loaderError.isEmpty, let error = dlerror() { loaderError = String(cString: error) }
    }
    guard let opened else {
      // The loader's words name the file and what went wrong with it.
      let reason = loaderError.isEmpty ? "tried \(names.joined(separator: " and "))" : loaderError
      return .failure(
        LoadFailure(
          description: "libcurl, which sends live requests, could not be loaded: \(reason)"))
    }
    let (name, handle) = opened
    var missing: [String] = []
    func function<F>(_ symbol: String, as type: F.Type) -> F? {
      guard let address = dlsym(handle, symbol) else {
        missing.append(symbol)
        return nil
      }
      return unsafeBitCast(address, to: type)
    }
    func address(_ symbol: String) -> UnsafeMutableRawPointer? {
      let address = dlsym(handle, symbol)
      if address == nil { missing.append(symbol) }
      return address
    }
    guard
      let globalInit = function("curl_global_init", as: GlobalInitFunction.self),
      let setopt = address("curl_easy_setopt"),
      let getinfo = address("curl_easy_getinfo"),
      let easyInit = function("curl_easy_init", as: EasyInitFunction.self),
      let easyCleanup = function("curl_easy_cleanup", as: EasyCleanupFunction.self),
      let listAppend = function("curl_slist_append", as: ListAppendFunction.self),
      let listFree = function("curl_slist_free_all", as: ListFreeFunction.self),
      let multiInit = function("curl_multi_init", as: MultiInitFunction.self),
      let multiAdd = function("curl_multi_add_handle", as: MultiHandleFunction.self),
      let multiRemove = function("curl_multi_remove_handle", as: MultiHandleFunction.self),
      let multiPerform = function("curl_multi_perform", as: MultiPerformFunction.self),
      let multiPoll = function("curl_multi_poll", as: MultiPollFunction.self),
      let multiWakeup = function("curl_multi_wakeup", as: MultiWakeupFunction.self),
      let multiInfoRead = function("curl_multi_info_read", as: MultiInfoReadFunction.self)
    else {
      return .failure(
        LoadFailure(
          description:
            "\(name), which sends live requests, has no \(missing.joined(separator: ", "))"
            + " (libcurl 7.68 or later is needed)"))
    }
    // CURL_GLOBAL_ALL. Safe to repeat if FoundationNetworking has called it: libcurl
    // counts the calls. Called once for the process (`loaded`), before any thread of ours
    // uses the library.
    let initialised = globalInit(3)
    guard initialised == 0 else {
      return .failure(
        LoadFailure(
          description: "\(name), which sends live requests, could not start "
            + "(curl_global_init failed with \(initialised))"))
    }
    return .success(
      CurlLibrary(
        setopt: setopt, getinfo: getinfo, easyInit: easyInit, easyCleanup: easyCleanup,
        listAppend: listAppend, listFree: listFree, multiInit: multiInit, multiAdd: multiAdd,
        multiRemove: multiRemove, multiPerform: multiPerform, multiPoll: multiPoll,
        multiWakeup: multiWakeup, multiInfoRead: multiInfoRead))
  }

  /// Sets a number option on `easy`; the CURLcode.
  @discardableResult
  func set(_ option: CurlOption, _ value: Int, on easy: Handle) -> CInt {
    http_transport_setopt_long(setopt, easy, option.rawValue, value)
  }

  /// Sets a string, list, object or function option on `easy` (libcurl copies strings,
  /// not lists, error buffers or user data); the CURLcode.
  @discardableResult
  func set(_ option: CurlOption, _ value: UnsafeRawPointer?, on easy: Handle) -> CInt {
    http_transport_setopt_pointer(setopt, easy, option.rawValue, value)
  }

  /// Sets a string option on `easy` (libcurl keeps a copy); the CURLcode.
  @discardableResult
  func set(_ option: CurlOption, _ value: String, on easy: Handle) -> CInt {
    value.withCString { http_transport_setopt_pointer(setopt, easy, option.rawValue, $0) }
  }

  /// Sets a size option (`curl_off_t`) on `easy`; the CURLcode.
  @discardableResult
  func set(_ option: CurlOption, size: Int64, on easy: Handle) -> CInt {
    http_transport_setopt_offset(setopt, easy, option.rawValue, size)
  }

  /// A number `easy` reports about its transfer, or nil when it has none.
  func number(_ info: CurlInfo, of easy: Handle) -> Int? {
    var value = 0
    return http_transport_getinfo_long(getinfo, easy, info.rawValue, &value) == 0 ? value : nil
  }
}

/// The `CURLOPT_*` numbers this client sets (libcurl's ABI: a type base plus an index).
enum CurlOption: CInt {
  case url = 10002
  case errorBuffer = 10010
  case writeFunction = 20011
  case writeData = 10001
  case headerFunction = 20079
  case headerData = 10029
  case transferInfoFunction = 20219
  case transferInfoData = 10057
  case noProgress = 43
  case noSignal = 99
  case followLocation = 52
  case httpHeader = 10023
  case customRequest = 10036
  case httpGet = 80
  case noBody = 44
  case copyPostFields = 10165
  case postFieldSize = 30120
  case timeoutMilliseconds = 155
  case connectTimeoutMilliseconds = 156
  case maxFileSize = 30117
  case acceptEncoding = 10102
  case protocols = 181
  case redirectProtocols = 182
  case protocolNames = 10318
  case redirectProtocolNames = 10319
  case userAgent = 10018
}

/// The `CURLINFO_*` numbers this client reads.
enum CurlInfo: CInt {
  case responseCode = 0x20_0002
  case osErrno = 0x20_0019
}
