from typing import Any

def flatten_list(nested: list[Any] | tuple[Any, ...], depth: int | None = None) -> list[Any]:
    flatList=[]
    for item in nested:
        if type(item)==list and (depth is None or depth>0):
            flatList=flatList+flatten_list(item, None if depth is None else depth-1)
        else:
            flatList.append(item)
    return flatList
