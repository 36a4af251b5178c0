import re
from collections import Counter


def extract_hashtags(text: str) -> dict[str, int]:
    """Counts the hashtags of a text.

    A hashtag is '#' followed by letters, digits or underscores (at least one letter),
    where the '#' does not follow a word character or another '#'.

    Args:
        text: The text to search.

    Returns:
        Tag (as first spelled, without '#') -> occurrences, counted case-insensitively,
        in first-seen order.

    Raises:
        TypeError: If text is not a str.
    """
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    tags = re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)', text)
    counts = Counter(tag.lower() for tag in tags)
    first = {}
    for tag in tags:
        first.setdefault(tag.lower(), tag)
    return {spelling: counts[key] for key, spelling in first.items()}
