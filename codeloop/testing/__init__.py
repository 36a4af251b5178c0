"""Helpers for tests and benchmarks that need real models and servers built offline."""
