"""Source manifests: one YAML file per source under ``rules_corpus/manifests/``.

Each records what the source is (language, kind, edition, era, authority) and pins the
file's bytes by SHA-256, so a changed file is noticed before anything is built on it.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import jsonschema
import yaml

MANIFEST_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["id", "file", "sha256", "language", "kind", "title", "edition", "era",
                 "authority_rank", "layout", "known_problems"],
    "additionalProperties": False,
    "properties": {
        "id": {"type": "string", "pattern": "^[0-9]{3}$"},
        "file": {"type": "string"},
        "sha256": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
        "language": {"enum": ["es", "it", "pt", "en"]},
        "kind": {"enum": ["official rulebook", "fan site", "machine translation"]},
        "title": {"type": "string"},
        "edition": {"type": ["string", "null"]},
        "era": {"type": "string"},
        "evidence": {"type": "array", "items": {"type": "object"}},
        "authority_rank": {"type": "integer", "minimum": 1},
        "layout": {"enum": ["official-booklet", "pdf-extraction", "fan-site",
                            "machine-translation"]},
        "known_problems": {"type": "array", "items": {"type": "string"}},
        "toc_anchors": {"type": "object", "additionalProperties": {"type": "string"}},
        "documents": {"type": "array", "items": {
            "type": "object",
            "required": ["title", "kind", "starts"],
            "additionalProperties": False,
            "properties": {
                "title": {"type": "string"},
                "kind": {"enum": ["navigation", "rules copy", "summary", "forum post",
                                  "forbidden-limited list", "fragment", "article"]},
                "era": {"type": "string"},
                "starts": {"type": "string"},
                "note": {"type": "string"},
            },
        }},
        "chapter_reference": {"type": "string"},
    },
}


class ManifestError(ValueError):
    """A manifest is malformed, or its source file no longer matches it."""


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load_manifests(corpus_dir: Path) -> list[dict[str, Any]]:
    """Load and validate every manifest, ordered by authority (most authoritative first).

    Raises :class:`ManifestError` naming the manifest and the problem.
    """
    manifest_dir = corpus_dir / "manifests"
    paths = sorted(manifest_dir.glob("*.yaml"))
    if not paths:
        raise ManifestError(f"no manifests in {manifest_dir}")
    manifests = []
    for path in paths:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        try:
            jsonschema.validate(data, MANIFEST_SCHEMA)
        except jsonschema.ValidationError as exc:
            where = ".".join(str(p) for p in exc.absolute_path) or "(top)"
            raise ManifestError(f"{path.name}: {where}: {exc.message}") from None
        source = corpus_dir / "sources" / data["file"]
        if not source.exists():
            raise ManifestError(f"{path.name}: source file {data['file']} is missing")
        actual = sha256_of(source)
        if actual != data["sha256"]:
            raise ManifestError(
                f"{path.name}: {data['file']} has changed (SHA-256 {actual}, "
                f"manifest says {data['sha256']})"
            )
        manifests.append(data)
    return sorted(manifests, key=lambda m: m["authority_rank"])
