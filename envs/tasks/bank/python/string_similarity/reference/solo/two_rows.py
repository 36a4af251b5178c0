def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cost = prev[j - 1] + (ca != cb)
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, cost))
        prev = cur
    return prev[-1]
