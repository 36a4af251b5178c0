def chunk_list(items, size):
    if size<1:
        raise ValueError('size must be a positive integer')
    if items is None:
        return []
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
