"""Static checks for Java, JavaScript, TypeScript, C++, Rust and Go on tree-sitter trees.

One module per concern (naming, layout, comments, constructs, sizes, functions) over one language
table (:mod:`.languages`). Each rule is a check kind (``lang_naming``, ``lang_indentation``,
``lang_braces``, ``lang_doc_comments``, ``lang_forbid``, ``lang_require``, ``lang_imports``,
``lang_data_structure``, ``lang_function_length``, ``lang_max_params``, ``lang_version``)
whose params carry the code's ``language``; :func:`run_lang_rule` judges an answer.
"""

from codeloop.rewards.checks.lang import (  # noqa: F401 - importing registers the rules
    comments,
    constructs,
    functions,
    layout,
    naming,
    version,
)
from codeloop.rewards.checks.lang.languages import LANGS
from codeloop.rewards.checks.lang.registry import LANG_RULES, LangRule, run_lang_rule

__all__ = ["LANGS", "LANG_RULES", "LangRule", "run_lang_rule"]
