def histogram_bins(values, bins):
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        i=bins-1  # the maximum belongs to the last bin
        for j in range(bins):
            if lo+j*width<=v<lo+(j+1)*width:
                i=j
                break
        counts[i]+=1
    return counts
