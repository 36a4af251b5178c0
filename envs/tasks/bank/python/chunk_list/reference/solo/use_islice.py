import itertools

def chunk_list(items, size):
    it=iter(items)
    chunks=[]
    while True:
        chunk=list(itertools.islice(it, size))
        if not chunk:
            return chunks
        chunks.append(chunk)
