def invert_dict(d):
    return {v: k for k, v in d.items()}
