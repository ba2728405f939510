"""One offline pygbag build, with the README's own commands, for every web test that needs it."""

import pytest

from tests.web.pygbag_build import build


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    return build(tmp_path_factory)
