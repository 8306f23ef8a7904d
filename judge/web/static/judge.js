// Judge: small improvements on pages that work without JavaScript.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  // The interface language switcher submits itself.
  for (const select of document.querySelectorAll("select[data-autosubmit]")) {
    select.addEventListener("change", () => select.form.submit());
  }

  // Glossary: search as you type, through the JSON API.
  const search = document.querySelector("input[data-glossary-search]");
  const results = document.getElementById("glossary-results");
  if (search && results) {
    let timer = null;
    search.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const q = search.value.trim();
        if (!q) { return; }
        const url = "/api/glossary?limit=8&q=" + encodeURIComponent(q);
        const response = await fetch(url);
        if (!response.ok) { return; }
        const body = await response.json();
        results.replaceChildren();
        for (const match of body.matches) {
          const li = document.createElement("li");
          const a = document.createElement("a");
          a.href = "/glossary/" + encodeURIComponent(match.concept);
          const names = Object.entries(match.labels)
            .map(([lang, list]) => lang + ": " + (list[0] || "—")).join(" · ");
          a.textContent = names;
          li.appendChild(a);
          results.appendChild(li);
        }
      }, 150);
    });
  }
});
