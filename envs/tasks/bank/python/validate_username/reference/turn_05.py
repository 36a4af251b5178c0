import string

ALLOWED=set(string.ascii_lowercase+string.digits+'_')

def _well_formed(name):
    # a letter first; no empty part between underscores: no '__', no '_' at the end
    return (name[0] in string.ascii_lowercase and set(name)<=ALLOWED
            and '' not in name.split('_'))

def is_valid_username(name):
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    return 3<=len(name)<=16 and _well_formed(name)
