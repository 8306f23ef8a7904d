"""Property-based checks of the whole JSON API from its own OpenAPI document.

Schemathesis reads ``/api/openapi.json`` from the Flask app itself and generates
requests for every documented operation, both fitting the document (positive) and
breaking it (negative).  No input may give a 500; every answer must have a documented
status and be JSON of the documented shape.  Examples are few, so that the whole file
runs in well under a minute on a small machine.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import schemathesis
import yaml
from hypothesis import HealthCheck, given, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

#: Examples per operation and generation mode (``JUDGE_FUZZ_EXAMPLES`` raises it for a
#: longer search).
MAX_EXAMPLES = int(os.environ.get("JUDGE_FUZZ_EXAMPLES", "12"))

DOCUMENT = yaml.safe_load(
    (Path(__file__).parents[1] / "judge" / "web" / "openapi.yaml").read_text(encoding="utf-8"))
OPERATIONS = [(path, method.upper()) for path, item in DOCUMENT["paths"].items()
              for method in item if method in ("get", "post", "put", "delete", "patch")]


def _can_be_broken(path: str, method: str) -> bool:
    """Whether an operation has input that a request can get wrong (a body, a query
    parameter); a bare path string cannot be made invalid."""
    operation = DOCUMENT["paths"][path][method.lower()]
    return "requestBody" in operation or any(p.get("in") == "query"
                                             for p in operation.get("parameters", []))


CASES = [pytest.param(path, method, GenerationMode.POSITIVE, id=f"{method} {path} positive")
         for path, method in OPERATIONS]
CASES += [pytest.param(path, method, GenerationMode.NEGATIVE, id=f"{method} {path} negative")
          for path, method in OPERATIONS if _can_be_broken(path, method)]


@pytest.fixture(scope="module")
def api_schema(built):
    from judge.web import create_app

    # Rate limiting would turn a fast generator's requests into 429s.
    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False})
    return schemathesis.openapi.from_wsgi("/api/openapi.json", app)


def test_every_documented_operation_is_exercised(api_schema):
    # Schemathesis leaves the document's own endpoint out of its listing.
    served = {(result.ok().path, result.ok().method.upper())
              for result in api_schema.get_all_operations()}
    assert served == set(OPERATIONS) - {("/api/openapi.json", "GET")}
    assert len(served) >= 11


@pytest.mark.parametrize(("path", "method", "mode"), CASES)
def test_no_generated_input_gives_a_server_error(api_schema, path, method, mode):
    operation = api_schema[path][method]

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(max_examples=MAX_EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    def check(case):
        response = case.call()
        case.validate_response(response, checks=[not_a_server_error, status_code_conformance,
                                                 content_type_conformance,
                                                 response_schema_conformance])
        content_type = (response.headers.get("content-type") or [""])[0]
        assert content_type.startswith("application/json"), (
            f"{method} {case.formatted_path}: {response.status_code} is {content_type!r}, not JSON")

    check()
