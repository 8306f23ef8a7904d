"""Validate live API responses against the served OpenAPI document."""

from __future__ import annotations

from typing import Any

from jsonschema import Draft202012Validator


def response_schema(document: dict[str, Any], path: str, method: str, status: int) -> dict[str, Any]:
    operation = document["paths"][path][method.lower()]
    response = operation["responses"][str(status)]
    if "$ref" in response:
        name = response["$ref"].rsplit("/", 1)[-1]
        response = document["components"]["responses"][name]
    return response["content"]["application/json"]["schema"]


def validate(document: dict[str, Any], path: str, method: str, status: int, body: Any) -> None:
    """Raise if ``body`` does not fit the documented response ``status`` of ``method path``."""
    schema = dict(document)
    schema.update(response_schema(document, path, method, status))
    Draft202012Validator(schema).validate(body)
