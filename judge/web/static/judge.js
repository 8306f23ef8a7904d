// Judge: small improvements on pages that work without JavaScript.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  // The interface language switcher submits itself.
  for (const select of document.querySelectorAll("select[data-autosubmit]")) {
    select.addEventListener("change", () => select.form.submit());
  }

  // Glossary: search as you type; the results are the page's own (rendered by the
  // server in the page's language), fetched and swapped in.
  const search = document.querySelector("input[data-glossary-search]");
  const results = document.getElementById("glossary-results");
  if (search && results) {
    let timer = null;
    let latest = 0;
    search.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const q = search.value.trim();
        if (!q) { return; }
        const asked = ++latest;
        const url = "/glossary?q=" + encodeURIComponent(q) + "&lang=" + encodeURIComponent(search.dataset.lang || "");
        const response = await fetch(url);
        if (asked !== latest) { return; }
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const fresh = page.getElementById("glossary-results");
        if (fresh) { results.replaceChildren(...fresh.childNodes); }
        const index = document.getElementById("glossary-index");
        if (index) { index.hidden = true; }
      }, 150);
    });
  }
});
