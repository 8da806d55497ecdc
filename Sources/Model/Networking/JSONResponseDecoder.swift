import Foundation

/// Decodes JSON bodies into wire types, turning decoding failures into
/// `.invalidResponse` messages that name the path and the problem, e.g.
/// `photos.photo[3].id: expected a string`.
public enum JSONResponseDecoder {
  /// `T` decoded from `data`, or `.invalidResponse` naming what was wrong and where.
  public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(ServiceError) -> T
  {
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw .invalidResponse(describe(error))
    } catch {
      throw .invalidResponse("\(error)")
    }
  }

  /// A one-line description of a decoding failure: `path: problem`.
  public static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(typeName(type))"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(typeName(type)), got null"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return "the body is not valid JSON" }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  /// A coding path written the way JSON paths read: `photos.photo[3].id`.
  public static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "(top level)" : text
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Int.Type, is Int64.Type: return "an integer"
    case is Double.Type, is Float.Type: return "a number"
    case is Bool.Type: return "a boolean"
    default:
      return "\(type)".hasPrefix("Array") ? "an array" : "an object"
    }
  }
}
