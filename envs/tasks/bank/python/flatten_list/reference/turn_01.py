def flatten_list(nested):
    flatList=[]
    for item in nested:
        if type(item)==list:
            flatList=flatList+flatten_list(item)
        else:
            flatList.append(item)
    return flatList
