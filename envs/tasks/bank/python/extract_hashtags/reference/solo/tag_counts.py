import re


def extract_hashtags(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    spelling: dict[str, str] = {}
    for tag in re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)', text):
        key = spelling.setdefault(tag.lower(), tag)
        counts[key] = counts.get(key, 0) + 1
    return counts
