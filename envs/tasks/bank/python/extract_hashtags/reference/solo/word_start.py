import re


def extract_hashtags(text):
    return re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)', text)
