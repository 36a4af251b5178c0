VALUES={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}

def _signed(v, nxt):
    return -v if v<nxt else v  # IV, XC, CM ...: subtract

def roman_to_int(s):
    nums=[VALUES[c] for c in s]
    return sum(map(_signed, nums, nums[1:]+[0]))
