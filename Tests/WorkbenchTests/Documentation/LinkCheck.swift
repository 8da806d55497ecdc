import Foundation

/// Checks that the links of a page lead somewhere: a relative link names a file or folder
/// of the repository (and, with `#anchor`, a heading of that page); `doc:Name` names an
/// article of the page's own documentation catalog. Links with a scheme (`https:`) are
/// left alone: the test runs offline.
struct LinkCheck {
  /// The repository's top folder.
  let root: URL

  /// What is wrong with the links of `text`, the page at `page` (relative to `root`).
  func problems(in text: String, page: String) -> [String] {
    let pageFolder = (page as NSString).deletingLastPathComponent
    let own = MarkdownLinks(text)
    return own.links.compactMap { link in
      let location = "\(page):\(link.line): \(link.target)"
      if link.target.hasPrefix("doc:") {
        return articleExists(link.target, from: pageFolder)
          ? nil
          : "\(location): no such article in \(pageFolder.isEmpty ? "this page's catalog" : pageFolder)"
      }
      if link.target.contains(":") { return nil }
      let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]) : nil
      let target =
        path.isEmpty ? page : normalized((pageFolder as NSString).appendingPathComponent(path))
      guard let target,
        FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path)
      else { return "\(location): no such file" }
      guard let anchor, target.hasSuffix(".md") else { return nil }
      let anchors =
        path.isEmpty
        ? own.anchors
        : (try? String(contentsOf: root.appendingPathComponent(target), encoding: .utf8))
          .map { MarkdownLinks($0).anchors } ?? []
      return anchors.contains(anchor)
        ? nil : "\(location): no heading with that anchor in \(target)"
    }
  }

  /// Whether `<doc:Name>` names an article beside the page, in its catalog;
  /// `<doc:tutorials/Name>` names a tutorial page (`Name.tutorial`) anywhere in the catalog.
  private func articleExists(_ target: String, from folder: String) -> Bool {
    guard folder.hasSuffix(".docc") else { return false }
    let name = target.dropFirst("doc:".count).split(separator: "#").first.map(String.init) ?? ""
    if name.hasPrefix("tutorials/") {
      let file = "\(name.dropFirst("tutorials/".count)).tutorial"
      let catalog = root.appendingPathComponent(folder).path
      let files = FileManager.default.enumerator(atPath: catalog)?.compactMap { $0 as? String }
      return files?.contains { ($0 as NSString).lastPathComponent == file } ?? false
    }
    let article = (folder as NSString).appendingPathComponent("\(name).md")
    return FileManager.default.fileExists(atPath: root.appendingPathComponent(article).path)
  }

  /// `path` with `.` and `..` worked out, or nil when it climbs out of the repository.
  private func normalized(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}
