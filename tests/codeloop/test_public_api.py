"""``import codeloop``: one registration of every id, and a public surface that resolves."""

from __future__ import annotations

import subprocess
import sys


def _fresh(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_import_codeloop_alone_registers_every_id_presets_included() -> None:
    out = _fresh(
        "import gymnasium as gym, codeloop\n"
        "from codeloop.envs.registration import ENV_IDS\n"
        "ids = sorted(k for k in gym.registry if k.startswith('codeloop/'))\n"
        "assert ids == sorted(ENV_IDS), ids\n"
        "assert 'codeloop/CodeLoop-Dynamic-v0' in ids and len(ids) == 5\n"
        "env = gym.make('codeloop/CodeLoop-Dynamic-v0')\n"
        "print(env.unwrapped.developer.strategy.name)\n")
    assert out.strip() == "dynamic"


def test_register_envs_the_gymnasium_way() -> None:
    _fresh("import gymnasium as gym, codeloop\n"
           "gym.register_envs(codeloop)\n"
           "gym.make('codeloop/CodeLoop-Repair-v0')\n")


def test_public_names_resolve_and_load_lazily() -> None:
    out = _fresh(
        "import sys, codeloop\n"
        "assert 'codeloop.runner' not in sys.modules\n"
        "missing = [n for n in codeloop.__all__ if getattr(codeloop, n, None) is None]\n"
        "assert not missing, missing\n"
        "assert 'codeloop.runner' in sys.modules\n"
        "print(len(codeloop.__all__))\n")
    assert int(out) >= 30


def test_unknown_attribute_is_an_attribute_error() -> None:
    import codeloop

    try:
        codeloop.not_a_name  # noqa: B018
    except AttributeError as exc:
        assert "not_a_name" in str(exc)
    else:
        raise AssertionError("expected AttributeError")
