extension HTMLBackend {
  /// The script a standalone page embeds for its reading aids: sorting by a column title,
  /// the filter box, and opening sections to print them or to follow a link into them.
  ///
  /// It reads everything it needs from the page (the text of cells, which it reads as
  /// numbers by the rule that aligns numbers, `NumberShape`; the `data-ts-sort` and
  /// `data-ts-filter` switches on the `article`) and never turns text into markup or code: it
  /// builds its few controls with `createElement`, sets only `textContent`, `hidden` and ARIA
  /// attributes, and moves rows. It does no work for a table before the reader first sorts or
  /// filters it, and finds the page's parts by walking children, never by a selector over
  /// every row, so that a page of 100,000 rows loads, sorts and filters in well under a second
  /// (Docs/HTML.md, "Large tables"). Its filter folds text as ``Search`` does: case, diacritics
  /// and width ignored, whole characters compared (Hangul syllables stay whole). The page's
  /// Content Security Policy names its hash, ``scriptHash``.
  public static let script = #"""
    "use strict";
    (() => {
      const article = document.querySelector("article.tableshim");
      if (!article) return;
      const language = document.documentElement.lang || undefined;
      const ascii = /^[\x00-\x7f]*$/;
      // Full- and half-width forms but the half-width sound marks, which Foundation keeps on
      // their kana (ｶﾞ is neither カ nor ガ).
      const wide = /[\uff01-\uff9d\uffa0-\uffee]/gu;
      const letterWithDiacritics = /^\p{L}[\u0300-\u036f]+$/u;
      const marksAfterBase = /(\P{M})\p{Mn}+/gu;
      const graphemes = new Intl.Segmenter(language, { granularity: "grapheme" });

      // Folds one scalar: a letter loses its Latin, Greek or Cyrillic diacritics and its case.
      // A fold that composition would change (a compatibility ideograph, say) is kept as it
      // is, as Foundation keeps it.
      const scalarFolds = new Map();
      const kept = new Set();
      const foldScalar = (scalar) => {
        let folded = scalarFolds.get(scalar);
        if (folded !== undefined) return folded;
        const parts = scalar.normalize("NFD");
        const base = parts !== scalar && letterWithDiacritics.test(parts)
          ? String.fromCodePoint(parts.codePointAt(0)) : scalar;
        folded = base === "\u0131" ? base : base.toLowerCase().toUpperCase().toLowerCase();
        if (folded.normalize("NFC") !== folded) kept.add(folded);
        scalarFolds.set(scalar, folded);
        return folded;
      };

      // Folds text as Search folds it: case, diacritics and width removed, in composed form.
      const compose = (text) => text.replace(marksAfterBase, "$1").normalize("NFC");
      const foldRun = (text) => {
        if (ascii.test(text)) return text.toLowerCase();
        let folded = "";
        let run = "";
        for (const scalar of text.replace(wide, (form) => form.normalize("NFKC"))) {
          const piece = scalar < "\u0080" ? scalar.toLowerCase() : foldScalar(scalar);
          if (kept.has(piece)) {
            folded += compose(run) + piece;
            run = "";
          } else {
            run += piece;
          }
        }
        return folded + compose(run);
      };
      // Only a run of non-ASCII characters needs more than lowercasing: text folds run by run,
      // each run with the ASCII character before it when it starts with a mark (the mark's base),
      // and each distinct run is folded once. Nothing composes with an ASCII character after it.
      const nonAsciiRun = /(?:[\x00-\x7f](?=\p{M}))?[^\x00-\x7f]+/gu;
      const foldedRuns = new Map();
      const foldRunOnce = (run) => {
        let folded = foldedRuns.get(run);
        if (folded !== undefined) return folded;
        if (foldedRuns.size >= 65536) foldedRuns.clear();
        folded = foldRun(run);
        foldedRuns.set(run, folded);
        return folded;
      };
      const fold = (text) => {
        if (ascii.test(text)) return text.toLowerCase();
        let folded = "";
        let last = 0;
        for (const match of text.matchAll(nonAsciiRun)) {
          folded += text.slice(last, match.index).toLowerCase() + foldRunOnce(match[0]);
          last = match.index + match[0].length;
        }
        return folded + text.slice(last).toLowerCase();
      };

      // Whether a character boundary of text is at `at` for certain without segmenting it:
      // at an end, or between two ASCII characters but CR LF.
      const plainBound = (text, at) => {
        if (at === 0 || at === text.length) return true;
        const before = text.charCodeAt(at - 1);
        const after = text.charCodeAt(at);
        return before < 0x80 && after < 0x80 && !(before === 0x0d && after === 0x0a);
      };
      // Whether folded text holds the folded query as whole characters.
      const holds = (text, query) => {
        let at = text.indexOf(query);
        if (at < 0 || ascii.test(text)) return at >= 0;
        let bounds = null;
        for (; at >= 0; at = text.indexOf(query, at + 1)) {
          const end = at + query.length;
          if (plainBound(text, at) && plainBound(text, end)) return true;
          if (bounds === null) {
            bounds = new Set([text.length]);
            for (const part of graphemes.segment(text)) bounds.add(part.index);
          }
          if (bounds.has(at) && bounds.has(end)) return true;
        }
        return false;
      };

      // The text of an element as the data had it: a <br> is a line break.
      const textOf = (element) => {
        if (element.firstElementChild === null) return element.textContent;
        let text = "";
        for (const node of element.childNodes) {
          if (node.nodeType === Node.TEXT_NODE) text += node.data;
          else if (node.nodeName === "BR") text += "\n";
          else if (node.nodeType === Node.ELEMENT_NODE) text += textOf(node);
        }
        return text;
      };

      // The page is found by walking children, never by a selector over its every row.
      const childrenOf = (element, selector) =>
        Array.from(element.children).filter((child) => child.matches(selector));
      const sections = childrenOf(article, "section.ts-section");
      // Each section's table or list: in the section, or in its details.
      const partsOf = (section) =>
        childrenOf(childrenOf(section, "details")[0] ?? section, "table.ts-grid, ul.ts-rows");
      const make = (tag, className) => {
        const element = document.createElement(tag);
        if (className) element.className = className;
        return element;
      };
      // A row's cell in a column, found without a collection of its cells.
      const cellOf = (row, column) => {
        let cell = row.firstElementChild;
        for (let index = 0; cell !== null && index < column; index += 1) {
          cell = cell.nextElementSibling;
        }
        return cell;
      };
      // The folded whole text of each row of a table body or a list, in order, kept until its
      // rows move.
      const foldedTexts = new Map();

      if (article.hasAttribute("data-ts-filter")) {
        const fieldSelector = ".ts-text, .ts-secondary, .ts-detail, .ts-cell";
        // The folded whole texts of the rows of a body or a list, read the first time it is
        // filtered. A page's table row ends with a line break (a text node after its last cell)
        // and a line break in a cell is a <br>, so a body's text, read in one call, splits into
        // its rows' texts; when it does not (another page's body, a list), each row is read.
        const textsOf = (parent) => {
          let texts = foldedTexts.get(parent);
          if (texts !== undefined) return texts;
          const rows = parent.children;
          const lines = parent.tagName === "TBODY" ? parent.textContent.split("\n") : [];
          // A line break before the first row is not a row's.
          if (lines.length === rows.length + 2 && lines[0] === "") lines.shift();
          texts = lines.length === rows.length + 1
            ? lines.map(fold) : Array.from(rows, (row) => fold(row.textContent));
          foldedTexts.set(parent, texts);
          return texts;
        };
        // Whether a row holds the query in one of its fields: its whole text holds the text of
        // each field, so a row whose whole text lacks the query is out without reading its fields.
        const keeps = (row, text, query) => {
          if (!text.includes(query)) return false;
          const fields = row.tagName === "TR" ? row.children : row.querySelectorAll(fieldSelector);
          for (const field of fields) if (holds(fold(textOf(field)), query)) return true;
          return false;
        };
        const tools = make("div", "ts-tools");
        tools.setAttribute("role", "search");
        const label = make("label");
        label.textContent = "Filter rows ";
        const input = make("input", "ts-filter");
        input.type = "search";
        input.autocomplete = "off";
        label.append(input);
        const count = make("output", "ts-count");
        count.setAttribute("aria-live", "polite");
        tools.append(label, count);
        const title = childrenOf(article, "h1")[0];
        article.insertBefore(tools, title ? title.nextSibling : article.firstChild);
        // The parents of rows, section by section (table bodies and lists), found on first use.
        let groups = null;
        const groupsOf = () => {
          groups = groups || sections.map((section) => ({
            section,
            parents: partsOf(section).flatMap((part) =>
              part.tagName === "TABLE" ? Array.from(part.tBodies) : [part]),
          }));
          return groups;
        };
        // Once the reader is in the box, rows are folded while the page is idle, a body or a
        // list at a time, so that the first query finds them folded.
        const idle = window.requestIdleCallback
          ?? ((task) => setTimeout(() => task({ timeRemaining: () => 5 }), 0));
        let pending = null;
        const foldWhileIdle = (deadline) => {
          while (pending.length && deadline.timeRemaining() > 1) {
            textsOf(pending.pop());
          }
          if (pending.length) idle(foldWhileIdle);
        };
        input.addEventListener("focus", () => {
          if (pending !== null) return;
          pending = groupsOf().flatMap((group) => group.parents).reverse();
          idle(foldWhileIdle);
        });
        input.addEventListener("input", () => {
          const raw = input.value;
          const query = fold(raw);
          let shown = 0;
          let total = 0;
          for (const { section, parents } of groupsOf()) {
            let anyInSection = false;
            for (const parent of parents) {
              const rows = parent.children;
              const texts = raw === "" ? null : textsOf(parent);
              let any = false;
              for (let index = 0; index < rows.length; index += 1) {
                const row = rows[index];
                const keep = raw === "" || keeps(row, texts[index], query);
                if (row.hidden === keep) row.hidden = !keep;
                if (keep) any = true;
                if (keep) shown += 1;
              }
              total += rows.length;
              // A body none of whose rows is shown is hidden whole, so that it takes no room.
              if (parent.tagName === "TBODY" && parent.hidden === any) parent.hidden = !any;
              if (any) anyInSection = true;
            }
            const hide = raw !== "" && !anyInSection;
            if (section.hidden !== hide) section.hidden = hide;
          }
          count.textContent = raw === "" ? "" : `${shown} of ${total} rows`;
        });
      }

      const contents = childrenOf(article, "nav.ts-toc")[0];
      if (contents && sections.length) article.insertBefore(contents, sections[0]);

      if (article.hasAttribute("data-ts-sort")) {
        const collator = new Intl.Collator(language);
        // A cell reads as a number as TableShim reads it (NumberShape): a sign, digits (grouped
        // in threes by commas or not), a fraction, an exponent and a percent sign, each optional
        // but some digits; its value is JavaScript's, without the commas and the percent sign.
        const numberShape = /^[+-]?(?=\.?\d)(?:\d+(?:,\d{3}(?!\d))*)?(?:\.\d+)?(?:[eE][+-]?\d+)?%?$/;
        const groupAndPercent = /[,%]/g;
        for (const table of sections.flatMap(partsOf)) {
          if (table.tagName !== "TABLE") continue;
          const head = table.tHead;
          if (!head || !table.tBodies.length || !head.rows.length) continue;
          const titles = Array.from(head.rows[head.rows.length - 1].cells);
          // The rows and each column's keys, read on the first click.
          let bodies = null;
          let sizes = null;
          let rows = null;
          const keys = [];
          let sorted = -1;
          let direction = 0;
          const keysOf = (column) => {
            if (keys[column]) return keys[column];
            const numbers = new Float64Array(rows.length);
            const texts = new Array(rows.length);
            rows.forEach((row, index) => {
              const cell = cellOf(row, column);
              const text = cell ? textOf(cell) : "";
              const number = text.length <= 64 && numberShape.test(text);
              numbers[index] = number ? Number(text.replace(groupAndPercent, "")) : NaN;
              texts[index] = number ? null : text;
            });
            keys[column] = { numbers, texts };
            return keys[column];
          };
          const sortBy = (column) => {
            if (rows === null) {
              bodies = Array.from(table.tBodies);
              sizes = bodies.map((body) => body.rows.length);
              rows = bodies.flatMap((body) => Array.from(body.rows));
            }
            direction = column !== sorted ? 1 : direction === 1 ? -1 : 0;
            sorted = direction === 0 ? -1 : column;
            const order = rows.map((_, index) => index);
            if (direction !== 0) {
              const { numbers, texts } = keysOf(column);
              order.sort((a, b) => {
                const emptyA = texts[a] === "";
                const emptyB = texts[b] === "";
                if (emptyA || emptyB) return emptyA === emptyB ? a - b : emptyA ? 1 : -1;
                const numberA = !Number.isNaN(numbers[a]);
                const numberB = !Number.isNaN(numbers[b]);
                let result;
                if (numberA && numberB) result = numbers[a] - numbers[b];
                else if (numberA !== numberB) result = numberA ? -1 : 1;
                else result = collator.compare(texts[a], texts[b]);
                return (result === 0 ? 0 : result > 0 ? direction : -direction) || a - b;
              });
            }
            // Each body takes its share of the rows in their new order and keeps its number of
            // rows: each row is moved to the end of its body, by `moveBefore` where the browser has
            // it (a move, not a removal and an insertion), else by one `replaceChildren` per body.
            // A row that a body holds before its share is moved on to a later body.
            let at = 0;
            bodies.forEach((body, part) => {
              const end = at + sizes[part];
              if (body.moveBefore) {
                for (; at < end; at += 1) body.moveBefore(rows[order[at]], null);
              } else {
                body.replaceChildren(...order.slice(at, end).map((index) => rows[index]));
                at = end;
              }
            });
            // A body whose rows the filter hides is hidden whole: its rows have changed, and so
            // have its rows' texts.
            for (const body of bodies) {
              foldedTexts.delete(body);
              let empty = true;
              for (const row of body.rows) {
                if (!row.hidden) {
                  empty = false;
                  break;
                }
              }
              if (body.hidden !== empty) body.hidden = empty;
            }
            titles.forEach((title, index) => {
              if (index === sorted) {
                title.setAttribute("aria-sort", direction === 1 ? "ascending" : "descending");
              } else {
                title.removeAttribute("aria-sort");
              }
            });
          };
          titles.forEach((title, column) => {
            const button = make("button", "ts-sort");
            button.type = "button";
            while (title.firstChild) button.append(title.firstChild);
            title.append(button);
            button.addEventListener("click", () => sortBy(column));
          });
        }
      }

      // A link into a closed section opens it; printing opens every section.
      const openTarget = () => {
        let id = location.hash.slice(1);
        try {
          id = decodeURIComponent(id);
        } catch {
          // Not percent-encoded: the id as written.
        }
        const target = id ? document.getElementById(id) : null;
        const details = target ? childrenOf(target, "details")[0] : null;
        if (details) details.open = true;
      };
      window.addEventListener("hashchange", openTarget);
      openTarget();
      let closed = [];
      window.addEventListener("beforeprint", () => {
        closed = Array.from(article.querySelectorAll("details:not([open])"));
        for (const details of closed) details.open = true;
      });
      window.addEventListener("afterprint", () => {
        for (const details of closed) details.open = false;
        closed = [];
      });
    })();

    """#
}
