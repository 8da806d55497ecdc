import Foundation
import LineEditor
import Model

/// Where a learner got to in each tour, kept as one small file per tour under
/// `$XDG_STATE_HOME/mvvm/tours/` so a tour can be left and taken up again later. Without
/// a directory (tests, no state home) progress lasts as long as the session.
public final class TourProgress: @unchecked Sendable {
  /// How far a tour got.
  public enum Reached: Equatable, Sendable {
    /// Never started (or restarted).
    case notStarted
    /// Left at this step (0-based).
    case step(Int)
    /// Every step done.
    case finished
  }

  /// The directory of the progress files, nil to keep progress in memory.
  public let directory: String?
  private let lock = NSLock()
  private var inMemory: [String: Reached] = [:]

  /// Progress kept in `directory` (created when first written), or in memory.
  public init(directory: String?) {
    self.directory = directory
  }

  /// Progress in `tours` beside the history file, when there is a state directory.
  public static func standard(environment: [String: String]) -> TourProgress {
    TourProgress(
      directory: HistoryFile.standard(environment: environment).map {
        PathText.appending("tours", to: $0.directory)
      })
  }

  /// How far the tour `name` got.
  public func reached(_ name: String) -> Reached {
    guard let file = file(for: name) else {
      return lock.withLock { inMemory[name] ?? .notStarted }
    }
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return .notStarted }
    let word = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if word == "finished" { return .finished }
    if word.hasPrefix("step "), let step = Int(word.dropFirst(5)), step >= 0 {
      return .step(step)
    }
    return .notStarted
  }

  /// Remembers that the tour `name` reached `reached`. A failure to write is not the
  /// learner's problem: it is reported once and the tour goes on.
  @discardableResult
  public func save(_ reached: Reached, for name: String) -> String? {
    guard let directory, let file = file(for: name) else {
      lock.withLock { inMemory[name] = reached }
      return nil
    }
    let text: String
    switch reached {
    case .notStarted: text = ""
    case .step(let step): text = "step \(step)\n"
    case .finished: text = "finished\n"
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      return nil
    } catch {
      return "could not keep the progress of \(name) in \(directory): \(error.localizedDescription)"
    }
  }

  /// The file of the tour `name`: its name with anything but letters, digits, `-` and `_`
  /// replaced, so a tour file's name cannot point elsewhere.
  private func file(for name: String) -> String? {
    guard let directory else { return nil }
    let safe = String(
      name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
    return PathText.appending(safe, to: directory)
  }
}
