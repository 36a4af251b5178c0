import re
from datetime import time


def parse_time_12h(text: str) -> time:
    m = re.fullmatch(r'(\d{1,2}):(\d{2}) ?([ap])\.?m\.?', text.strip(), re.IGNORECASE)
    hour = int(m[1]) % 12 + (12 if m[3].lower() == 'p' else 0)
    return time(hour, int(m[2]))
