"""Packaging: one import namespace, ``codeloop``, over the repository's top-level folders.

The design keeps ``envs/``, ``agents/``, ``rewards/`` and ``training/`` beside ``codeloop/`` in
the repository, but they install (and import) only as ``codeloop.envs``, ``codeloop.agents``,
``codeloop.rewards`` and ``codeloop.training``, so nothing but ``codeloop`` lands in
site-packages. Everything else lives in ``pyproject.toml``; this file only maps the folders,
because the mapping needs the package list computed from the tree.
"""

from setuptools import find_packages, setup

SUBPACKAGES = ("envs", "agents", "rewards", "training")

packages = find_packages(include=["codeloop", "codeloop.*"])
package_dir = {"codeloop": "codeloop"}
for folder in SUBPACKAGES:
    package_dir[f"codeloop.{folder}"] = folder
    packages.append(f"codeloop.{folder}")
    packages += [f"codeloop.{folder}.{sub}" for sub in find_packages(where=folder)]

setup(packages=packages, package_dir=package_dir)
