extension HTMLBackend {
  /// The small stylesheet a standalone page embeds.
  ///
  /// Add it to a page of your own to style a fragment. It follows the reader's light or dark
  /// mode.
  public static let stylesheet =
    """
    :root { color-scheme: light dark; --ts-fg: #1d1d1f; --ts-bg: #ffffff; \
    --ts-muted: #6e6e73; --ts-rule: #d2d2d7; --ts-accent: #0066cc; --ts-mark: #fff3a3; }
    @media (prefers-color-scheme: dark) {
      :root { --ts-fg: #f5f5f7; --ts-bg: #1c1c1e; --ts-muted: #a1a1a6; --ts-rule: #3a3a3c; \
    --ts-accent: #4da3ff; --ts-mark: #5c4d00; }
    }
    body { margin: 2rem auto; max-width: 48rem; padding: 0 1rem; background: var(--ts-bg); \
    color: var(--ts-fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
    .tableshim h1 { font-size: 1.6rem; margin: 0 0 1rem; }
    .tableshim h2 { font-size: 0.8rem; font-weight: 600; letter-spacing: 0.04em; \
    text-transform: uppercase; color: var(--ts-muted); margin: 1.5rem 0 0.4rem; }
    .tableshim .ts-rows { list-style: none; margin: 0; padding: 0; \
    border-top: 1px solid var(--ts-rule); }
    .tableshim li.ts-row { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.5rem; \
    padding: 0.5rem 0.25rem; border-bottom: 1px solid var(--ts-rule); }
    .tableshim .ts-text, .tableshim .ts-secondary, .tableshim .ts-detail, \
    .tableshim .ts-footer { white-space: pre-wrap; }
    .tableshim .ts-style-subtitle .ts-secondary { flex-basis: 100%; font-size: 0.85rem; \
    color: var(--ts-muted); }
    .tableshim .ts-detail { margin-left: auto; color: var(--ts-muted); }
    .tableshim .ts-style-value2 .ts-text { min-width: 6rem; color: var(--ts-accent); \
    font-size: 0.85rem; text-align: right; }
    .tableshim .ts-style-value2 .ts-detail { margin-left: 0; color: inherit; }
    .tableshim a.ts-text { color: var(--ts-accent); text-decoration: none; }
    .tableshim .ts-accessory { color: var(--ts-muted); }
    .tableshim .ts-state-selected { background: color-mix(in srgb, var(--ts-accent) 15%, \
    transparent); }
    .tableshim .ts-state-highlighted { background: var(--ts-mark); }
    .tableshim .ts-state-disabled { color: var(--ts-muted); text-decoration: line-through; }
    .tableshim .ts-image { width: 1.5rem; height: 1.5rem; object-fit: cover; }
    .tableshim .ts-grid { border-collapse: collapse; width: 100%; \
    font-variant-numeric: tabular-nums; }
    .tableshim .ts-grid th, .tableshim .ts-grid td { padding: 0.4rem 0.6rem; text-align: left; \
    border-bottom: 1px solid var(--ts-rule); white-space: pre-wrap; vertical-align: top; }
    .tableshim .ts-grid th { font-weight: 600; border-bottom-width: 2px; }
    .tableshim .ts-summary, .tableshim .ts-empty { color: var(--ts-muted); margin: 0.4rem 0.25rem; }
    .tableshim .ts-footer { font-size: 0.85rem; color: var(--ts-muted); margin: 0.4rem 0.25rem; }
    .tableshim .ts-grid .ts-align-right { text-align: right; }
    .tableshim .ts-grid .ts-align-center { text-align: center; }
    .tableshim .ts-grid.ts-long, .tableshim .ts-grid.ts-long > thead, \
    .tableshim .ts-grid.ts-long > tbody { display: block; }
    .tableshim .ts-grid.ts-long tr { display: grid; grid-auto-flow: column; \
    grid-auto-columns: minmax(0, 1fr); }
    .tableshim .ts-grid.ts-long > tbody { content-visibility: auto; \
    contain-intrinsic-size: none auto 9500px; }
    .tableshim .ts-grid.ts-long [hidden] { display: none; }
    .tableshim summary { cursor: pointer; margin: 1.5rem 0 0.4rem; color: var(--ts-muted); }
    .tableshim summary h2 { display: inline; margin: 0; }
    .tableshim.ts-sticky thead { position: sticky; top: 0; z-index: 1; \
    background: var(--ts-bg); }
    .tableshim .ts-sort { font: inherit; color: inherit; background: none; border: 0; \
    padding: 0; margin: 0; cursor: pointer; text-align: inherit; white-space: pre-wrap; }
    .tableshim th[aria-sort="ascending"] .ts-sort::after { content: " \\2191" / ""; }
    .tableshim th[aria-sort="descending"] .ts-sort::after { content: " \\2193" / ""; }
    .tableshim .ts-sort:focus-visible, .tableshim summary:focus-visible, \
    .tableshim nav a:focus-visible { outline: 2px solid var(--ts-accent); outline-offset: 2px; }
    .tableshim .ts-tools { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; \
    align-items: baseline; margin: 0 0 1rem; }
    .tableshim .ts-filter { font: inherit; color: inherit; background: var(--ts-bg); \
    border: 1px solid var(--ts-muted); border-radius: 0.3rem; padding: 0.2rem 0.4rem; }
    .tableshim .ts-count { color: var(--ts-muted); }
    .tableshim .ts-toc ol { margin: 0 0 1rem; padding-left: 1.5rem; }
    .tableshim nav a { color: var(--ts-accent); }
    .tableshim .ts-index { position: fixed; right: 0.25rem; top: 50%; \
    transform: translateY(-50%); display: flex; flex-direction: column; font-size: 0.75rem; \
    line-height: 1.1; text-align: center; }
    .tableshim .ts-index a { text-decoration: none; padding: 0.1rem 0.3rem; min-width: 1.5rem; }
    @media (max-width: 40rem) {
      body { margin: 1rem auto; }
      .tableshim .ts-section { overflow-x: auto; }
      .tableshim .ts-grid { width: max-content; min-width: 100%; }
    }
    @media print {
      body { max-width: none; margin: 0; }
      .tableshim .ts-tools, .tableshim .ts-index { display: none; }
      .tableshim thead { display: table-header-group; }
      .tableshim tr { break-inside: avoid; }
      .tableshim.ts-sticky thead { position: static; }
      .tableshim .ts-grid.ts-long { display: table; }
      .tableshim .ts-grid.ts-long > thead { display: table-header-group; }
      .tableshim .ts-grid.ts-long > tbody { display: table-row-group; \
    content-visibility: visible; }
      .tableshim .ts-grid.ts-long tr { display: table-row; }
      .tableshim th[aria-sort] .ts-sort::after { content: none; }
      .tableshim details::details-content { content-visibility: visible; display: contents; }
      .tableshim summary { list-style: none; }
    }

    """ + columnAlignmentRules
}
