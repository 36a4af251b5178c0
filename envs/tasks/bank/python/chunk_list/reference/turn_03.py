def chunk_list(items, size):
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    chunks=[]
    current=[]
    for item in items:
        current.append(item)
        if len(current)==size:
            chunks.append(current)
            current=[]
    if current:
        chunks.append(current)
    return chunks
