# %%
import re
assert isinstance(USERNAME_RE, re.Pattern)
