def roman_to_int(s):
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    nums=[vals[c] for c in s]
    return sum(-v if v<n else v for v,n in zip(nums,nums[1:]+[0]))
