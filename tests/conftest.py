"""Shared test settings: Hypothesis profiles for the default suite and for thorough runs; the game speaks
English in every test unless the test chooses otherwise (the machine's own language does not count)."""

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ["LANGUAGE"] = "en"  # a first start takes the system's language: the tests' system speaks English

settings.register_profile("default", max_examples=25, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=1000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("default")


def pytest_addoption(parser):
    parser.addoption("--run-slow", action="store_true", default=False, help="also run tests marked slow")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--run-slow") or config.getoption("-m") and "slow" in config.getoption("-m"):
        return
    skip = pytest.mark.skip(reason="slow: run with --run-slow (see README)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _english_again():
    """A test that switches the language leaves English behind it."""
    yield
    from game.i18n import set_language

    set_language("en")
