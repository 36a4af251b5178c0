def chunk_list(items, size):
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
