def flatten_list(nested):
    result=[]
    for item in nested:
        if type(item)==list:
            result=result+flatten_list(item)
        else:
            result.append(item)
    return result
