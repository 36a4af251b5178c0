def chunk_list(items, size):
    items=list(items)
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
