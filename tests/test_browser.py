"""The web app in a real browser: Debian's Chromium driven by Playwright, against the
app served by gunicorn (``judge serve``) on a free local port.

Screenshots of each page are kept under ``tests/artifacts/`` (git-ignored).
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import quote

import pytest
import yaml

from tests.test_api import HEAVY_STORM

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).with_name("artifacts")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def server(built, data_dir):
    port = _free_port()
    env = dict(os.environ, JUDGE_DATA=str(data_dir))
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / "server.log", "wb")  # noqa: SIM115 - closed after the server stops
    proc = subprocess.Popen(
        [sys.executable, "-m", "judge.cli", "serve", "--port", str(port), "--workers", "1"],
        env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 180      # the master loads everything before it answers
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(base + "/api/health", timeout=2) as response:
                if response.status == 200:
                    break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        log.close()
        raise RuntimeError("judge serve did not answer within 180 s; see tests/artifacts/server.log")
    yield base
    proc.terminate()
    proc.wait(timeout=20)
    log.close()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Debian's chromium is needed for the browser tests"
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
        yield instance
        instance.close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    yield page
    context.close()


def shot(page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


@pytest.mark.parametrize("lang, word", [("es", "Resoluciones"), ("it", "Decisioni"),
                                        ("pt", "Decisões"), ("en", "Rulings")])
def test_pages_follow_the_browser_language(browser, server, lang, word):
    context = browser.new_context(locale={"es": "es-ES", "it": "it-IT", "pt": "pt-BR", "en": "en-US"}[lang])
    page = context.new_page()
    page.goto(server + "/sources")
    assert page.locator("html").get_attribute("lang") == lang
    assert page.get_by_role("link", name=word).is_visible()
    shot(page, f"sources-{lang}")
    context.close()


def test_language_switcher(page, server):
    page.goto(server + "/rulings")
    page.select_option("#ui-lang", "it")
    page.wait_for_url("**lang=it**")
    assert page.locator("html").get_attribute("lang") == "it"
    page.goto(server + "/cards")
    assert page.locator("html").get_attribute("lang") == "it"
    shot(page, "cards-it")


def test_run_and_save_a_scenario_then_reopen_its_permalink(page, server):
    page.goto(server + "/scenario")
    page.fill("#scenario-text", HEAVY_STORM)
    page.click("#run")
    page.wait_for_selector("#events")
    assert page.locator("#final-board svg").count() == 1
    assert page.locator("#steps svg").count() == 5      # before the first action, after each of 4
    assert "7000" in page.locator("#final-board").inner_text()
    shot(page, "scenario-run")
    page.click("#save")
    page.wait_for_url("**/s/*")
    permalink = page.url
    assert page.locator("#saved").is_visible()
    page.goto(server + "/sources")
    page.goto(permalink)
    assert "Heavy Storm" in page.locator("#scenario-text").input_value()
    assert page.locator("#events li").count() > 0
    shot(page, "scenario-permalink")


def test_section_page_and_keyboard_navigation(page, server):
    page.goto(server + "/sections/000:854")
    assert page.locator(".lines .here").first.is_visible()
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.tagName")
    assert focused in ("A", "SELECT")
    shot(page, "section")


@pytest.mark.parametrize("lang, question", [
    ("es", "¿Puedo activar una Carta de Trampa en el mismo turno en que la Coloqué?"),
    ("it", "Posso attivare una Carta Trappola nello stesso turno in cui l'ho posizionata?"),
    ("pt", "Posso ativar uma armadilha no mesmo turno em que a baixei?"),
    ("en", "Can I activate a Trap Card the same turn I Set it?"),
])
def test_ask_a_question_in_each_language(page, server, lang, question):
    page.goto(server + "/")
    page.fill("#q", question)
    page.click("#ask-submit")
    page.wait_for_selector("#answer")
    assert page.locator("#answer").get_attribute("lang") == lang
    assert page.locator("#short-answer").inner_text().strip() != ""
    assert page.locator(".citation").count() >= 1
    shot(page, f"ask-{lang}")


def test_glossary_search_as_you_type_then_concept_page(page, server):
    page.goto(server + "/glossary")
    page.fill("#glossary-q", "cimiterio")
    page.wait_for_selector("#glossary-results a[href='/glossary/graveyard']", timeout=10000)
    page.click("#glossary-results a[href='/glossary/graveyard']")
    page.wait_for_url("**/glossary/graveyard")
    names = page.locator("#names").inner_text()
    for name in ("Cementerio", "Cimitero", "Cemitério"):
        assert name in names
    assert page.locator("#neighbourhood svg").count() == 1
    shot(page, "concept-graveyard")


PAGES = ["/", "/glossary", "/glossary/graveyard", "/scenario", "/rulings", "/cards",
         "/cards/heavy-storm", "/sources", "/sections/000:854"]


@pytest.mark.parametrize("lang", ["es", "it", "pt", "en"])
def test_every_page_opens_in_every_language_without_errors(browser, server, lang):
    context = browser.new_context()
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    for path in PAGES:
        response = page.goto(f"{server}{path}?lang={lang}")
        assert response is not None and response.status == 200, path
        assert page.locator("html").get_attribute("lang") == lang, path
        assert page.locator("nav a").count() >= 6
        shot(page, f"page-{lang}{path.replace('/', '_').replace(':', '-') or '_home'}")
    assert problems == []     # no script errors, no Content-Security-Policy violations
    context.close()


# --- every page in the page's language, on a phone and on a laptop -----------------------

#: Questions that bring out every part of an answer (a situation with its board, a rule
#: with citations in another language, a conflict between sources).
QUESTIONS = {
    "es": ["Ataco a un monstruo boca abajo con 2000 de DEF con mi monstruo de 1800 de ATK. ¿Qué pasa?",
           "¿Cuántas cartas puedo tener en la mano al final del turno?"],
    "it": ["Attacco un mostro coperto con 2000 DEF con il mio mostro da 1800 ATK. Cosa succede?",
           "Quante carte posso avere in mano alla fine del turno?"],
    "pt": ["Ataco um monstro virado para baixo com 2000 de DEF com meu monstro de 1800 de ATK. "
           "O que acontece?",
           "Quantas cartas posso ter na mão no fim do turno?"],
}

#: Visible text of the page in the page's own language: text nodes and the attributes a
#: person reads (placeholder, title, aria-label), leaving out what is marked as written in
#: another language (English card names, the language switcher), file names and section
#: ids shown as such (``code.raw``), the editor's YAML and a scenario's own title (the
#: author's words).  Each item is ``[text, kind]``: ``quote`` for words of the rule
#: texts (quotations, passage titles, concept names as a source spells them) and for
#: the rulings' questions and answers (written as players ask, loanwords included),
#: which may hold loanwords but never an internal id.
VISIBLE_TEXT = """() => {
  const lang = document.documentElement.lang;
  const skip = 'script, style, textarea, code.raw, pre.example, #ui-lang, [data-user-title]';
  const quote = 'blockquote, .quote, .term, .ruling-text';
  const own = (el) => { const o = el.closest('[lang]'); return !o || o.getAttribute('lang') === lang; };
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let node;
  while ((node = walker.nextNode())) {
    const el = node.parentElement;
    if (!el || el.closest(skip) || !own(el)) continue;
    const text = node.textContent.trim();
    if (text) out.push([text, el.closest(quote) ? 'quote' : 'ui']);
  }
  for (const el of document.querySelectorAll('[placeholder], [title], [aria-label]')) {
    if (el.closest(skip) || !own(el)) continue;
    for (const name of ['placeholder', 'title', 'aria-label']) {
      const value = el.getAttribute(name);
      if (value) out.push([value, 'ui']);
    }
  }
  if (!document.querySelector('[data-user-title]')) out.push([document.title, 'ui']);
  return out;
}"""

_ID_PATTERNS = [
    re.compile(r"(?<![\w-])[a-z]+(?:_[a-z0-9]+)+(?![\w-])"),          # rule_lookup, next_phase
    re.compile(r"\b\d{3}_[0-9a-f]{8,}\.txt\b"),                       # 000_5ec62e7717eafc06.txt
]
_KEBAB = re.compile(r"(?<![\w-])[a-z]+(?:-[a-z]+)+(?![\w-])")
_QUOTED = re.compile(r"[\"“«][^\"”»]*(?:[\"”»]|…$)")


def _internal_ids() -> set[str]:
    """The hyphenated ids of the data: concepts, categories, relations, card kinds
    (``attack-position``, ``spell-speed``, ``see-also``, ``quick-play``)."""
    import yaml

    from judge.paths import CORPUS_DIR

    ids = {"see-also", "is-a", "part-of", "opposite-of", "replaced-by", "related-to", "defined-in",
           "has-spell-speed", "spell-speed-of",
           "parallel-to", "conflicts-with", "quick-play", "face-down", "face-up"}
    for path in (CORPUS_DIR / "concepts").glob("*.yaml"):
        for concept in yaml.safe_load(path.read_text(encoding="utf-8")):
            ids.add(concept["id"])
            ids.add(str(concept.get("category")))
    return {i for i in ids if "-" in i}

#: English words of the interface that the other three languages never use; every such
#: label in labels.yaml adds its words.
_ENGLISH_ALWAYS = {"Defending", "Attacking", "Responding", "First Card", "Set Card", "official rulebook",
                   "fan site", "machine translation", "see also", "Verified", "Player", "Graveyard",
                   "Monster", "Rulings", "Sources", "Glossary", "lines"}


def _english_words() -> set[str]:
    from judge.web.i18n import labels

    local = " ".join(v[lang] for v in labels().values() for lang in ("es", "it", "pt")).lower()
    local_words = set(re.findall(r"[\w'-]+", local))
    words = set(_ENGLISH_ALWAYS)
    for values in labels().values():
        for word in re.findall(r"[A-Za-z][A-Za-z'-]{4,}", values["en"]):
            if word.lower() not in local_words:
                words.add(word)
    return words


def _problems(texts: list[list[str]], english: set[str], ids: set[str]) -> list[str]:
    found = []
    for text, kind in texts:
        text = _QUOTED.sub("", text)
        for pattern in _ID_PATTERNS:
            found += [f"id {m!r} in {text[:80]!r}" for m in pattern.findall(text)]
        found += [f"id {m!r} in {text[:80]!r}" for m in _KEBAB.findall(text) if m in ids]
        if kind == "quote":
            continue
        for word in english:
            if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text):
                found.append(f"English {word!r} in {text[:80]!r}")
    return found


def _page_urls(server: str, lang: str) -> list[str]:
    """Every page, with a saved scenario and a ruling to open."""
    request = urllib.request.Request(server + "/api/scenarios", data=json.dumps(
        yaml.safe_load(HEAVY_STORM)).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        saved = json.loads(response.read())["url"]
    with urllib.request.urlopen(server + "/api/rulings") as response:
        ruling = json.loads(response.read())["rulings"][0]["id"]
    return ([f"/?q={quote(q)}" for q in QUESTIONS[lang]] + [
        "/", "/glossary", "/glossary?q=cementerio", "/glossary/banish", "/glossary/quick-play-spell",
        "/glossary/graveyard", "/scenario", f"/scenario?ruling={ruling}", saved, "/rulings",
        "/rulings?concept=attack-position", "/cards", "/cards/heavy-storm", "/sources",
        "/sections/000:854", "/sections/004:867", "/sections/002:125", "/sections/no-such-section"])


@pytest.mark.parametrize("lang", ["es", "it", "pt"])
def test_every_page_speaks_the_page_language_and_fits_the_screen(browser, server, lang):
    """On a phone (390 px) and a laptop (1280 px): no page scrolls sideways, and no
    visible text is an internal id or an English label."""
    english = _english_words()
    ids = _internal_ids()
    report: list[str] = []
    urls = _page_urls(server, lang)
    for width in (390, 1280):
        context = browser.new_context(viewport={"width": width, "height": 900},
                                      extra_http_headers={"Accept-Language": lang})
        page = context.new_page()
        for path in urls:
            sep = "&" if "?" in path else "?"
            page.goto(f"{server}{path}{sep}lang={lang}")
            assert page.locator("html").get_attribute("lang") == lang, path
            overflow = page.evaluate("document.documentElement.scrollWidth")
            if overflow > width:
                report.append(f"{path} at {width} px is {overflow} px wide")
            if width == 390:
                report += [f"{path}: {p}" for p in _problems(page.evaluate(VISIBLE_TEXT), english, ids)]
        shot(page, f"last-{lang}-{width}")
        context.close()
    assert report == []


def _contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two CSS rgb() colours."""
    def luminance(colour: str) -> float:
        r, g, b_ = (int(x) / 255 for x in re.findall(r"\d+", colour)[:3])
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b_)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_skip_link_and_a_focus_ring_that_can_be_seen(page, server):
    page.goto(server + "/?lang=es")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"
    assert page.locator("a.skip").is_visible()
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "q"      # one Tab to the question box
    ring = page.evaluate("getComputedStyle(document.activeElement).outlineColor")
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "solid"
    assert _contrast(ring, "rgb(255, 255, 255)") >= 3
    page.goto(server + "/sources?lang=es")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")                                    # the brand, in the dark header
    ring = page.evaluate("getComputedStyle(document.activeElement).outlineColor")
    assert _contrast(ring, "rgb(16, 40, 74)") >= 3


def test_the_board_is_readable_on_a_phone(browser, server):
    context = browser.new_context(viewport={"width": 390, "height": 800})
    page = context.new_page()
    page.goto(server + "/scenario?lang=it")
    page.fill("#scenario-text", HEAVY_STORM.replace(
        "    B:\n", "      monsters:\n        - {card: Wattaildragon, position: attack}\n    B:\n"))
    page.click("#run")
    board = page.locator("#final-board svg")
    assert board.bounding_box()["width"] >= 340
    sizes = page.evaluate("""() => [...document.querySelectorAll('#final-board svg text')]
        .map(t => t.getBoundingClientRect().height)""")
    assert min(sizes) >= 9                                       # no 4 px labels
    text = page.locator("#final-board").inner_text()
    assert "ATK 2500" in text and "DEF 1000" in text
    overlaps = page.evaluate("""() => {
      const box = (e) => e.getBoundingClientRect();
      const labels = [...document.querySelectorAll('#final-board svg > text')].map(box);
      const cards = [...document.querySelectorAll('#final-board svg rect')].map(box);
      return labels.filter(l => cards.some(c => l.left < c.right && c.left < l.right
                                               && l.top < c.bottom && c.top < l.bottom)).length;
    }""")
    assert overlaps == 0                                         # zone labels clear of the cards
    shot(page, "board-phone")
    context.close()


def test_graph_labels_do_not_overlap(page, server):
    page.goto(server + "/glossary/graveyard?lang=pt")
    boxes = page.evaluate("""() => [...document.querySelectorAll('#neighbourhood svg text')]
        .map(t => { const r = t.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })""")
    assert len(boxes) > 5
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not (a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1), (a, b)
