import Foundation
import Testing

@testable import FlickrBackends

@Suite("JSON Lines lookup")
struct JSONLinesLookupTests {
  let text = Data(
    """
    {"photo":{"id":"1","n":"a"}}
    {"photo":{"id":"12","n":"b"}}
    {"photo":{"id":"123","n":"c"}}
    """.utf8)

  func line(_ pattern: String) -> String? {
    JSONLinesLookup(text).line(containing: pattern).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func findsTheWholeLineOfAnExactMatchAnywhere() {
    #expect(line(#""id":"1""#) == #"{"photo":{"id":"1","n":"a"}}"#)
    #expect(line(#""id":"12""#) == #"{"photo":{"id":"12","n":"b"}}"#)
    #expect(line(#""n":"c"}}"#) == #"{"photo":{"id":"123","n":"c"}}"#)
  }

  @Test func aPrefixOfAnIdIsNotThatId() {
    #expect(line(#""id":"1234""#) == nil)
    #expect(line(#""id":"2""#) == nil)
  }

  @Test func byteSearchHandlesEdges() {
    #expect(ByteSearch.contains(Array("sun".utf8), in: "sunset"))
    #expect(ByteSearch.contains(Array("set".utf8), in: "sunset"))
    #expect(!ByteSearch.contains(Array("sunsets".utf8), in: "sunset"))
    #expect(!ByteSearch.contains([], in: "sunset"))
    #expect(ByteSearch.contains(Array("é".utf8), in: "café"))
  }
}
