extension StringProtocol {
    /// The last component of a path, trailing slashes ignored ("/a/b/" gives "b", "/" gives "/"),
    /// as `NSString.lastPathComponent` gives it.
    public var lastPathComponent: String {
        let path = withoutTrailingSlashes
        guard path != "/" else { return "/" }
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The path without its last component ("/a/b" gives "/a", "/a" gives "/", "b" gives ""),
    /// as `NSString.deletingLastPathComponent` gives it.
    public var deletingLastPathComponent: String {
        let path = withoutTrailingSlashes
        guard path != "/", let slash = path.lastIndex(of: "/") else { return path == "/" ? "/" : "" }
        let parent = String(path[..<slash])
        guard !parent.isEmpty else { return "/" }
        return parent.withoutTrailingSlashes
    }

    /// What follows the last dot of the last component ("" when there is none, or when the
    /// component starts with its only dot), as `NSString.pathExtension` gives it.
    public var pathExtension: String {
        let name = lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    private var withoutTrailingSlashes: String {
        var path = String(self)
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
