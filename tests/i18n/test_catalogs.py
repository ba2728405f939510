"""The translation catalogs (issue 20): gettext .po files under game/assets/locale/, read with the standard
library; every message of the code in every catalog, translated, with the same placeholders; English from
the code itself; a damaged catalog reported and set aside."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n
from game.core import REFUSALS, IllegalMove
from game.i18n import LANGUAGES, SOURCE, catalog, language, ntr, set_language, text, tr
from game.i18n.catalog import Catalog, load_catalog
from game.i18n.messages import groups, keyed_messages
from game.i18n.po import Entry, PoError, parse_po, write_po
from game.i18n.render import date_in, number, placeholders

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in LANGUAGES if code != SOURCE]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language(SOURCE)


def test_a_po_file_reads_back_as_it_was_written():
    entries = [Entry('Say "yes"\n', ['Sag „ja“\n'], "k.one", comments=["a note"]),
               Entry("{count} card", ["{count} Karte", "{count} Karten"], msgid_plural="{count} cards"),
               Entry("Back\\slash\ttab", ["", ""][:1], flags={"fuzzy"})]
    header = {"Language": "de", "Plural-Forms": "nplurals=2; plural=(n != 1);"}
    read_header, read = parse_po(write_po(header, entries))
    assert read_header == header and read == entries


def test_strings_continued_over_lines_and_obsolete_entries_are_read_as_the_tools_write_them():
    text_ = 'msgid ""\nmsgstr ""\n"Language: nl\\n"\n\n#~ msgid "old"\n#~ msgstr "oud"\n\nmsgctxt "k"\nmsgid ""\n' \
            '"Draw "\n"a card"\nmsgstr "Trek "\n"een kaart"\n'
    header, entries = parse_po(text_)
    assert header == {"Language": "nl"}
    assert entries == [Entry("Draw a card", ["Trek een kaart"], "k")]
    with pytest.raises(PoError, match="line 1"):
        parse_po('msgid "unclosed\n')


def test_a_damaged_catalog_is_reported_and_the_game_speaks_english(tmp_path):
    broken = tmp_path / "de.po"
    broken.write_text('msgid "x"\nmsgstr "y"\n"dangling"\nnonsense here\n', encoding="utf-8")
    found = load_catalog(broken, "de")
    assert found.problems and "could not be read" in found.problems[0] and "English" in found.problems[0]
    assert found.get(None, "New game") == "New game"
    assert load_catalog(tmp_path / "missing.po", "nl").problems


def test_no_two_kinds_of_message_share_a_key():
    sizes = sum(len(messages) for messages in groups().values())
    assert len(keyed_messages()) == sizes


def test_the_catalogs_are_up_to_date_with_the_code():
    done = subprocess.run([sys.executable, "tools/i18n_catalogs.py", "--check"], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(code):
    found = catalog(code)
    assert found.problems == []
    missing = [key for key in keyed_messages() if key not in found.by_key]
    assert missing == []
    for key, english in keyed_messages().items():
        entry = found.by_key[key]
        assert entry.translated, f"{code}: {key} is not translated"
        assert entry.msgid == english, f"{code}: {key} was translated from older English"
        assert sorted(placeholders(entry.msgstr[0])) == sorted(placeholders(english)), (code, key)
    unused = [key for key in found.by_key if key not in keyed_messages()]
    assert unused == []
    untranslated = [entry.msgid for entry in found.by_english.values() if not entry.translated]
    assert untranslated == [], f"{code}: {len(untranslated)} words of the screen untranslated, e.g. {untranslated[:3]}"
    for entry in found.by_english.values():
        sources = [entry.msgid, entry.msgid_plural or entry.msgid]
        for i, form in enumerate(entry.msgstr):
            assert sorted(placeholders(form)) == sorted(placeholders(sources[min(i, 1)])), (code, entry.msgid)


CORPUS = Path(__file__).with_name("refusals.json")


def suites_refusals() -> list[IllegalMove]:
    """The refusals the suite's illegal moves raise, as the engine gave them (tests/i18n/refusals.json, made
    by the plugin tests/i18n/refusal_recorder.py: its docstring has the command)."""
    corpus = json.loads(CORPUS.read_text(encoding="utf-8"))
    return [IllegalMove.of(key, **params) for key, sets in corpus.items() for params in sets]


# Refusals that guard the engine but no move reaches: another check always refuses first.
UNREACHABLE = {
    "ask.not_now": "an ask outside the play phase is refused by phase first (turn.draw_first, turn.hand_over, ...)",
    "turn.not_now": "every kind of move has its own refusal in the play phase; only a non-move reaches it",
    "wild_meld.not_allowed": "a group of wild cards alone is refused first with meld.wilds_need_target",
}


def test_the_suites_refusals_cover_every_key_the_engine_raises():
    raised = {refusal.key for refusal in suites_refusals()}
    missing = sorted(set(REFUSALS) - raised - set(UNREACHABLE))
    assert missing == [], (f"no test raises the refusals {missing}: test them in tests/core, then record the "
                           f"corpus again (see tests/i18n/refusal_recorder.py)")
    assert not raised & set(UNREACHABLE), f"now reached: {raised & set(UNREACHABLE)}; take them off UNREACHABLE"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_unreachable_refusals_read_in_every_language_too(code):
    set_language(code)
    for key in UNREACHABLE:
        params = {name.split(":")[0]: "KH KS" for name in placeholders(REFUSALS[key])}
        sentence = text(key, **params)
        assert sentence and "{" not in sentence and sentence != str(IllegalMove.of(key, **params)), (code, key)


def test_in_english_text_gives_the_engines_own_sentence():
    for refusal in suites_refusals():
        assert text(refusal.key, **refusal.params) == str(refusal)


@pytest.mark.parametrize("code", TRANSLATED)
def test_refusals_read_in_every_language_with_their_parameters_filled_in(code):
    set_language(code)
    for refusal in suites_refusals():
        sentence = text(refusal.key, **refusal.params)
        assert sentence and "{" not in sentence and sentence != str(refusal), (code, refusal.key, sentence)
        plain = {name for name in placeholders(REFUSALS[refusal.key]) if ":" not in name}
        for name, value in refusal.params.items():
            if name in plain and isinstance(value, int) and not isinstance(value, bool):
                assert number(value, code) in sentence, (code, refusal.key, name, sentence)
    params = {name.split(":")[0]: 1500 for name in placeholders(REFUSALS["first_meld.too_few_points"])}
    assert "1.500" in text("first_meld.too_few_points", **params)


def test_numbers_plurals_and_the_languages_switch():
    assert number(1500, "en") == "1,500" and number(1500, "de") == "1.500" and number(-12000, "nl") == "-12.000"
    stamp = "2026-11-25 20:15"
    assert [date_in(stamp, code) for code in ("en", "de", "nl")] == [stamp, "25.11.2026 20:15", "25-11-2026 20:15"]
    assert date_in("some day", "de") == "some day"
    assert number(999, "de") == "999"
    assert ntr("{count} card", "{count} cards", 1) == "1 card" and ntr("{count} card", "{count} cards", 2) == "2 cards"
    set_language("nl")
    assert language() == "nl"
    with pytest.raises(ValueError, match="no language 'fr'"):
        set_language("fr")
    assert language() == "nl"
    assert tr("a word no catalog has, {n}", n=3) == "a word no catalog has, 3"


def test_a_translation_of_older_english_is_not_used():
    stale = Catalog("de", by_key={"k": Entry("Old English", ["Alte Übersetzung"], "k")})
    assert stale.get("k", "New English") == "New English"
    assert stale.get("k", "Old English") == "Alte Übersetzung"
    assert i18n.LOCALE_DIR == ROOT / "game" / "assets" / "locale"  # package data: where tools/i18n_catalogs.py writes


def test_the_first_start_speaks_the_browsers_or_the_systems_language_if_the_game_does():
    from game.i18n.detect import first_language

    def no_browser() -> None:
        return None

    assert first_language(LANGUAGES, {"LANG": "de_DE.UTF-8"}, no_browser) == "de"
    assert first_language(LANGUAGES, {"LANGUAGE": "nl:en", "LANG": "de_DE.UTF-8"}, no_browser) == "nl"
    assert first_language(LANGUAGES, {"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, no_browser) == "en"  # C decides
    assert first_language(LANGUAGES, {"LANG": "fr_FR.UTF-8"}, no_browser) == "en"
    assert first_language(LANGUAGES, {"LANG": "de_DE.UTF-8"}, lambda: "nl-BE") == "nl"  # the browser first
    assert first_language(LANGUAGES, {}, lambda: "en-GB") == "en"


def test_no_message_has_a_parameter_named_like_texts_own_argument():
    assert not any("write_card" in placeholders(english) for english in keyed_messages().values())
    set_language("de")
    assert text("meld.not_held", write_card=lambda c: c[0] + "♥", card="KH").count("K♥") == 1
    assert " oder " in text("ask.not_partner", **{name.split(":")[0]: [2, 4] if name.endswith(":or") else 1
                                                  for name in placeholders(REFUSALS["ask.not_partner"])})


def test_cards_show_the_letters_of_the_languages_decks():
    from game.i18n import card_index

    assert [card_index(r) for r in "JQKAT9"] == ["J", "Q", "K", "A", "10", "9"]
    set_language("de")
    assert [card_index(r) for r in "JQKA"] == ["B", "D", "K", "A"]  # Bube, Dame, König, Ass
    set_language("nl")
    assert [card_index(r) for r in "JQKA"] == ["B", "V", "H", "A"]  # boer, vrouw, heer, aas


def test_asking_the_catalog_tool_for_help_writes_nothing(tmp_path, monkeypatch, capsys):
    spec = importlib.util.spec_from_file_location("i18n_catalogs_tool", ROOT / "tools" / "i18n_catalogs.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    stale = tmp_path / "de.po"
    stale.write_text("old", encoding="utf-8")
    monkeypatch.setattr(tool, "catalogs", lambda: {stale: "new"})
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "LOCALE_DIR", tmp_path)
    assert tool.main(["--help"]) == 0
    assert "--check" in capsys.readouterr().out
    assert tool.main(["--chekc"]) == 2
    assert stale.read_text(encoding="utf-8") == "old"
    assert tool.main([]) == 0  # without arguments it writes, as before
    assert stale.read_text(encoding="utf-8") == "new"
