from itertools import islice

def chunk_list(items, size):
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    if items is None:
        return []
    it=iter(items)
    chunks=[]
    while chunk:=list(islice(it, size)):
        chunks.append(chunk)
    return chunks
