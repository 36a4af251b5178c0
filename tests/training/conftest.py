"""Training tests run torch on one thread.

On a shared 2-core machine, two OpenMP threads per process spin against each other and against
other processes; one thread made the tiny model's training steps 3-4x faster here.
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True, scope="module")
def one_torch_thread():
    try:
        import torch
    except ImportError:
        yield
        return
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)
