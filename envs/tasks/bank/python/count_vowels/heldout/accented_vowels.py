# %%
assert count_vowels('caf') == 1

# %%
assert count_vowels(' café') == 2

# %%
assert count_vowels('afé') == 2

# %%
assert count_vowels('café ') == 2

# %%
assert count_vowels('') == 0

# %%
assert count_vowels('c') == 0

# %%
assert count_vowels('ca') == 1

# %%
assert count_vowels('CAFÉ') == 2

# %%
assert count_vowels('Café') == 2

# %%
assert count_vowels('ccafé') == 2

# %%
assert count_vowels('éfac') == 2

# %%
assert count_vowels('cafécafé') == 4

# %%
assert count_vowels('caféé') == 3

# %%
assert count_vowels('ßcafé') == 2

# %%
assert count_vowels('café0') == 2

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
assert count_vowels('naïveé') == 4

# %%
assert count_vowels('NAÏVE') == 3

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
assert count_vowels('aïve') == 3

# %%
assert count_vowels('n') == 0

# %%
assert count_vowels('LAN') == 1

# %%
assert count_vowels('ßÉLAN') == 2

# %%
assert count_vowels('ÉÉLAN') == 3

# %%
assert count_vowels('ÉLA') == 2

# %%
assert count_vowels('ÉLAN0') == 2

# %%
assert count_vowels('ÉLANé') == 3

# %%
assert count_vowels('É') == 1

# %%
assert count_vowels(' ÉLAN') == 2

# %%
assert count_vowels('NALÉ') == 2

# %%
assert count_vowels('ÉL') == 1

# %%
assert count_vowels('ÉLAN ') == 2

# %%
assert count_vowels('élan') == 2

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
assert count_vowels('Crème Brûlée') == 5

# %%
assert count_vowels('ßcrème brûlée') == 5

# %%
assert count_vowels('crème brûlée ') == 5

# %%
assert count_vowels('crème ') == 2

# %%
assert count_vowels('CRÈME BRÛLÉE') == 5

# %%
assert count_vowels('ccrème brûlée') == 5

# %%
assert count_vowels('crème brûlée0') == 5

# %%
assert count_vowels(' crème brûlée') == 5

# %%
assert count_vowels('crème brûlé') == 4
