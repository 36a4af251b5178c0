# %%
assert MORSE_CODE['A'] == '.-' and MORSE_CODE['0'] == '-----'

# %% held-out
assert MORSE_CODE['?'] == '..--..' and len(MORSE_CODE) == 39
