extension OutputFormat {
  /// An Emacs Org document: headlines, plain lists with check boxes, and Org tables.
  public static var org: OutputFormat {
    OutputFormat(name: "org", fileExtension: "org", backend: OrgBackend())
  }

  /// MediaWiki wikitext: headings, bulleted lists and `wikitable` tables.
  public static var mediaWiki: OutputFormat {
    OutputFormat(name: "mediawiki", fileExtension: "wiki", backend: MediaWikiBackend())
  }

  /// Jira and Confluence wiki markup: `h1.` headings, bulleted lists and `||` tables.
  public static var jira: OutputFormat {
    OutputFormat(name: "jira", fileExtension: "jira", backend: JiraBackend())
  }
}
