from typing import Any

def rotate_list(items: list[Any], k: int) -> list[Any]:
    for i in range(k):
        items.insert(0, items.pop())
    return items
