"""Tasks: the format, the bundled bank, and loaders for other sources."""

from codeloop.envs.tasks.schema import (
    Instruction,
    Task,
    TaskFormatError,
    dump_tasks,
    load_task_file,
    task_from_dict,
)
from codeloop.envs.tasks.sources import load_tasks, register_task_source, task_sources

__all__ = [
    "Instruction",
    "Task",
    "TaskFormatError",
    "dump_tasks",
    "load_task_file",
    "load_tasks",
    "register_task_source",
    "task_from_dict",
    "task_sources",
]
