/// An output format: a name, a file extension and the backend that writes it.
///
/// The built-in formats read naturally at the call site, and any ``OutputBackend`` makes a
/// format of its own:
///
/// ```swift
/// try shim.render(model, as: .markdown)
/// try shim.render(model, as: .html(HTMLBackend(document: .standalone)))
/// ```
public struct OutputFormat: Sendable {
  /// The format's name, as the command line spells it.
  public let name: String
  /// The usual extension of a file in this format, without the dot.
  public let fileExtension: String
  /// The configured backend; each render starts from a fresh copy of it.
  let backend: any OutputBackend & Sendable

  /// Creates a format from a backend.
  ///
  /// - Parameters:
  ///   - name: The format's name.
  ///   - fileExtension: The usual extension of a file in this format, without the dot.
  ///   - backend: The backend that writes the format.
  public init(name: String, fileExtension: String, backend: some OutputBackend & Sendable) {
    self.name = name
    self.fileExtension = fileExtension
    self.backend = backend
  }

  /// Plain text for a terminal, with default options.
  public static var text: OutputFormat { .text(PlainTextBackend()) }

  /// Plain text written by a configured backend.
  ///
  /// - Parameter backend: The configured plain-text backend.
  /// - Returns: The format.
  public static func text(_ backend: PlainTextBackend) -> OutputFormat {
    OutputFormat(name: "text", fileExtension: "txt", backend: backend)
  }

  /// CommonMark with GitHub Flavored Markdown tables and task lists, with default options.
  public static var markdown: OutputFormat { .markdown(MarkdownBackend()) }

  /// Markdown written by a configured backend.
  ///
  /// - Parameter backend: The configured Markdown backend.
  /// - Returns: The format.
  public static func markdown(_ backend: MarkdownBackend) -> OutputFormat {
    OutputFormat(name: "markdown", fileExtension: "md", backend: backend)
  }

  /// An HTML5 fragment.
  public static var html: OutputFormat { .html(HTMLBackend()) }

  /// HTML written by a configured backend, for example a standalone page.
  ///
  /// - Parameter backend: The configured HTML backend.
  /// - Returns: The format.
  public static func html(_ backend: HTMLBackend) -> OutputFormat {
    OutputFormat(name: "html", fileExtension: "html", backend: backend)
  }
}
