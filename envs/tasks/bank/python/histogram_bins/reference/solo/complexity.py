def histogram_bins(values, bins):
    lo=min(values)
    width=(max(values)-lo)/bins
    counts=[0]*bins
    for v in values:
        counts[min(int((v-lo)/width), bins-1)]+=1
    return counts
