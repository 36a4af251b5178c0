"""The jobs of an evaluation run, one module each.

:mod:`~codeloop.run.plan` (which episodes the run must play and which are already done),
:mod:`~codeloop.run.manifest` (``manifest.json``: the run's settings, versions, resume rules),
:mod:`~codeloop.run.local` (episodes on a thread pool, the sandbox bound, the output lock and
``episodes.jsonl``'s writer) and :mod:`~codeloop.run.progress` (the progress bar).
:mod:`codeloop.runner` strings them together; the summary is one function of the episodes,
:func:`codeloop.report.summary.run_summary`, and the reports are
:func:`codeloop.reporting.write_run_reports`. Nothing here imports the runner.
"""
