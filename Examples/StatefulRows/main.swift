// Rows whose look is set per state, up front, with `StateConfigurable`: each state shows in
// every backend (a mark in text, strikethrough for disabled in Markdown, a class and
// `aria-disabled` in HTML).
//
//   swift run StatefulRows [text|markdown|html]

import Foundation
import TableShim

struct Download {
  enum Status { case queued, downloading, done, failed }
  let file: String
  let status: Status
}

final class DownloadCell: ItemCell<Download>, Reusable, StateConfigurable {
  var configurations: [CellState: CellAppearance] = [:]
  var currentState: CellState = .normal

  required init(style: CellStyle = .default, reuseIdentifier: String) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    setState(CellAppearance(secondaryText: "queued", accessory: .unchecked), for: .normal)
    setState(CellAppearance(secondaryText: "downloading…", image: "⏳"), for: .highlighted)
    setState(CellAppearance(secondaryText: "done", accessory: .checkmark), for: .selected)
    setState(
      CellAppearance(secondaryText: "failed: retry later", accessory: .detailButton),
      for: .disabled)
  }

  override func configure(with download: Download) {
    text = download.file
    switch download.status {
    case .queued: currentState = .normal
    case .downloading: currentState = .highlighted
    case .done: currentState = .selected
    case .failed: currentState = .disabled
    }
    updateForCurrentState()
  }
}

let downloads = [
  Download(file: "report-2026.pdf", status: .done),
  Download(file: "사진.zip", status: .downloading),
  Download(file: "dataset.csv", status: .queued),
  Download(file: "backup.tar", status: .failed),
]

guard CommandLine.arguments.count <= 2,
  let format = OutputFormat.named(CommandLine.arguments.dropFirst().first ?? "text")
else {
  FileHandle.standardError.write(Data("usage: StatefulRows [text|markdown|html]\n".utf8))
  exit(2)
}
var shim = TableShim()
shim.register(DownloadCell.self)
let model = TableViewModel(title: "Downloads") {
  Section("Today", footer: "One download failed.") {
    for download in downloads { Row(DownloadCell.self, item: download) }
  }
}
print(try shim.render(model, as: format), terminator: "")
