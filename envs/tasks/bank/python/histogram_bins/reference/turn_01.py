def in_bin(v, lo, width, i):
    return lo+i*width<=v<lo+(i+1)*width

def histogram_bins(values, bins):
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if in_bin(v, lo, width, j):
                i=j
                break
        counts[i]+=1
    return counts
