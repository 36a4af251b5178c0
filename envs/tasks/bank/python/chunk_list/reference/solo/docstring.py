def chunk_list(items, size):
    """Chunks a list.

    Args:
        items: The list.
        size: Chunk size.

    Returns:
        The chunks.

    Raises:
        ValueError: If size is 0.
    """
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
