"""PettingZoo's seed_test on the AEC env: same seed, same observations, rewards and infos
(no wall-clock timings in ``info``; issue 16, point 5)."""

from __future__ import annotations

from functools import partial

import pytest
from pettingzoo.test import seed_test

from codeloop.envs.aec_env import CodeLoopAECEnv
from codeloop.envs.tasks import load_tasks

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


@pytest.mark.parametrize("strategy", ["static", "dynamic"])
def test_seed_test_passes(strategy):
    tasks = [t for t in load_tasks("bank") if t.references][:2]
    seed_test(partial(CodeLoopAECEnv, tasks, developer=strategy, sandbox="local"),
              num_cycles=20)
