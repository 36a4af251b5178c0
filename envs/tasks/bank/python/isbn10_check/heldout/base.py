# %%
assert is_valid_isbn10('3516046030') is False

# %%
assert is_valid_isbn10('0') is False

# %%
assert is_valid_isbn10('03064') is False

# %%
assert is_valid_isbn10(' 0306406153') is False

# %%
assert is_valid_isbn10('03064061530') is False

# %%
assert is_valid_isbn10('') is False

# %%
assert is_valid_isbn10('0306406153é') is False

# %%
assert is_valid_isbn10('030640615030640615') is False

# %%
assert is_valid_isbn10('0030640615') is False

# %%
assert is_valid_isbn10(' 030640615') is False

# %%
assert is_valid_isbn10('0306') is False

# %%
assert is_valid_isbn10('030640615 ') is False

# %%
assert is_valid_isbn10('03064061') is False

# %%
assert is_valid_isbn10('30640615') is False

# %%
assert is_valid_isbn10('ß030640615') is False

# %%
assert is_valid_isbn10('03064061522 ') is False

# %%
assert is_valid_isbn10('0306406152203064061522') is False

# %%
assert is_valid_isbn10('ß03064061522') is False

# %%
assert is_valid_isbn10(' 03064061522') is False

# %%
assert is_valid_isbn10('03064061522é') is False

# %%
assert is_valid_isbn10('003064061522') is False

# %%
assert is_valid_isbn10('22516046030') is False

# %%
assert is_valid_isbn10('030640615220') is False

# %%
assert is_valid_isbn10('ßX306406152') is False

# %%
assert is_valid_isbn10('X306406152X306406152') is False

# %%
assert is_valid_isbn10('X30640615') is False

# %%
assert is_valid_isbn10('306406152') is False

# %%
assert is_valid_isbn10('X') is False

# %%
assert is_valid_isbn10('X3064061520') is False

# %%
assert is_valid_isbn10('X306406152 ') is False

# %%
assert is_valid_isbn10('x306406152') is False

# %%
assert is_valid_isbn10('251604603X') is False

# %%
assert is_valid_isbn10('ß03064O6152') is False

# %%
assert is_valid_isbn10('2516O46030') is False

# %%
assert is_valid_isbn10('3064O6152') is False

# %%
assert is_valid_isbn10('03064O6152é') is False

# %%
assert is_valid_isbn10('03064O61520') is False

# %%
assert is_valid_isbn10('03064O615203064O6152') is False

# %%
assert is_valid_isbn10('003064O6152') is False

# %%
assert is_valid_isbn10(' 03064O6152') is False

# %%
assert is_valid_isbn10('03064O615') is False

# %%
assert is_valid_isbn10('35160') is False

# %%
assert is_valid_isbn10('351604603') is False

# %%
assert is_valid_isbn10('ß03064061530306406153') is False

# %%
assert is_valid_isbn10('3064061530306406153') is False

# %%
assert is_valid_isbn10('030640') is False

# %%
assert is_valid_isbn10('ß0306406153 ') is False

# %%
assert is_valid_isbn10('ß0306') is False

# %%
assert is_valid_isbn10('ß03064061530') is False

# %%
assert is_valid_isbn10('é3516046030') is False

# %%
assert is_valid_isbn10('00306406153 ') is False

# %%
assert is_valid_isbn10(' 0306406150') is False

# %%
assert is_valid_isbn10('5160460300') is False

# %%
assert is_valid_isbn10(' 030640615é') is False

# %%
assert is_valid_isbn10('0306é') is False

# %%
assert is_valid_isbn10('030640615 030640615 ') is False

# %%
assert is_valid_isbn10('03064061 ') is False

# %%
assert is_valid_isbn10('3') is False

# %%
assert is_valid_isbn10('16046030') is False

# %%
assert is_valid_isbn10('516046030é') is False

# %%
assert is_valid_isbn10('ß0306406150') is False

# %%
assert is_valid_isbn10('ßß030640615') is False

# %%
assert is_valid_isbn10(' ß03064061522') is False

# %%
assert is_valid_isbn10('ß 03064061522') is False

# %%
assert is_valid_isbn10('03064061522é0') is False

# %%
assert is_valid_isbn10('225160460300') is False

# %%
assert is_valid_isbn10('2251604603022516046030') is False

# %%
assert is_valid_isbn10('30640615220') is False

# %%
assert is_valid_isbn10('ßx306406152') is False

# %%
assert is_valid_isbn10('ßX30640615') is False

# %%
assert is_valid_isbn10('251604603XX') is False

# %%
assert is_valid_isbn10('X306406152É') is False

# %%
assert is_valid_isbn10('XX') is False

# %%
assert is_valid_isbn10(' X') is False

# %%
assert is_valid_isbn10('251604603x') is False

# %%
assert is_valid_isbn10('003064o6152') is False

# %%
assert is_valid_isbn10('2516O') is False

# %%
assert is_valid_isbn10('03064O615203064O615') is False

# %%
assert is_valid_isbn10('3064O615203064O6152') is False

# %%
assert is_valid_isbn10('03064O615é') is False
