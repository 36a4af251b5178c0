def _check_bins(bins):
    if not isinstance(bins, int) or bins<1:
        raise ValueError('bins must be a positive integer')

def _bin_index(v, lo, width, bins):
    return min(int((v-lo)/width), bins-1)

def histogram_bins(values, bins):
    _check_bins(bins)
    counts=[0]*bins
    lo, hi = min(values, default=0.0), max(values, default=0.0)
    width=(hi-lo)/bins or 1.0  # all values equal: everything lands in bin 0
    for v in values:
        counts[_bin_index(v, lo, width, bins)]+=1
    return counts
