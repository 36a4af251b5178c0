import string

ALLOWED=set(string.ascii_lowercase+string.digits+'_')

def is_valid_username(name):
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    return (3<=len(name)<=16 and name[0] in string.ascii_lowercase
            and set(name)<=ALLOWED and not name.endswith('_') and '__' not in name)
