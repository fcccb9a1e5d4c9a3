import Testing

@testable import TableShim

@Test func everyNameAliasAndExtensionOfTheCatalogIsUniqueAndFindsItsEntry() {
  var names: Set<String> = []
  var extensions: Set<String> = []
  for entry in OutputFormat.catalog {
    for name in [entry.name] + entry.aliases {
      #expect(names.insert(name).inserted, "\(name) is used twice")
      #expect(OutputFormat.entry(named: name.uppercased())?.name == entry.name)
    }
    for fileExtension in entry.fileExtensions {
      #expect(extensions.insert(fileExtension).inserted, ".\(fileExtension) is used twice")
      #expect(OutputFormat.entry(forFileExtension: fileExtension)?.name == entry.name)
    }
    #expect(entry.format().name == entry.name)
    #expect(entry.format().fileExtension == entry.fileExtensions.first)
  }
  #expect(OutputFormat.entry(named: "pdf") == nil)
  #expect(OutputFormat.named("GFM")?.name == "markdown")
}

@Test func catalogOptionsReachTheBackends() throws {
  let model = TableViewModel(title: "T", sections: [])
  let page = try TableShim().render(
    model, as: OutputFormat.entry(named: "html")!.format(OutputFormat.Options(standalone: true)))
  #expect(page.hasPrefix("<!DOCTYPE html>"))
}
