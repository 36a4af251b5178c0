def histogram_bins(values: list[float], bins: int,
                   value_range: tuple[float, float] | None = None) -> list[int]:
    if value_range is None:
        lo=min(values)
        hi=max(values)
    else:
        lo, hi = value_range
        if hi<lo:
            raise ValueError('value_range must be increasing')
    width=(hi-lo)/bins
    counts=[0]*bins
    for v in values:
        if v<lo or v>hi:
            continue
        i=int((v-lo)/width)
        if i==bins:
            i=bins-1
        counts[i]+=1
    return counts
