extension HTMLBackend {
  /// The script a standalone page embeds for its reading aids: sorting by a column title,
  /// the filter box, and opening sections to print them or to follow a link into them.
  ///
  /// It reads everything it needs from the page (the text of cells, the `data-ts-number`
  /// values the backend writes for cells that read as numbers, the `data-ts-sort` and
  /// `data-ts-filter` switches on the `article`) and never turns text into markup or code: it
  /// builds its few controls with `createElement`, sets only `textContent`, `hidden` and ARIA
  /// attributes, and moves rows. Its filter folds text as ``Search`` does: case, diacritics
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
      // Nothing composes with a space, so text folds word by word, each word after the first
      // with the space before it (as the base of any marks that follow it); each word that is
      // not ASCII is folded once.
      const foldedWords = new Map();
      const foldWord = (word) => {
        if (ascii.test(word)) return word.toLowerCase();
        let folded = foldedWords.get(word);
        if (folded !== undefined) return folded;
        if (foldedWords.size >= 65536) foldedWords.clear();
        folded = foldRun(word);
        foldedWords.set(word, folded);
        return folded;
      };
      const fold = (text) => {
        if (ascii.test(text)) return text.toLowerCase();
        const words = text.split(" ");
        let folded = foldWord(words[0]);
        for (let index = 1; index < words.length; index += 1) {
          folded += foldWord(" " + words[index]);
        }
        return folded;
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

      const sections = Array.from(article.querySelectorAll("section.ts-section"));
      const make = (tag, className) => {
        const element = document.createElement(tag);
        if (className) element.className = className;
        return element;
      };

      if (article.hasAttribute("data-ts-filter")) {
        const fieldSelector = ".ts-text, .ts-secondary, .ts-detail, .ts-cell";
        let entries = null;
        const collect = () => sections.map((section) => ({
          section,
          bodies: Array.from(section.querySelectorAll("table.ts-grid > tbody")),
          rows: Array.from(section.querySelectorAll("tbody > tr, ul.ts-rows > li"),
            (row) => ({ row, text: null, fields: null })),
        }));
        const fieldsOf = (row) => Array.from(
          row.tagName === "TR" ? row.cells : row.querySelectorAll(fieldSelector),
          (field) => fold(textOf(field)));
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
        const title = article.querySelector(":scope > h1");
        article.insertBefore(tools, title ? title.nextSibling : article.firstChild);
        input.addEventListener("input", () => {
          entries = entries || collect();
          const raw = input.value;
          const query = fold(raw);
          let shown = 0;
          let total = 0;
          for (const entry of entries) {
            let any = false;
            for (const item of entry.rows) {
              // The row's whole text holds the text of each of its fields: a row whose whole
              // text lacks the query is out, without reading its fields one by one.
              if (item.text === null) item.text = fold(item.row.textContent);
              let keep = raw === "" || item.text.includes(query);
              if (keep && raw !== "") {
                item.fields = item.fields || fieldsOf(item.row);
                keep = item.fields.some((field) => holds(field, query));
              }
              if (item.row.hidden === keep) item.row.hidden = !keep;
              if (keep) any = true;
              if (keep) shown += 1;
              total += 1;
            }
            const hide = raw !== "" && !any;
            if (entry.section.hidden !== hide) entry.section.hidden = hide;
            // A body none of whose rows is shown is hidden whole, so that it takes no room.
            for (const body of entry.bodies) {
              const empty = raw !== "" && body.querySelector(":scope > tr:not([hidden])") === null;
              if (body.hidden !== empty) body.hidden = empty;
            }
          }
          count.textContent = raw === "" ? "" : `${shown} of ${total} rows`;
        });
      }

      const contents = article.querySelector(":scope > nav.ts-toc");
      if (contents && sections.length) article.insertBefore(contents, sections[0]);

      if (article.hasAttribute("data-ts-sort")) {
        const collator = new Intl.Collator(language);
        for (const table of article.querySelectorAll("table.ts-grid")) {
          const head = table.tHead;
          const bodies = Array.from(table.tBodies);
          if (!head || !bodies.length || !head.rows.length) continue;
          const sizes = bodies.map((body) => body.rows.length);
          const rows = bodies.flatMap((body) => Array.from(body.rows));
          const titles = Array.from(head.rows[head.rows.length - 1].cells);
          const keys = [];
          let sorted = -1;
          let direction = 0;
          const keysOf = (column) => {
            if (keys[column]) return keys[column];
            const numbers = new Float64Array(rows.length);
            const texts = new Array(rows.length);
            rows.forEach((row, index) => {
              const cell = row.cells[column];
              const number = cell ? cell.getAttribute("data-ts-number") : null;
              numbers[index] = number === null ? NaN : Number(number);
              // A number's text is not empty and is never compared: it is not read.
              texts[index] = number !== null ? null : cell ? textOf(cell) : "";
            });
            keys[column] = { numbers, texts };
            return keys[column];
          };
          const sortBy = (column) => {
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
            // Rows move while their bodies are out of the page, which then lays them out once;
            // each body keeps its number of rows.
            const moved = new DocumentFragment();
            let at = 0;
            bodies.forEach((body, part) => {
              body.remove();
              for (const end = at + sizes[part]; at < end; at += 1) body.append(rows[order[at]]);
              moved.append(body);
            });
            table.append(moved);
            // A body whose rows the filter hides is hidden whole: its rows have changed.
            for (const body of bodies) {
              const empty = body.querySelector(":scope > tr:not([hidden])") === null;
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
        const details = target ? target.querySelector(":scope > details") : null;
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
