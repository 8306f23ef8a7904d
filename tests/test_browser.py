"""The web app in a real browser: Debian's Chromium driven by Playwright, against the
app served by gunicorn (``judge serve``) on a free local port.

Screenshots of each page are kept under ``tests/artifacts/`` (git-ignored).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

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
    deadline = time.monotonic() + 60
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
        raise RuntimeError("judge serve did not answer within 60 s; see tests/artifacts/server.log")
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
