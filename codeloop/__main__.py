"""``python -m codeloop`` runs the command line."""

import sys

from codeloop.cli import main

sys.exit(main())
