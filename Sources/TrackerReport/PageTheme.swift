/// Which palette the page shows: the reader's (`prefers-color-scheme`), or a fixed one.
public enum PageTheme: String, Sendable, CaseIterable {
    case auto, light, dark
}
