import Foundation
import ProcessTestSupport
import Testing

@testable import EventLog
@testable import Workbench

@Suite("A pipeline graph is drawn as chains of steps, and as Graphviz")
struct PipelineGraphTests {
  typealias Node = PipelineGraph.Node
  typealias Edge = PipelineGraph.Edge

  /// A search-as-you-type chain: seen up to the request, `errorMessage` only declared.
  static let search = PipelineGraph(
    nodes: [
      Node(id: "p1", label: "searchText", kind: .property),
      Node(id: "s1", label: "filter", kind: .stage),
      Node(id: "s2", label: "throttle(1s)", kind: .stage),
      Node(id: "s3", label: "flatMap(.latest)", kind: .stage),
      Node(id: "r1", label: "service.searchRecent", kind: .request),
      Node(id: "p2", label: "tweets", kind: .property),
      Node(id: "p3", label: "queryExecutionTime", kind: .property),
      Node(id: "p4", label: "isSearching", kind: .property),
      Node(id: "p5", label: "errorMessage", kind: .property),
      Node(id: "v1", label: "TweetViewModel", kind: .viewModel),
      Node(id: "p6", label: "unconnected", kind: .property),
    ],
    edges: [
      Edge(from: "p1", to: "s1", isSeen: true), Edge(from: "s1", to: "s2", isSeen: true),
      Edge(from: "s2", to: "s3", isSeen: true), Edge(from: "s3", to: "r1", isSeen: true),
      Edge(from: "r1", to: "p2", isSeen: true), Edge(from: "r1", to: "p3", isSeen: true),
      Edge(from: "r1", to: "p4", isSeen: true), Edge(from: "r1", to: "p5", isSeen: false),
      Edge(from: "p2", to: "v1", isSeen: true),
    ])

  @Test("one line per chain, forks listed, seen and declared edges told apart")
  func searchChain() {
    #expect(
      PipelineGraphText.lines(
        of: Self.search, titled: "SearchViewModel", width: 80, style: .unicode) == [
          "SearchViewModel pipelines:",
          "  searchText → filter → throttle(1s) → flatMap(.latest) → service.searchRecent →",
          "      tweets, queryExecutionTime, isSearching, ⇢ errorMessage",
          "  tweets → TweetViewModel",
          "",
          "→ seen in this session   ⇢ declared, not fired yet",
        ])
  }

  @Test("plain ASCII arrows")
  func ascii() {
    #expect(
      PipelineGraphText.lines(of: Self.search, titled: "SearchViewModel", width: 80, style: .ascii)
        == [
          "SearchViewModel pipelines:",
          "  searchText -> filter -> throttle(1s) -> flatMap(.latest) ->",
          "      service.searchRecent -> tweets, queryExecutionTime, isSearching, ..>",
          "      errorMessage",
          "  tweets -> TweetViewModel",
          "",
          "-> seen in this session   ..> declared, not fired yet",
        ])
  }

  @Test("a derived property's sources are not skipped, and a join starts its own line")
  func tweetboatJoin() {
    let graph = PipelineGraph(
      nodes: [
        Node(id: "a", label: "username", kind: .property),
        Node(id: "b", label: "usernameValid", kind: .property),
        Node(id: "c", label: "getTweets.isExecuting", kind: .property),
        Node(id: "d", label: "getTweets.isEnabled", kind: .property),
      ],
      edges: [
        Edge(from: "a", to: "b", isSeen: true), Edge(from: "b", to: "d", isSeen: true),
        Edge(from: "c", to: "d", isSeen: false),
      ])
    #expect(
      PipelineGraphText.lines(of: graph, titled: "RepliesViewModel", width: 80, style: .unicode)
        == [
          "RepliesViewModel pipelines:",
          "  username → usernameValid → getTweets.isEnabled",
          "  getTweets.isExecuting ⇢ getTweets.isEnabled",
          "",
          "→ seen in this session   ⇢ declared, not fired yet",
        ])
  }

  @Test("a cycle is drawn once, and nothing is left out")
  func cycle() {
    let graph = PipelineGraph(
      nodes: [
        Node(id: "a", label: "a", kind: .property), Node(id: "b", label: "b", kind: .stage),
      ],
      edges: [Edge(from: "a", to: "b", isSeen: true), Edge(from: "b", to: "a", isSeen: true)])
    #expect(
      PipelineGraphText.lines(of: graph, titled: "Loop", width: 80, style: .unicode) == [
        "Loop pipelines:",
        "  a → b → a",
        "",
        "→ seen in this session",
      ])
  }

  @Test("an empty graph says how to fill it")
  func empty() {
    #expect(
      PipelineGraphText.lines(of: PipelineGraph(), titled: "Empty", width: 80, style: .unicode) == [
        "Empty pipelines:",
        "  (none yet: open an app, set a property or run an action, then graph again)",
      ])
  }

  static let escaping = PipelineGraph(
    nodes: [
      Node(id: "a", label: "path\\with \"quotes\"\n", kind: .property),
      Node(id: "b", label: "map", kind: .stage), Node(id: "c", label: "run", kind: .action),
      Node(id: "d", label: "svc.get", kind: .request),
      Node(id: "e", label: "Child", kind: .viewModel),
    ],
    edges: [
      Edge(from: "a", to: "b", isSeen: true), Edge(from: "b", to: "c", isSeen: false),
      Edge(from: "c", to: "d", isSeen: true), Edge(from: "d", to: "e", isSeen: true),
    ])

  @Test("dot: shapes per kind, declared edges dashed, labels escaped")
  func dot() {
    #expect(
      PipelineGraphDot.document(of: Self.escaping, titled: #"A "quoted" title"#) == #"""
        digraph "A \"quoted\" title" {
          rankdir=LR;
          node [fontname="Helvetica", fontsize=11];
          n0 [label="path\\with \"quotes\"\\n", shape=box];
          n1 [label="map", shape=ellipse];
          n2 [label="run", shape=box, style=rounded];
          n3 [label="svc.get", shape=cds];
          n4 [label="Child", shape=folder];
          n0 -> n1;
          n1 -> n2 [style=dashed];
          n2 -> n3;
          n3 -> n4;
        }

        """#)
  }

  static let dotPath = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin"]
    .split(separator: ":").map { "\($0)/dot" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  @Test(
    "Graphviz's dot accepts every graph drawn",
    .enabled(if: dotPath != nil, "Graphviz's dot is not installed (not on PATH)"))
  func dotAccepts() async throws {
    for (title, graph) in [
      ("SearchViewModel", Self.search), (#"A "quoted" title"#, Self.escaping),
      ("Empty", PipelineGraph()),
    ] {
      let document = PipelineGraphDot.document(of: graph, titled: title)
      #expect(try await Self.dotStatus(of: document) == 0, "\(title)")
    }
  }

  /// The exit status of Graphviz's dot given `document`, awaited on a thread of its own.
  static func dotStatus(of document: String) async throws -> Int32 {
    let dot = try #require(dotPath)
    return try await ProgramRun.run(dot, ["-Tsvg", "-o", "/dev/null"], input: document).status
  }
}
