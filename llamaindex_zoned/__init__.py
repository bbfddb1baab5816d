"""Placeholder: filled by its own issue."""

__all__: list[str] = []
