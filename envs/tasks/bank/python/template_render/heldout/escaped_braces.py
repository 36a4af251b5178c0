# %%
assert render('', {'x': 1}) == ''

# %%
assert render('ß{{literal}} {x}', {'x': 1}) == 'ß{literal} 1'

# %%
assert render('{{literal}} {x}', {'x': 2}) == '{literal} 2'

# %%
assert render('{{literal}} {x}', {'x': -1}) == '{literal} -1'

# %%
assert render('{{literal}} {x}{{literal}} {x}', {'x': 1}) == '{literal} 1{literal} 1'

# %%
assert render(' {{literal}} {x}', {'x': 1}) == ' {literal} 1'

# %%
assert render('{{{x}}} ', {'x': 'v'}) == '{v} '

# %%
assert render('{{{x}}}', {'x': 'V'}) == '{V}'

# %%
assert render(' {{{x}}}', {'x': 'v'}) == ' {v}'

# %%
assert render('{{{{x}}}', {'x': 'v'}) == '{{x}}'

# %%
assert render('{{{x}}}0', {'x': 'v'}) == '{v}0'

# %%
assert render('{{x}}}', {'x': 'v'}) == '{x}}'

# %%
assert render('{{{x}}}{{{x}}}', {'x': 'v'}) == '{v}{v}'

# %%
assert render('{{{x}}}', {'x': ''}) == '{}'

# %%
assert render('', {}) == ''

# %%
assert render('}{{', {}) == '}{'

# %%
assert render('}}}{{', {}) == '}}{'

# %%
assert render('{{}}', {}) == '{}'

# %%
assert render('}}', {}) == '}'

# %%
assert render('ß}}{{', {}) == 'ß}{'

# %%
assert render('{{literal}} {x}0 ', {'x': 1}) == '{literal} 10 '

# %%
assert render('{{literal}} {x}0', {'x': 1, '': 1}) == '{literal} 10'

# %%
assert render('{{literal}}  {x}', {'x': 2}) == '{literal}  2'

# %%
assert render('ß{{literal}}  {x}', {'x': 1}) == 'ß{literal}  1'

# %%
assert render('', {'x': 1, '': 1}) == ''

# %%
assert render('ß{{literal}} {x}', {'x': 1, '': 1}) == 'ß{literal} 1'

# %%
assert render('ß{{literal}} {x}', {'x': 0}) == 'ß{literal} 0'

# %%
assert render('{{literal}} {x} ', {'x': 0}) == '{literal} 0 '

# %%
assert render('{{literal}} {x}é ', {'x': 1}) == '{literal} 1é '

# %%
assert render('{{literal}} {x} ', {'x': 2}) == '{literal} 2 '

# %%
assert render('{{literal}} {x}{{literal}} {x}0', {'x': 1}) == '{literal} 1{literal} 10'

# %%
assert render('{{litera', {'x': 1}) == '{litera'

# %%
assert render('  {{literal}}  {x}', {'x': 1}) == '  {literal}  1'

# %%
assert render(' {{literal}} {x}', {'x': 2}) == ' {literal} 2'

# %%
assert render('{{liter ', {'x': 1}) == '{liter '

# %%
assert render('{{liter{{liter', {'x': 1}) == '{liter{liter'

# %%
assert render('{{liter', {}) == '{liter'

# %%
assert render(' {{{x}}}', {'x': 'vv'}) == ' {vv}'

# %%
assert render('ß{{{x}}}', {'x': 'vv'}) == 'ß{vv}'

# %%
assert render('', {'x': ''}) == ''

# %%
assert render('', {'x': 'V'}) == ''

# %%
assert render('', {'x': 'vv'}) == ''

# %%
assert render('{{{x}}}é', {'x': 'V'}) == '{V}é'

# %%
assert render('{{{x}}}', {'x': 'v', '': 'V'}) == '{v}'

# %%
assert render('ß{{{x}}}', {'x': 'v', '': 'v'}) == 'ß{v}'

# %%
assert render('{{{x}}} é', {'x': 'v'}) == '{v} é'

# %%
assert render(' {{{x}}} {{{x}}}', {'x': 'v'}) == ' {v} {v}'

# %%
assert render('{{{{x}}}', {'x': ''}) == '{{x}}'

# %%
assert render('{{{{x}}}{{{{x}}}', {'x': 'v'}) == '{{x}}{{x}}'

# %%
assert render('{{{x}}}0{{{x}}}0', {'x': 'v'}) == '{v}0{v}0'

# %%
assert render('{{{x}}}0', {'x': 'vv'}) == '{vv}0'

# %%
assert render(' {{{x}}}0', {'x': 'v'}) == ' {v}0'

# %%
assert render('{{x}}}', {}) == '{x}}'

# %%
assert render('{{x}}}', {'x': ''}) == '{x}}'

# %%
assert render('{{{x}}', {'x': 'V'}) == '{V}'

# %%
assert render('{{{x}}', {'x': 'vv'}) == '{vv}'

# %%
assert render('{{{x}}', {'x': ''}) == '{}'

# %%
assert render('{{{x}}}', {'x': '', '': ''}) == '{}'

# %%
assert render('é', {}) == 'é'

# %%
assert render(' ', {}) == ' '

# %%
assert render('}{{}}{{', {}) == '}{}{'

# %%
assert render('}}}{{}}{{', {}) == '}}{}{'

# %%
assert render(' }', {}) == ' }'

# %%
assert render('}é', {}) == '}é'

# %%
assert render('}{{ ', {}) == '}{ '

# %%
assert render('}}{{0é', {}) == '}{0é'

# %%
assert render('}}{{0 ', {}) == '}{0 '

# %%
assert render('}}{{ 0', {}) == '}{ 0'

# %%
assert render('}}{{  ', {}) == '}{  '

# %%
assert render('}}}{{ ', {}) == '}}{ '

# %%
assert render(' }}{{é', {}) == ' }{é'

# %%
assert render('}}}{{é', {}) == '}}{é'

# %%
assert render('{{}}0', {}) == '{}0'

# %%
assert render('{{}}{{}}', {}) == '{}{}'

# %%
assert render(' }}', {}) == ' }'

# %%
assert render('}}}}', {}) == '}}'

# %%
assert render('}}é', {}) == '}é'

# %%
assert render(' ß}}{{', {}) == ' ß}{'

# %%
assert render('ß}}{{ ', {}) == 'ß}{ '

# %%
assert render('Ss}}{{', {}) == 'Ss}{'
