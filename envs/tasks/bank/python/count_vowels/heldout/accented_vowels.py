# %%
assert count_vowels('caf') == 1

# %%
assert count_vowels(' café') == 2

# %%
assert count_vowels('') == 0

# %%
assert count_vowels('ca') == 1

# %%
assert count_vowels('ccafé') == 2

# %%
assert count_vowels('éfac') == 2

# %%
assert count_vowels('ßcafé') == 2

# %%
assert count_vowels('naïve0') == 3

# %%
assert count_vowels('Naïve') == 3

# %%
assert count_vowels('naïv') == 2

# %%
assert count_vowels('naïve ') == 3

# %%
assert count_vowels('ßnaïve') == 3

# %%
assert count_vowels(' naïve') == 3

# %%
assert count_vowels('na') == 1

# %%
assert count_vowels('evïan') == 3

# %%
assert count_vowels('naïvenaïve') == 6

# %%
assert count_vowels('nnaïve') == 3

# %%
assert count_vowels('n') == 0

# %%
assert count_vowels('ßÉLAN') == 2

# %%
assert count_vowels('ÉLAN0') == 2

# %%
assert count_vowels('ÉLANé') == 3

# %%
assert count_vowels(' ÉLAN') == 2

# %%
assert count_vowels('ÉL') == 1

# %%
assert count_vowels('ÉLANÉLAN') == 4

# %%
assert count_vowels('Élan') == 2

# %%
assert count_vowels('crème  brûlée') == 5

# %%
assert count_vowels('rème brûlée') == 5

# %%
assert count_vowels('crème brûléeé') == 6

# %%
assert count_vowels('eélûrb emèrc') == 5

# %%
assert count_vowels('crème brûléecrème brûlée') == 10

# %%
assert count_vowels('ßcrème brûlée') == 5

# %%
assert count_vowels('crème ') == 2

# %%
assert count_vowels('crème brûlée0') == 5

# %%
assert count_vowels(' crème brûlée') == 5

# %%
assert count_vowels(' afé') == 2

# %%
assert count_vowels('é') == 1

# %%
assert count_vowels('0') == 0

# %%
assert count_vowels('CAFÉCAFÉ') == 4

# %%
assert count_vowels(' CAFÉ') == 2

# %%
assert count_vowels('Café0') == 2

# %%
assert count_vowels('cc') == 0

# %%
assert count_vowels('afé0') == 2

# %%
assert count_vowels(' naïve0') == 3

# %%
assert count_vowels('naïvnaïv') == 4

# %%
assert count_vowels(' ßnaïve') == 3

# %%
assert count_vowels('nnaïveé') == 4

# %%
assert count_vowels('NAÏVE ') == 3

# %%
assert count_vowels(' na') == 1

# %%
assert count_vowels('na ') == 1

# %%
assert count_vowels('ßevïan') == 3

# %%
assert count_vowels('evïan0') == 3

# %%
assert count_vowels('nnaïvenaïve') == 6

# %%
assert count_vowels('nnaïve0') == 3

# %%
assert count_vowels('evïa') == 3

# %%
assert count_vowels('ïve') == 2

# %%
assert count_vowels('LLAN') == 1

# %%
assert count_vowels(' ßÉLAN') == 2

# %%
assert count_vowels('élanÉ') == 3

# %%
assert count_vowels('É0') == 1

# %%
assert count_vowels('É ') == 1

# %%
assert count_vowels('NALÉ ') == 2

# %%
assert count_vowels('ÉL ') == 1

# %%
assert count_vowels(' NALÉ') == 2

# %%
assert count_vowels(' ÉLANÉLAN') == 4

# %%
assert count_vowels('ÉLANÉLAN0') == 4

# %%
assert count_vowels('CRÈME  BRÛLÉE') == 5

# %%
assert count_vowels('crème  brûléecrème  brûlée') == 10

# %%
assert count_vowels('Crème Brûléeé') == 6

# %%
assert count_vowels('ßeélûrb emèrc') == 5

# %%
assert count_vowels('rème brûléecrème brûlée') == 10

# %%
assert count_vowels('ccrème brûléecrème brûlée') == 10

# %%
assert count_vowels('Crème Brûlé') == 4

# %%
assert count_vowels('ßcrème') == 2

# %%
assert count_vowels('ßcrème  brûlée') == 5

# %%
assert count_vowels('crème') == 2

# %%
assert count_vowels(' emèrc') == 2

# %%
assert count_vowels('ccrème brûléeccrème brûlée') == 10

# %%
assert count_vowels('crème brûlée0crème brûlée0') == 10

# %%
assert count_vowels(' ') == 0

# %%
assert count_vowels('ßcrème brûlé') == 4
