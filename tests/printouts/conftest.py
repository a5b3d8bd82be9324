"""Fixtures for the printout tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader


@pytest.fixture
def read_pdf():
    def read(path: Path) -> PdfReader:
        assert path.read_bytes().startswith(b"%PDF")
        return PdfReader(path)

    return read
