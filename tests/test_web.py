"""The web app through Flask's test client: the health endpoint, JSON errors, the home page."""

from __future__ import annotations


def test_health_reports_the_corpus(client):
    response = client.get("/api/health")
    assert response.status_code == 200
    body = response.get_json()
    assert body["status"] == "ok"
    assert body["corpus"] == {"sources": 5, "sections": 2820}
    assert set(body["graph"]) == {"nodes", "edges"}


def test_unknown_api_path_is_a_json_404(client):
    response = client.get("/api/nothing-here")
    assert response.status_code == 404
    assert response.get_json()["error"]["code"] == "not_found"


def test_wrong_method_is_a_json_405(client):
    response = client.post("/api/health")
    assert response.status_code == 405
    assert response.get_json()["error"]["code"] == "method_not_allowed"


def test_sources_page_lists_the_sources(client):
    response = client.get("/sources")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    for file in ("000_5ec62e7717eafc06.txt", "004_b73e59d0b9b38d08.txt", "002_f34d47e7a80733b4.txt"):
        assert file in page
    assert "VERSIÓN 9.1" in page or "9.1" in page


def test_page_errors_use_the_site_layout(client):
    response = client.get("/sections/000:99999?lang=it")
    assert response.status_code == 404
    page = response.get_data(as_text=True)
    assert '<html lang="it">' in page and "Non trovato" in page and "000:99999" in page
